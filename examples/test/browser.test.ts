/**
 * The web table in real headless Chromium: whole Hokm hands and Hoc deals
 * played by clicking, as a person would, with what the page shows checked
 * (the result, tricks and points; chips that add up; the engine's reason
 * for an illegal click; a replay from the seed). Screenshots go to
 * test-output/browser/.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { browser, serve } from './browser.js';

const OUT = new URL('../../test-output/browser/', import.meta.url).pathname;
mkdirSync(OUT, { recursive: true });

let site: Awaited<ReturnType<typeof serve>>;
let chrome: Awaited<ReturnType<typeof browser>>;
let context: BrowserContext;

beforeAll(async () => {
  site = await serve();
  chrome = await browser();
  context = chrome.context;
});
afterAll(async () => {
  await chrome?.close();
  await site?.close();
});

interface Played {
  clicks: number;
  /** Codes and messages shown for deliberate illegal clicks. */
  illegal: { code: string; message: string }[];
}

const summaryOpen = (page: Page) => page.locator('#overlay:not([hidden]) .summary');

/** Waits until the person is to act or a summary is up. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('overlay')!.hidden || document.getElementById('status')!.dataset.turn === 'you',
    null,
    { timeout: 30_000 },
  );
}

/**
 * Plays the person's seat by clicking until a summary opens: a legal card
 * when there is one, else a legal button (varied, so bids and draws differ).
 * Once per phase it first clicks a card the page marks illegal and records
 * what the page said, checking that nothing changed.
 */
async function playToSummary(page: Page, shot?: { after: number; file: string }): Promise<Played> {
  const played: Played = { clicks: 0, illegal: [] };
  const triedIn = new Set<string>();
  for (let guard = 0; guard < 1000; guard++) {
    await settle(page);
    if ((await summaryOpen(page).count()) > 0) return played;
    const phase = (await page.locator('.table').getAttribute('data-phase')) ?? '';
    const wrong = page.locator('.hand button.card.illegal');
    if (!triedIn.has(phase) && (await wrong.count()) > 0) {
      triedIn.add(phase);
      const logBefore = await page.locator('#log li').count();
      const handBefore = await page.locator('.hand').getAttribute('data-hand');
      await wrong.first().click();
      await page.locator('#error:not([hidden])').waitFor();
      played.illegal.push({
        code: (await page.locator('#error .code').textContent()) ?? '',
        message: (await page.locator('#error .message').textContent()) ?? '',
      });
      expect(await page.locator('#log li').count()).toBe(logBefore);
      expect(await page.locator('.hand').getAttribute('data-hand')).toBe(handBefore);
      continue;
    }
    const cards = page.locator('.hand button.card[data-legal]');
    const buttons = page.locator('.controls [data-legal]');
    const nCards = await cards.count();
    const nButtons = await buttons.count();
    if (nCards > 0) await cards.first().click();
    else if (nButtons > 0) await buttons.nth(played.clicks % nButtons).click();
    else throw new Error(`the person is to act but nothing is clickable (phase ${phase})`);
    played.clicks++;
    if (shot && played.clicks === shot.after) {
      await page.screenshot({ path: OUT + shot.file, animations: 'disabled' });
      // The table alone (docs/images/web-table.png is a copy of the Hokm one).
      await page.locator('#table').screenshot({ path: OUT + shot.file.replace('.png', '-only.png'), animations: 'disabled' });
    }
  }
  throw new Error('no summary after 1000 clicks');
}

async function open(game: string, players: number, seed: string): Promise<Page> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(`${site.url}?game=${game}&players=${players}&seat=0&seed=${seed}&pace=instant`);
  await page.locator('.table').waitFor();
  (page as Page & { errors?: string[] }).errors = errors;
  return page;
}

/** Each seat's balance as the table shows it, by seat number. */
const balancesOf = async (page: Page) =>
  (await page.locator('.seat[data-seat]').evaluateAll((els) =>
    els.map((e) => [Number(e.getAttribute('data-seat')), Number(e.querySelector('.chips')!.getAttribute('data-balance'))]),
  )).sort((a, b) => a[0]! - b[0]!).map((p) => p[1]!);

const numbers = async (page: Page, selector: string, attr: string) =>
  (await page.locator(selector).evaluateAll((els, a) => els.map((e) => Number(e.getAttribute(a))), attr)) as number[];

describe('Hokm in the browser', () => {
  for (const players of [4, 3, 2] as const) {
    it(`plays a whole ${players}-player hand by clicking`, async () => {
      const page = await open('hokm', players, `browser-hokm-${players}`);
      const played = await playToSummary(page, players === 4 ? { after: 6, file: 'hokm-table.png' } : undefined);
      await page.screenshot({ path: `${OUT}hokm-${players}p-summary.png`, animations: 'disabled' });

      // The result as the summary shows it.
      const body = page.locator('.summary-body');
      const side = Number(await body.getAttribute('data-winner-side'));
      const points = Number(await body.getAttribute('data-points'));
      const kind = await body.getAttribute('data-kind');
      const tricks = (await page.locator('.tricks-table tr[data-seat] .n').allTextContents()).map(Number);
      expect(tricks).toHaveLength(players);
      const sideTricks = players === 4 ? [tricks[0]! + tricks[2]!, tricks[1]! + tricks[3]!] : tricks;
      const total = tricks.reduce((a, b) => a + b, 0);
      if (kind === 'tie') expect(total).toBe(17);
      else expect(Math.max(...sideTricks)).toBe(sideTricks[side]);
      if (players !== 3) expect(sideTricks[side]).toBe(7); // the hand ends the moment a side has 7
      if (kind === 'kot') {
        expect([2, 3]).toContain(points);
        expect(Math.min(...sideTricks)).toBe(0);
      } else expect(points).toBe(1);
      expect(played.clicks).toBeGreaterThanOrEqual(total);
      // Every completed trick holds exactly one card of ours, each played by a click.
      const playedByMe = await page.locator('#log li[data-type="played"]').evaluateAll((els) => els.filter((e) => e.textContent!.startsWith('Seat 0 ')).length);
      expect(playedByMe).toBe(total);
      // An illegal click showed the engine's code and message.
      expect(played.illegal.length).toBeGreaterThan(0);
      for (const i of played.illegal) {
        expect(['MUST_FOLLOW_SUIT', 'WRONG_PHASE', 'NOT_YOUR_TURN']).toContain(i.code);
        expect(i.message.length).toBeGreaterThan(5);
      }

      // The score in the summary is the score on the table once it closes.
      const score = (await page.locator('.score-line').getAttribute('data-score'))!.split(',').map(Number);
      expect(score[side]).toBe(points);
      await page.locator('[data-action="continue"]').click();
      expect(await page.locator('.score tr[data-side] .points').allTextContents()).toEqual(score.map(String));

      // Replay: the same seed and the recorded moves give the same log, up to the same summary.
      const log = await page.locator('#log li').allTextContents();
      const upTo = log.findIndex((l) => l.startsWith('Hand 2'));
      await page.locator('#replay').click();
      await summaryOpen(page).waitFor({ timeout: 60_000 });
      const again = await page.locator('#log li').allTextContents();
      expect(again.slice(0, upTo < 0 ? undefined : upTo)).toEqual(log.slice(0, upTo < 0 ? undefined : upTo));
      expect((page as Page & { errors?: string[] }).errors).toEqual([]);
      await page.close();
    });
  }
});

/** Every chip on the Hoc table: the seats' balances, the pools and the bets standing. */
async function chipsOnTable(page: Page): Promise<number> {
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const bets = (await page.locator('.seat .bets').evaluateAll((els) => els.map((e) => e.getAttribute('data-bets') ?? '')))
    .flatMap((b) => b.split(',').filter((x) => x !== '').map(Number));
  return sum(await balancesOf(page)) + sum(await numbers(page, '.pool', 'data-chips')) + sum(bets);
}

describe('Hoc Mazarin in the browser', () => {
  for (const players of [3, 2] as const) {
    it(`plays a whole ${players}-player deal by clicking, and the chips add up`, async () => {
      const page = await open('hoc', players, `browser-hoc-${players}`);
      // Bots before the player may have bet already: balances, pools and bets hold every chip.
      expect(await chipsOnTable(page)).toBe(100 * players);
      const played = await playToSummary(page, players === 3 ? { after: 4, file: 'hoc-table.png' } : undefined);
      await page.screenshot({ path: `${OUT}hoc-${players}p-summary.png`, animations: 'disabled' });
      expect(played.clicks).toBeGreaterThan(0);

      // The summary's ledger: before + this deal + the next deal's stakes = now, for every seat.
      const col = async (cls: string) => (await page.locator(`.ledger tr[data-seat] .${cls}`).allTextContents()).map(Number);
      const [before, deal, stakes, now] = [await col('before'), await col('deal'), await col('stakes'), await col('now')];
      expect(before).toEqual(new Array(players).fill(100));
      for (let s = 0; s < players; s++) expect(before[s]! + deal[s]! + stakes[s]!).toBe(now[s]);
      const body = page.locator('.summary-body');
      expect(Number(await body.getAttribute('data-total'))).toBe(100 * players);
      expect(Number(await body.getAttribute('data-expected'))).toBe(100 * players);
      // The table under the summary shows the same balances, and with pools and bets they add up.
      expect(await balancesOf(page)).toEqual(now);
      expect(await chipsOnTable(page)).toBe(100 * players);
      // Someone went out: the summary names them and the log says so.
      await expect.poll(() => page.locator('#log li[data-type="dealEnd"]').count()).toBe(1);
      // An illegal click showed the engine's code and message.
      expect(played.illegal.length).toBeGreaterThan(0);
      for (const i of played.illegal) {
        expect(['WRONG_PHASE', 'ILLEGAL_ACTION', 'NOT_YOUR_TURN']).toContain(i.code);
        expect(i.message).toMatch(/^Hoc: /);
      }
      expect((page as Page & { errors?: string[] }).errors).toEqual([]);
      await page.locator('[data-action="continue"]').click();
      await expect.poll(() => page.locator('.small-note', { hasText: 'Deal 2 of' }).count()).toBe(1);
      await page.close();
    });
  }
});
