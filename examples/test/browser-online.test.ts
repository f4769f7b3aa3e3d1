/**
 * The web table online: the table server (examples/server, Colyseus) runs
 * as a child process on 127.0.0.1; one Chromium page creates a 4-player
 * Hokm table with seats for two people (bots in the other two), a second
 * page joins it through the first page's invitation link, and the two
 * people play a whole hand by clicking. At every turn each page shows
 * exactly its own seat's hand as the server's store holds it, and no card
 * of any other hand (the other person's or the bots'), in its whole DOM;
 * both summaries report the same result. Screenshots of both pages go to
 * test-output/browser/online-*.png.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hokm } from 'hoc-hokm';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTables, startServerProcess, type ServerProcess } from '../../test/support/server.js';
import { axe } from './a11y.js';
import { browser, serve, WIDTHS } from './browser.js';

const OUT = new URL('../../test-output/browser/', import.meta.url).pathname;
mkdirSync(OUT, { recursive: true });

let site: Awaited<ReturnType<typeof serve>>;
let chrome: Awaited<ReturnType<typeof browser>>;
let context: BrowserContext;
let server: ServerProcess;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hoc-hokm-online-'));
  // No bot delay: the bots' moves come as fast as the pages can take them.
  server = await startServerProcess(join(dir, 'tables.db'), { LIMIT_BOT_DELAY_MS: '0' });
  site = await serve();
  chrome = await browser();
  context = chrome.context;
  context.setDefaultTimeout(60_000);
});
afterAll(async () => {
  await chrome?.close();
  await site?.close();
  await server?.kill();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function open(url: string, width: keyof typeof WIDTHS): Promise<Page & { errors: string[] }> {
  const page = (await context.newPage()) as Page & { errors: string[] };
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') page.errors.push(m.text());
  });
  await page.setViewportSize(WIDTHS[width]);
  await page.goto(url);
  return page;
}

/** The card codes of the person's hand, as the page shows them. */
const handOf = (page: Page) => page.locator('.me .hand button.card').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')!).sort());
/** Every card code anywhere in the page's DOM (table, log, summary). */
const cardsIn = (page: Page) => page.evaluate(() => [...new Set([...document.querySelectorAll('[data-card]')].map((e) => e.getAttribute('data-card')!))]);
const seqOf = async (page: Page) => Number(await page.locator('#table .table').getAttribute('data-seq'));
const summaryOpen = async (page: Page) => (await page.locator('dialog#summary[open]').count()) > 0;
const myTurn = async (page: Page) => (await page.locator('#status').getAttribute('data-turn')) === 'you' && !(await summaryOpen(page));

describe('the web table online (examples/server as a child process)', () => {
  it('two pages play a whole Hokm hand at one table, bots in the other seats; each page shows only its own hand', async () => {
    const a = await open(`${site.url}?server=${encodeURIComponent(server.url)}&game=hokm&players=4&seat=0&pace=instant`, 'desktop');
    await a.locator('.table').waitFor();
    expect(await a.locator('#people').inputValue()).toBe('2');
    await a.locator('#create').click();
    const invite = a.locator('#invite');
    await invite.waitFor();
    const table = await a.locator('#table-id').inputValue();
    expect(table.length).toBeGreaterThan(3);
    const b = await open(new URL((await invite.getAttribute('href'))!, site.url).href, 'phone');
    await b.locator('#invite').waitFor();
    expect(await b.locator('#table-id').inputValue()).toBe(table);
    // The second person takes the lowest free seat; the page switches to Persian, online too.
    expect(await b.locator('#seat').inputValue()).toBe('1');
    await b.locator('#lang').selectOption('fa');
    expect(await b.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await b.locator('#online-status').textContent()).toMatch(/^آنلاین: میز /);
    expect(await b.locator('#invite').textContent()).toMatch(/[\u0600-\u06FF]/);
    const pages = [
      { page: a, seat: 0, name: 'a' },
      { page: b, seat: 1, name: 'b' },
    ];

    let turns = 0;
    let shots = 0;
    for (let guard = 0; guard < 2000 && !((await summaryOpen(a)) && (await summaryOpen(b))); guard++) {
      let acted = false;
      for (const p of pages) {
        if (!(await myTurn(p.page))) continue;
        // The store is the truth: at this seat's turn nothing moves until it acts.
        const stored = readTables(join(dir, 'tables.db')).get(table)!;
        expect(stored.seq).toBe(await seqOf(p.page));
        const state = stored.state as hokm.HokmState;
        const hands = [0, 1, 2, 3].map((s) => [...hokm.view(state, s).hand].sort());
        expect(await handOf(p.page)).toEqual(hands[p.seat]);
        const shown = new Set(await cardsIn(p.page));
        for (let s = 0; s < 4; s++)
          if (s !== p.seat)
            expect(
              hands[s]!.filter((c) => shown.has(c)),
              `page ${p.name} shows seat ${s}'s cards`,
            ).toEqual([]);
        if (++turns === 6 && shots === 0) {
          shots++;
          for (const q of pages) await q.page.screenshot({ path: `${OUT}online-hokm-${q.name}.png`, animations: 'disabled', fullPage: true });
          const report = await axe(p.page, `online hokm, page ${p.name}`);
          expect(report.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
        }
        const card = p.page.locator('.hand button.card[data-legal]');
        const seq = await seqOf(p.page);
        await ((await card.count()) > 0 ? card.first() : p.page.locator('.controls button[data-legal]').first()).click();
        // The server answers with the next view (or the hand's summary).
        await p.page.waitForFunction((before) => Number(document.querySelector('#table .table')?.getAttribute('data-seq')) > before, seq);
        acted = true;
      }
      if (!acted) await a.waitForTimeout(30);
    }
    expect(await summaryOpen(a)).toBe(true);
    expect(await summaryOpen(b)).toBe(true);
    expect(turns).toBeGreaterThanOrEqual(13); // two people's cards, at least 7 tricks each... and more
    const result = (page: Page) => page.locator('.summary-body').evaluate((e) => [e.getAttribute('data-winner-side'), e.getAttribute('data-points'), e.getAttribute('data-kind')]);
    expect(await result(b)).toEqual(await result(a));
    expect(await b.locator('.summary-body h2').textContent()).toMatch(/[\u0600-\u06FF]/);
    for (const q of pages) await q.page.screenshot({ path: `${OUT}online-hokm-${q.name}-summary.png`, animations: 'disabled' });
    // The store holds the two people's moves, each from its own seat, and the bots' from theirs.
    const stored = readTables(join(dir, 'tables.db')).get(table)!;
    const bySeat = (s: number, bot: boolean) => stored.actions.filter((x) => x.seat === s && (x.by_bot === 1) === bot).length;
    expect(bySeat(0, false) + bySeat(1, false)).toBe(turns);
    expect(bySeat(2, false) + bySeat(3, false)).toBe(0);
    expect(bySeat(2, true)).toBeGreaterThanOrEqual(7);
    // A third page asking for a seat that is taken is refused with the server's code, in its language.
    const c = await open(`${site.url}?lang=de&server=${encodeURIComponent(server.url)}&table=${table}&seat=0`, 'phone');
    await expect.poll(() => c.locator('#online-status').textContent()).toMatch(/^Beitreten nicht möglich: SEAT_TAKEN Dort sitzt schon jemand\.$/);
    await c.close();
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
    await a.close();
    await b.close();
  });
});
