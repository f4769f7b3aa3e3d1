/**
 * The Hint button and the review at the end of a hand or deal, in real
 * headless Chromium, in Hokm and in Hoc Mazarin: the hint highlights one
 * legal move of the person's hand (or the "without" button) and says what
 * it is worth from the person's view, without playing it; the summary of
 * the hand or deal reviews the person's choices (the first mistake by the
 * exact solver and the best line from there, or that none was found); in
 * Hoc, with seeds in which the person's play makes a mistake, the review
 * shows the mistake the engine finds replaying the deal offline.
 * axe finds nothing on the table with a hint shown, nor on the summary
 * with its review. Screenshots go to test-output/browser/.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { axe, spoken } from './a11y.js';
import { browser, serve, WIDTHS } from './browser.js';
import { firstMistake } from './hoc-mistakes.js';

const OUT = new URL('../../test-output/browser/', import.meta.url).pathname;
mkdirSync(OUT, { recursive: true });

let site: Awaited<ReturnType<typeof serve>>;
let chrome: Awaited<ReturnType<typeof browser>>;
let context: BrowserContext;

beforeAll(async () => {
  site = await serve();
  chrome = await browser();
  context = chrome.context;
  context.setDefaultTimeout(60_000);
});
afterAll(async () => {
  await chrome?.close();
  await site?.close();
});

const summaryOpen = (page: Page) => page.locator('dialog#summary[open]');

/** Waits until the person is to act or a summary is up. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => (document.getElementById('summary') as HTMLDialogElement).open || document.getElementById('status')!.dataset.turn === 'you', null, {
    timeout: 60_000,
  });
}

async function open(game: string, players: number, seed: string): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  await page.setViewportSize(WIDTHS.desktop);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(`${site.url}?game=${game}&players=${players}&seat=0&seed=${seed}&pace=instant`);
  await page.locator('.table').waitFor();
  return { page, errors };
}

/** One click of the Hint button in the play: what it highlighted and said, and that nothing was played. */
async function askHint(page: Page): Promise<{ text: string; target: string; hinted: number }> {
  const log = await page.locator('#log li').count();
  const hand = await page.locator('.hand').getAttribute('data-hand');
  await page.locator('#hint').click();
  await expect.poll(() => page.locator('#hint-text').textContent()).not.toBe('');
  const text = (await page.locator('#hint-text').textContent())!;
  const hinted = await page.locator('.hinted').count();
  const target = hinted === 1 ? ((await page.locator('.hinted').getAttribute('data-card')) ?? (await page.locator('.hinted').getAttribute('data-action')) ?? '') : '';
  // Shown, not played.
  expect(await page.locator('#log li').count()).toBe(log);
  expect(await page.locator('.hand').getAttribute('data-hand')).toBe(hand);
  expect((await page.locator('#status').getAttribute('data-turn')) === 'you').toBe(true);
  return { text, target, hinted };
}

/**
 * Plays the person's seat to the first summary: the first legal card or
 * button each time, asking for a hint at every turn of the play (the
 * `shot`-th one photographed and checked by axe). Returns the hints.
 */
async function playWithHints(page: Page, file: string, shot: number): Promise<{ text: string; target: string }[]> {
  const hints: { text: string; target: string }[] = [];
  for (let guard = 0; guard < 1000; guard++) {
    await settle(page);
    if ((await summaryOpen(page).count()) > 0) return hints;
    const phase = (await page.locator('.table').getAttribute('data-phase')) ?? '';
    if (phase === 'play') {
      const h = await askHint(page);
      expect(h.hinted, `one move highlighted: ${h.text}`).toBe(1);
      // The highlighted move is one the person may make now, and the hint names it.
      const el = page.locator('.hinted');
      expect(await el.getAttribute('data-legal')).toBe('true');
      if (/^[2-9TJQKA][CDHS]$/.test(h.target)) expect(h.text).toContain(spoken(h.target));
      hints.push(h);
      if (hints.length === shot) {
        await page.screenshot({ path: OUT + file, animations: 'disabled', fullPage: true });
        const report = await axe(page, `${file}, a hint shown`);
        expect(report.violations).toEqual([]);
        // Focus stays where the person was (the Hint button), the highlighted card is described by the hint.
        expect(await page.evaluate(() => document.activeElement?.id)).toBe('hint');
        expect(await el.getAttribute('aria-describedby')).toBe('hint-text');
      }
    }
    const cards = page.locator('.hand button.card[data-legal]');
    const buttons = page.locator('.controls button[data-legal]');
    if ((await cards.count()) > 0) await cards.first().click();
    else await buttons.first().click();
  }
  throw new Error('no summary after 1000 clicks');
}

/** The review in the open summary, once solved: the first mistake and the best line, or none. */
async function readReview(page: Page): Promise<{ mistake: string; text: string; line: number }> {
  const review = summaryOpen(page).locator('section.review[data-mistake]');
  await review.waitFor({ timeout: 60_000 });
  expect(await review.locator('h3').textContent()).toBe('Your play, reviewed');
  return {
    mistake: (await review.getAttribute('data-mistake'))!,
    text: (await review.textContent())!,
    line: await review.locator('.line li').count(),
  };
}

/**
 * The review shows the mistake the engine finds when it replays the same
 * deal offline (hoc-mistakes.ts, the page's rule by other code): where it
 * was, the card played and what it was worth, the best moves and what they
 * kept (so the chips lost), and the best line from there, seat by seat.
 */
async function expectHocMistake(page: Page, r: { mistake: string; text: string }, players: 2 | 3, seed: string): Promise<void> {
  const { mistake: m } = firstMistake(players, seed);
  // The seed was chosen (by hoc-mistakes.ts) for a mistake: without one this test checks nothing new.
  expect(m, `${seed}: the person's play makes a mistake (npx tsx examples/test/hoc-mistakes.ts finds seeds)`).not.toBeNull();
  // "without" inside the sentence as said (the button's label "Without" is for the line's list).
  const said = (a: { type: string; card?: string }) => (a.type === 'lay' ? spoken(a.card!) : '“without”');
  expect(m!.kept - m!.worth).toBeGreaterThan(0);
  expect(r.mistake).toBe(`${m!.card}:${m!.played.type === 'lay' ? m!.played.card : 'without'}`);
  const chips = (x: number) => `${x > 0 ? '+' : ''}${x} chips`;
  const best = m!.best.length > 3 ? `${m!.best.slice(0, 3).map(said).join(' or ')}…` : m!.best.map(said).join(' or ');
  expect(r.text).toContain(
    `Your first mistake, at card ${m!.card} of the play: you played ${said(m!.played)}, worth ${chips(m!.worth)} with best play after it; ${best} kept ${chips(m!.kept)}.`,
  );
  expect(r.text).toContain('The best line from there (every card known):');
  const items = summaryOpen(page).locator('section.review .line li');
  expect(await items.count()).toBe(m!.line.length);
  for (const [i, { seat, action }] of m!.line.entries()) {
    const li = items.nth(i);
    expect(await li.textContent()).toMatch(new RegExp(`^Seat ${seat} \\((you|bot)\\): `));
    if (action.type === 'lay') expect(await li.locator(`[data-card="${action.card}"]`).getAttribute('aria-label')).toBe(spoken(action.card));
    else expect(await li.textContent()).toContain('Without');
  }
}

describe('the Hint button and the review', () => {
  it('Hokm, 2 players: a hint solved from the view at every turn of the play, and the hand reviewed', async () => {
    const { page, errors } = await open('hokm', 2, 'browser-hint-hokm');
    // Not the person's turn in the play (trumps, or the bots): the hint says so.
    await page.locator('#hint').click();
    const first = await page.locator('#hint-text').textContent();
    expect(first!.length).toBeGreaterThan(10);
    const hints = await playWithHints(page, 'hint-hokm-2p.png', 3);
    expect(hints.length).toBeGreaterThan(3);
    // With 2 players the solver is quick from the first trick: every hint with a choice is solved from the view.
    const solved = hints.filter((h) => /deals? that fit your view/.test(h.text));
    expect(solved.length).toBeGreaterThan(0);
    for (const h of solved) expect(h.text).toMatch(/worth [+-]?[\d.]+ points on average, over \d+ deals? that fit your view/);
    const r = await readReview(page);
    if (r.mistake === '') expect(r.text).toMatch(/No mistake|Nothing to check/);
    else {
      expect(r.text).toMatch(/Your first mistake, at trick \d+: you played .+, worth [+-]?\d+ points with best play after it; .+ kept [+-]?\d+ points\./);
      expect(r.line).toBeGreaterThan(0);
    }
    await page.screenshot({ path: `${OUT}review-hokm-2p.png`, animations: 'disabled' });
    expect((await axe(page, 'hokm 2p, the summary with its review')).violations).toEqual([]);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-action'))).toBe('continue');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('Hoc, 2 players: the hint (the rule of thumb early, then solved from the view) and the deal reviewed', async () => {
    // A seed in which the person's play (the first legal card) makes a mistake the review reports (hoc-mistakes.ts).
    const seed = 'browser-review-hoc2-4';
    const { page, errors } = await open('hoc', 2, seed);
    const hints = await playWithHints(page, 'hint-hoc-2p.png', 4);
    expect(hints.length).toBeGreaterThan(3);
    const solved = hints.filter((h) => /deals? that fit your view/.test(h.text));
    expect(solved.length).toBeGreaterThan(0);
    for (const h of solved) expect(h.text).toMatch(/worth [+-]?[\d.]+ chips on average/);
    for (const h of hints.filter((h) => !solved.includes(h))) expect(h.text).toMatch(/rule of thumb|only legal move/);
    const r = await readReview(page);
    await expectHocMistake(page, r, 2, seed);
    await page.screenshot({ path: `${OUT}review-hoc-2p.png`, animations: 'disabled' });
    expect((await axe(page, 'hoc 2p, the summary with its review')).violations).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('Hoc, 3 players and Hokm, 4 players: hints stay quick (well under a second each); the Hoc deal reviewed', async () => {
    for (const [game, players, seed] of [
      // A seed in which the person's play makes a mistake the review reports (hoc-mistakes.ts).
      ['hoc', 3, 'browser-review-hoc3-8'],
      ['hokm', 4, 'browser-hint-speed-4'],
    ] as const) {
      const { page, errors } = await open(game, players, seed);
      const times: number[] = [];
      for (let guard = 0; guard < 1000 && (await summaryOpen(page).count()) === 0; guard++) {
        await settle(page);
        if ((await summaryOpen(page).count()) > 0) break;
        if ((await page.locator('.table').getAttribute('data-phase')) === 'play') {
          const t0 = Date.now();
          await askHint(page);
          times.push(Date.now() - t0);
        }
        const cards = page.locator('.hand button.card[data-legal]');
        await ((await cards.count()) > 0 ? cards.first() : page.locator('.controls button[data-legal]').first()).click();
      }
      times.sort((a, b) => a - b);
      console.log(`${game} ${players}p hints: ${times.length}, median ${times[times.length >> 1]} ms, max ${times.at(-1)} ms (with the test's own round trips)`);
      expect(times.length).toBeGreaterThan(2);
      expect(times[times.length >> 1]!).toBeLessThan(1000);
      const r = await readReview(page);
      if (game === 'hoc') {
        await expectHocMistake(page, r, 3, seed);
        await page.screenshot({ path: `${OUT}review-hoc-3p.png`, animations: 'disabled' });
      }
      expect(errors).toEqual([]);
      await page.close();
    }
  });
});
