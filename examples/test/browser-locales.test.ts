/**
 * The web table in its four languages, in headless Chromium at a phone's
 * width (390 px): the language menu (and `?lang=`) switches every text of
 * the page, the table, the log and the summary; `lang` and `dir` follow.
 * In Persian the page is right to left and laid out as such (the settings,
 * the hand and the log run from the right; the seats keep their places
 * round the table), nothing is wider than the screen, and axe-core finds
 * nothing serious or critical. Screenshots (test-output/browser/*-fa*.png)
 * show the right-to-left page.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { axe, type AxeReport } from './a11y.js';
import { browser, serve, WIDTHS } from './browser.js';

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

async function open(query: string): Promise<Page & { errors: string[] }> {
  const page = (await context.newPage()) as Page & { errors: string[] };
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') page.errors.push(m.text());
  });
  await page.setViewportSize(WIDTHS.phone);
  await page.goto(`${site.url}?${query}`);
  await page.locator('.table').waitFor();
  return page;
}

const settle = (page: Page) =>
  page.waitForFunction(() => (document.getElementById('summary') as HTMLDialogElement).open || document.getElementById('status')!.dataset.turn === 'you', null, {
    timeout: 60_000,
  });

async function expectFits(page: Page, where: string): Promise<void> {
  const { scroll, inner } = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, inner: window.innerWidth }));
  expect(scroll, `page ${scroll} px wide in a ${inner} px window (${where})`).toBeLessThanOrEqual(inner);
}

const seriousOrCritical = (r: AxeReport) => r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');

/** The texts a person reads first: heading, labels, buttons, status, hand, log. */
const visibleTexts = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    heading: document.querySelector('h1')!.textContent,
    labels: [...document.querySelectorAll('#settings label > span')].map((e) => e.textContent),
    deal: document.getElementById('deal')!.textContent,
    status: document.getElementById('status')!.textContent,
    hand: document.querySelector('.me .hand')!.getAttribute('aria-label'),
    cards: [...document.querySelectorAll('.me .hand button.card')].map((e) => e.getAttribute('aria-label')),
    log: [...document.querySelectorAll('#log li')].map((e) => e.textContent),
    seat: document.querySelector('.me .seat .name')!.textContent,
  }));

/** Letters of the Arabic script (Persian), and Latin letters. */
const PERSIAN = /[\u0600-\u06FF]/;
const LATIN = /[A-Za-z]/;
const PERSIAN_SUITS = /(خاج|خشت|دل|پیک)$/;

describe('the table in Persian (right to left, 390 px)', () => {
  it('switches from English with the menu: every text, dir="rtl", mirrored settings, seats in place; fits; axe clean', async () => {
    const page = await open('game=hokm&players=4&seat=0&seed=browser-fa&pace=instant');
    await settle(page);
    const english = await visibleTexts(page);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['en', 'ltr']);

    await page.locator('#lang').selectOption('fa');
    await settle(page);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['fa', 'rtl']);
    expect(new URL(page.url()).searchParams.get('lang')).toBe('fa');
    const persian = await visibleTexts(page);
    // Every text changed, and is Persian.
    for (const key of ['title', 'heading', 'deal', 'status', 'hand', 'seat'] as const) {
      expect(persian[key], key).not.toBe(english[key]);
      expect(persian[key], key).toMatch(PERSIAN);
    }
    persian.labels.forEach((l, i) => {
      expect(l).not.toBe(english.labels[i]);
      expect(l).toMatch(PERSIAN);
    });
    expect(persian.cards.length).toBe(english.cards.length);
    for (const name of persian.cards) expect(name).toMatch(PERSIAN_SUITS);
    // The log is redrawn in Persian (the library's describe with { locale: 'fa' }), Persian digits included.
    expect(persian.log.length).toBe(english.log.length);
    for (const line of persian.log) {
      expect(line).toMatch(PERSIAN);
      expect(line).not.toMatch(/[0-9]/);
    }
    // No Latin letter is left in the table's words (card faces are drawn by CSS, not text).
    const tableText = await page.locator('#table').evaluate((e) => e.textContent ?? '');
    expect(tableText.replace(/hoc-hokm/g, '')).not.toMatch(LATIN);

    // Right to left: the settings start at the right, the hand's first card is right of its second; the seats keep their places.
    const boxes = await page.evaluate(() => {
      const r = (e: Element | null) => e!.getBoundingClientRect();
      const labels = document.querySelectorAll('#settings label');
      const cards = document.querySelectorAll('.me .hand button.card');
      return {
        lang: r(labels[0]!).right,
        game: r(labels[1]!).right,
        card0: r(cards[0]!).left,
        card1: r(cards[1]!).left,
        leftSeat: r(document.querySelector('.seat.left')).left,
        rightSeat: r(document.querySelector('.seat.right')).left,
        status: getComputedStyle(document.getElementById('status')!).direction,
      };
    });
    expect(boxes.lang).toBeGreaterThan(boxes.game);
    expect(boxes.card0).toBeGreaterThan(boxes.card1);
    expect(boxes.rightSeat).toBeGreaterThan(boxes.leftSeat);
    expect(boxes.status).toBe('rtl');

    await expectFits(page, 'Persian, the table');
    const report = await axe(page, 'hokm 4p 390px Persian, the table');
    expect(seriousOrCritical(report)).toEqual([]);
    await page.screenshot({ path: `${OUT}hokm-4p-phone-fa.png`, animations: 'disabled', fullPage: true });

    // Play to the summary in Persian: the dialog is Persian, fits, and is clean.
    for (let guard = 0; guard < 200 && (await page.locator('dialog#summary[open]').count()) === 0; guard++) {
      const card = page.locator('.hand button.card[data-legal]');
      await ((await card.count()) > 0 ? card.first() : page.locator('.controls button[data-legal]').first()).click();
      await settle(page);
      await expectFits(page, `Persian, move ${guard}`);
    }
    const dialog = page.locator('dialog#summary[open]');
    expect(await dialog.locator('h2').textContent()).toMatch(PERSIAN);
    expect(await dialog.locator('[data-action="continue"]').textContent()).toBe('ادامه');
    const summary = await axe(page, 'hokm 4p 390px Persian, the summary');
    expect(seriousOrCritical(summary)).toEqual([]);
    await expectFits(page, 'Persian, the summary');
    await page.screenshot({ path: `${OUT}hokm-4p-phone-fa-summary.png`, animations: 'disabled' });
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('opens in Persian from ?lang=fa for Hoc Mazarin too: right to left, fits, axe clean', async () => {
    const page = await open('lang=fa&game=hoc&players=3&seat=0&seed=browser-fa-hoc&pace=instant');
    await settle(page);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.locator('#lang').inputValue()).toBe('fa');
    expect(await page.locator('.pool[data-pool="sequence"] .pool-name').textContent()).toContain('سکانس');
    expect(await page.locator('#table').evaluate((e) => e.textContent ?? '')).not.toMatch(LATIN);
    await expectFits(page, 'Persian Hoc');
    expect(seriousOrCritical(await axe(page, 'hoc 3p 390px Persian, the table'))).toEqual([]);
    await page.screenshot({ path: `${OUT}hoc-3p-phone-fa.png`, animations: 'disabled', fullPage: true });
    expect(page.errors).toEqual([]);
    await page.close();
  });
});

describe('the table in French and German (390 px)', () => {
  const WORDS = {
    fr: { heading: 'Table hoc-hokm', hand: 'Votre main', hokmLog: /La place \d/, hocPool: 'séquence', suit: / de (trèfle|carreau|cœur|pique)$/ },
    de: { heading: 'hoc-hokm Tisch', hand: 'Ihre Hand', hokmLog: /Platz \d/, hocPool: 'Sequenz', suit: /^(Kreuz|Karo|Herz|Pik)-/ },
  } as const;
  for (const lang of ['fr', 'de'] as const) {
    it(`speaks ${lang} in both games from ?lang=${lang}: texts, log, card names; fits; axe clean`, async () => {
      for (const [game, players] of [
        ['hokm', 3],
        ['hoc', 2],
      ] as const) {
        const page = await open(`lang=${lang}&game=${game}&players=${players}&seat=0&seed=browser-${lang}&pace=instant`);
        await settle(page);
        const words = WORDS[lang];
        expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([lang, 'ltr']);
        expect(await page.locator('h1').textContent()).toBe(words.heading);
        expect(await page.locator('.me .hand').getAttribute('aria-label')).toBe(words.hand);
        for (const name of await page.locator('.me .hand button.card').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')!))) {
          expect(name).toMatch(words.suit);
        }
        if (game === 'hokm') expect((await page.locator('#log li').allTextContents()).join('\n')).toMatch(words.hokmLog);
        else expect(await page.locator('.pool[data-pool="sequence"] .pool-name').textContent()).toContain(words.hocPool);
        await expectFits(page, `${lang} ${game}`);
        expect(seriousOrCritical(await axe(page, `${game} ${players}p 390px ${lang}, the table`))).toEqual([]);
        expect(page.errors).toEqual([]);
        await page.close();
      }
    });
  }
});
