/**
 * The web table in real headless Chromium, at a phone's width (390 px) and
 * a desktop's (1280 px): whole Hokm hands and Hoc deals played by clicking,
 * as a person would, and one hand of each game played with the keyboard
 * alone. Checked on the way: what the page shows (the result, tricks and
 * points; chips that add up; a replay from the seed), that nothing is wider
 * than the screen, what a screen reader hears for the cards, that cards
 * which may not be played are disabled (with the engine's reason), where
 * focus goes after each move, the summary dialog, and axe-core's findings
 * (printed; none serious or critical). Screenshots go to test-output/browser/.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { axe, handButtons, spoken, type AxeReport } from './a11y.js';
import { browser, serve, WIDTHS, type Width } from './browser.js';

const OUT = new URL('../../test-output/browser/', import.meta.url).pathname;
mkdirSync(OUT, { recursive: true });

let site: Awaited<ReturnType<typeof serve>>;
let chrome: Awaited<ReturnType<typeof browser>>;
let context: BrowserContext;

beforeAll(async () => {
  site = await serve();
  chrome = await browser();
  context = chrome.context;
  // The machine is small and shared: generous, but well under the test's own timeout.
  context.setDefaultTimeout(60_000);
});
afterAll(async () => {
  await chrome?.close();
  await site?.close();
});

interface Played {
  clicks: number;
  /** The engine's codes on the disabled cards, one check per phase. */
  disabled: string[];
  /** Every axe run on the way. */
  axe: AxeReport[];
}

const summaryOpen = (page: Page) => page.locator('dialog#summary[open]');

/** Waits until the person is to act or a summary is up. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => (document.getElementById('summary') as HTMLDialogElement).open || document.getElementById('status')!.dataset.turn === 'you', null, {
    timeout: 60_000,
  });
}

/** No horizontal scrolling: the page is no wider than the window. */
async function expectFits(page: Page, where: string): Promise<void> {
  const { scroll, inner, over } = await page.evaluate(() => ({
    scroll: document.scrollingElement!.scrollWidth,
    inner: window.innerWidth,
    // What sticks out, for the failure message.
    over: [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 6)
      .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')} to ${Math.round(e.getBoundingClientRect().right)} px`),
  }));
  expect(scroll, `page ${scroll} px wide in a ${inner} px window (${where}): ${over.join(', ')}`).toBeLessThanOrEqual(inner);
}

/** What has focus, in words ("body", or the element's tag and data attributes), and whether it is sensible after a move. */
async function focusNow(page: Page): Promise<{ what: string; inTable: boolean; enabled: boolean; inDialog: boolean }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { what: 'body', inTable: false, enabled: false, inDialog: false };
    const what = `${el.tagName.toLowerCase()}${el.dataset.card ? ` card ${el.dataset.card}` : ''}${el.dataset.action ? ` action ${el.dataset.action}` : ''}${el.classList.contains('hand') ? ' (the hand)' : ''}`;
    return {
      what,
      inTable: document.getElementById('table')!.contains(el),
      enabled: el.matches('button:not([disabled]), select:not([disabled])'),
      inDialog: !!el.closest('dialog'),
    };
  });
}

/**
 * The hand as a screen reader gets it: every card a button named like
 * "jack of clubs", disabled exactly when the page does not offer it. A
 * disabled card carries the engine's code and reason; and in Hokm, when the
 * led suit is in the hand, only that suit is offered (HOKM-5.3).
 */
async function checkHand(page: Page, game: string): Promise<string[]> {
  const cards = await page.locator('.me .hand button.card').evaluateAll((els) =>
    els.map((e) => ({
      card: e.getAttribute('data-card')!,
      legal: e.hasAttribute('data-legal'),
      shown: e.classList.contains('shown-card'),
      reason: e.getAttribute('data-reason'),
      title: e.getAttribute('title'),
    })),
  );
  // Hoc: a card the person has shown the others says so.
  expect(await handButtons(page)).toEqual(cards.map((c) => ({ name: `${spoken(c.card)}${c.shown ? ', shown' : ''}`, disabled: !c.legal })));
  for (const c of cards.filter((c) => !c.legal)) {
    expect(c.reason, `disabled ${c.card} has the engine's code`).toMatch(/^[A-Z_]+$/);
    expect((c.title ?? '').length, `disabled ${c.card} has the engine's reason`).toBeGreaterThan(5);
  }
  if (game === 'hokm') {
    const led = await page
      .locator('.centre:not(.done) .trick .slot:first-child [data-card]')
      .getAttribute('data-card', { timeout: 1 })
      .catch(() => null);
    const mine = (await page.locator('#status').getAttribute('data-turn')) === 'you';
    if (led && mine && cards.some((c) => c.card.endsWith(led.slice(-1)))) {
      expect(
        cards.filter((c) => c.legal).every((c) => c.card.endsWith(led.slice(-1))),
        `only ${led.slice(-1)} offered`,
      ).toBe(true);
    }
  }
  return cards.filter((c) => !c.legal).map((c) => c.reason!);
}

/**
 * Plays the person's seat by clicking until a summary opens: a legal card
 * when there is one, else a legal button (varied, so bids and draws differ).
 * At every turn: the page fits the window, the hand reads right (see
 * `checkHand`), and focus sits on something sensible (never `<body>`). Once
 * per phase a disabled card is clicked anyway: nothing happens. At click
 * `shot.after`, a screenshot and an axe run.
 */
async function playToSummary(page: Page, label: string, shot: { after: number; file: string }): Promise<Played> {
  const played: Played = { clicks: 0, disabled: [], axe: [] };
  const triedIn = new Set<string>();
  const game = label.split(' ')[0]!;
  for (let guard = 0; guard < 1000; guard++) {
    await settle(page);
    await expectFits(page, `${label}, click ${played.clicks}`);
    if (played.clicks > 0) {
      const focus = await focusNow(page);
      expect(focus.what, `focus after click ${played.clicks}`).not.toBe('body');
      expect(focus.inTable || focus.inDialog, `focus on ${focus.what} is in the table or the summary`).toBe(true);
    }
    if ((await summaryOpen(page).count()) > 0) return played;
    const phase = (await page.locator('.table').getAttribute('data-phase')) ?? '';
    const reasons = await checkHand(page, game);
    const wrong = page.locator('.hand button.card[disabled]');
    if (!triedIn.has(phase) && (await wrong.count()) > 0) {
      triedIn.add(phase);
      played.disabled.push(...new Set(reasons));
      const logBefore = await page.locator('#log li').count();
      const handBefore = await page.locator('.hand').getAttribute('data-hand');
      await wrong.first().click({ force: true }); // a disabled button: the browser sends no click
      expect(await page.locator('#log li').count()).toBe(logBefore);
      expect(await page.locator('.hand').getAttribute('data-hand')).toBe(handBefore);
      expect(await page.locator('#error').isHidden()).toBe(true);
    }
    const cards = page.locator('.hand button.card[data-legal]');
    const buttons = page.locator('.controls button[data-legal]');
    const nCards = await cards.count();
    const nButtons = await buttons.count();
    if (nCards > 0) await cards.first().click();
    else if (nButtons > 0) await buttons.nth(played.clicks % nButtons).click();
    else throw new Error(`the person is to act but nothing is clickable (phase ${phase})`);
    played.clicks++;
    if (played.clicks === shot.after) {
      await settle(page);
      if ((await summaryOpen(page).count()) === 0) {
        await page.screenshot({ path: OUT + shot.file, animations: 'disabled', fullPage: true });
        // The table alone (docs/images/web-table.png is a copy of the desktop Hokm one).
        await page.locator('#table').screenshot({ path: OUT + shot.file.replace('.png', '-only.png'), animations: 'disabled' });
        played.axe.push(await axe(page, `${label}, the table`));
      }
    }
  }
  throw new Error('no summary after 1000 clicks');
}

async function open(game: string, players: number, seed: string, width: Width): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize(WIDTHS[width]);
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

/** The summary is a modal dialog named by its heading, with focus on its button; it fits the window. */
async function checkSummary(page: Page, label: string): Promise<AxeReport> {
  const dialog = summaryOpen(page);
  const heading = (await dialog.locator('h2').textContent()) ?? '';
  expect(heading.length).toBeGreaterThan(5);
  expect(await dialog.getAttribute('aria-labelledby')).toBe(await dialog.locator('h2').getAttribute('id'));
  expect(await page.evaluate(() => document.querySelector('dialog#summary')!.matches(':modal'))).toBe(true);
  expect(await page.getByRole('dialog', { name: heading, exact: true }).count()).toBe(1);
  expect((await focusNow(page)).what).toBe('button action continue');
  await expectFits(page, `${label}, the summary`);
  return axe(page, `${label}, the summary`);
}

const noSeriousOrCritical = (reports: AxeReport[]) => {
  for (const r of reports) expect(r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
};

/** Each seat's balance as the table shows it, by seat number. */
const balancesOf = async (page: Page) =>
  (
    await page
      .locator('.seat[data-seat]')
      .evaluateAll((els) => els.map((e) => [Number(e.getAttribute('data-seat')), Number(e.querySelector('.chips')!.getAttribute('data-balance'))]))
  )
    .sort((a, b) => a[0]! - b[0]!)
    .map((p) => p[1]!);

const numbers = async (page: Page, selector: string, attr: string) =>
  (await page.locator(selector).evaluateAll((els, a) => els.map((e) => Number(e.getAttribute(a))), attr)) as number[];

describe('Hokm in the browser', () => {
  for (const width of ['phone', 'desktop'] as const) {
    for (const players of [4, 3, 2] as const) {
      it(`plays a whole ${players}-player hand by clicking (${width}, ${WIDTHS[width].width} px)`, async () => {
        const label = `hokm ${players}p ${WIDTHS[width].width}px`;
        const page = await open('hokm', players, `browser-hokm-${players}`, width);
        const played = await playToSummary(page, label, { after: 6, file: `hokm-${players}p-${width}.png` });
        played.axe.push(await checkSummary(page, label));
        await page.screenshot({ path: `${OUT}hokm-${players}p-${width}-summary.png`, animations: 'disabled' });
        noSeriousOrCritical(played.axe);
        expect(played.axe.length).toBe(2);

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
        // Disabled cards carried the engine's reasons.
        expect(played.disabled.length).toBeGreaterThan(0);
        for (const code of played.disabled) expect(['MUST_FOLLOW_SUIT', 'WRONG_PHASE', 'NOT_YOUR_TURN']).toContain(code);

        // The score in the summary is the score on the table once it closes.
        const score = (await page.locator('.score-line').getAttribute('data-score'))!.split(',').map(Number);
        expect(score[side]).toBe(points);
        await page.locator('[data-action="continue"]').click();
        expect(await summaryOpen(page).count()).toBe(0);
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
  }
});

/** Every chip on the Hoc table: the seats' balances, the pools and the bets standing. */
async function chipsOnTable(page: Page): Promise<number> {
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const bets = (await page.locator('.seat .bets').evaluateAll((els) => els.map((e) => e.getAttribute('data-bets') ?? ''))).flatMap((b) =>
    b
      .split(',')
      .filter((x) => x !== '')
      .map(Number),
  );
  return sum(await balancesOf(page)) + sum(await numbers(page, '.pool', 'data-chips')) + sum(bets);
}

describe('Hoc Mazarin in the browser', () => {
  for (const width of ['phone', 'desktop'] as const) {
    for (const players of [3, 2] as const) {
      it(`plays a whole ${players}-player deal by clicking, and the chips add up (${width}, ${WIDTHS[width].width} px)`, async () => {
        const label = `hoc ${players}p ${WIDTHS[width].width}px`;
        const page = await open('hoc', players, `browser-hoc-${players}`, width);
        // Bots before the player may have bet already: balances, pools and bets hold every chip.
        expect(await chipsOnTable(page)).toBe(100 * players);
        const played = await playToSummary(page, label, { after: 4, file: `hoc-${players}p-${width}.png` });
        played.axe.push(await checkSummary(page, label));
        await page.screenshot({ path: `${OUT}hoc-${players}p-${width}-summary.png`, animations: 'disabled' });
        noSeriousOrCritical(played.axe);
        expect(played.axe.length).toBe(2);
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
        // Disabled cards carried the engine's reasons.
        expect(played.disabled.length).toBeGreaterThan(0);
        for (const code of played.disabled) expect(['WRONG_PHASE', 'ILLEGAL_ACTION', 'NOT_YOUR_TURN']).toContain(code);
        expect((page as Page & { errors?: string[] }).errors).toEqual([]);
        // Escape closes the summary like its button, and the next deal starts.
        await page.keyboard.press('Escape');
        await expect.poll(() => page.locator('.small-note', { hasText: 'Deal 2 of' }).count()).toBe(1);
        expect(await summaryOpen(page).count()).toBe(0);
        await page.close();
      });
    }
  }
});

/**
 * Plays to the first summary with the keyboard alone: Tab to the skip
 * link, Enter, then Enter (or Space) on whatever the page focused after
 * each move, which must be a card or control the person may use now (the
 * arrow keys move between cards on some turns). Then Enter on the
 * summary's button, and focus is back in the table.
 */
async function playByKeyboard(page: Page, label: string, eachTurn: () => Promise<void> = async () => {}): Promise<number> {
  await page.keyboard.press('Tab');
  expect((await focusNow(page)).what).toBe('a');
  expect(await page.evaluate(() => document.activeElement!.id)).toBe('skip');
  await page.keyboard.press('Enter');
  let moves = 0;
  for (let guard = 0; guard < 1000; guard++) {
    await settle(page);
    await expectFits(page, `${label}, keyboard move ${moves}`);
    const focus = await focusNow(page);
    if ((await summaryOpen(page).count()) > 0) {
      expect(focus.what).toBe('button action continue');
      await page.keyboard.press('Enter');
      await expect.poll(async () => summaryOpen(page).count()).toBe(0);
      const back = await focusNow(page);
      expect(back.inTable, `focus after the summary: ${back.what}`).toBe(true);
      return moves;
    }
    // The person's turn: focus is already on something to press.
    expect(focus.inTable, `focus on ${focus.what} before keyboard move ${moves}`).toBe(true);
    expect(focus.enabled, `focus on ${focus.what} before keyboard move ${moves}`).toBe(true);
    if (focus.what.startsWith('button card') && moves % 3 === 1) {
      await page.keyboard.press('End');
      const end = await focusNow(page);
      expect(end.what.startsWith('button card') && end.enabled).toBe(true);
      await page.keyboard.press('Home');
      await page.keyboard.press('ArrowRight');
      const next = await focusNow(page);
      expect(next.what.startsWith('button card') && next.enabled).toBe(true);
    }
    expect(focus.what.startsWith('select'), 'focus never lands on the raise amount by itself').toBe(false);
    await eachTurn();
    await page.keyboard.press(moves % 2 === 0 ? 'Enter' : 'Space');
    moves++;
  }
  throw new Error('no summary after 1000 keyboard moves');
}

describe('the keyboard alone', () => {
  it('plays a whole 4-player Hokm hand (desktop), and the trick reads out who played what', async () => {
    const label = 'hokm 4p 1280px keyboard';
    const page = await open('hokm', 4, 'browser-keys-hokm', 'desktop');
    let named = 0;
    let turns = 0;
    const moves = await playByKeyboard(page, label, async () => {
      // The focus ring, as a keyboard player sees it.
      if (++turns === 3) await page.screenshot({ path: `${OUT}hokm-4p-desktop-keyboard.png`, animations: 'disabled' });
      // The trick on the table: each card named, with its player.
      const slots = await page.locator('.centre .trick [data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')!));
      if (slots.length === 0) return;
      const snapshot = await page.locator('.centre .trick').ariaSnapshot();
      for (const card of slots) expect(snapshot).toMatch(new RegExp(`img "${spoken(card)}, by Seat [0-3] \\((you|bot)\\)"`));
      named += slots.length;
    });
    expect(named).toBeGreaterThan(0);
    const mine = await page.locator('#log li[data-type="played"]').evaluateAll((els) => els.filter((e) => e.textContent!.startsWith('Seat 0 ')).length);
    expect(mine).toBeGreaterThanOrEqual(7); // at least 7 tricks, one card each, all by keyboard
    expect(moves).toBeGreaterThanOrEqual(mine);
    expect((page as Page & { errors?: string[] }).errors).toEqual([]);
    await page.close();
  });

  it('plays a whole 3-player Hoc deal, bids included (phone)', async () => {
    const label = 'hoc 3p 390px keyboard';
    const page = await open('hoc', 3, 'browser-keys-hoc', 'phone');
    const moves = await playByKeyboard(page, label);
    expect(moves).toBeGreaterThan(3);
    expect(await page.locator('#log li[data-type="dealEnd"]').count()).toBe(1);
    await page.screenshot({ path: `${OUT}hoc-3p-phone-keyboard.png`, animations: 'disabled' });
    expect((page as Page & { errors?: string[] }).errors).toEqual([]);
    await page.close();
  });
});

/**
 * Between the two widths: the narrow end of each layout (the stacked table
 * from 601 px, the table's three columns from 801 px with the log below,
 * the log beside from 1101 px), a few moves of every game and player
 * count, the page no wider than the window at each turn.
 */
describe('the widths in between', () => {
  for (const width of [601, 801, 1101]) {
    it(`fits ${width} px in both games with every player count`, async () => {
      for (const [game, players] of [
        ['hokm', 4],
        ['hokm', 3],
        ['hokm', 2],
        ['hoc', 3],
        ['hoc', 2],
      ] as const) {
        const page = await context.newPage();
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${site.url}?game=${game}&players=${players}&seat=0&seed=browser-widths&pace=instant`);
        await page.locator('.table').waitFor();
        for (let move = 0; move < 8; move++) {
          await settle(page);
          await expectFits(page, `${game} ${players}p ${width}px, move ${move}`);
          if ((await summaryOpen(page).count()) > 0) break;
          const card = page.locator('.hand button.card[data-legal]');
          await ((await card.count()) > 0 ? card.first() : page.locator('.controls button[data-legal]').first()).click();
        }
        await page.close();
      }
    });
  }
});
