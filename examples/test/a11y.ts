/**
 * Accessibility checks for the browser test: axe-core injected into the
 * page (the npm package's own browser build, nothing fetched), and the
 * names a screen reader hears for cards, computed here independently of
 * the page's code.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Violations of one impact level, as axe reports them. */
export type Impact = 'critical' | 'serious' | 'moderate' | 'minor';

/** What one axe run found: counts by impact, and each violation's rule, impact and first targets (for the failure message). */
export interface AxeReport {
  counts: Record<Impact, number>;
  violations: { id: string; impact: string; nodes: number; targets: string[] }[];
}

/**
 * Runs axe-core on the page as it is now (WCAG 2.0–2.2 A and AA rules and
 * axe's best practices) and prints the counts, labelled `what`.
 */
export async function axe(page: Page, what: string): Promise<AxeReport> {
  // Colours are judged as they end up: a dialog or card still fading in would read as low contrast.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
  const violations = await page.evaluate(async () => {
    const run = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] }> } }
    ).axe.run;
    const result = await run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact ?? 'minor', nodes: v.nodes.length, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  });
  const counts: Record<Impact, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  for (const v of violations) counts[v.impact as Impact] += v.nodes;
  console.log(
    `axe ${what}: critical ${counts.critical}, serious ${counts.serious}, moderate ${counts.moderate}, minor ${counts.minor}${violations.length ? ` (${violations.map((v) => `${v.id}×${v.nodes}`).join(', ')})` : ''}`,
  );
  return { counts, violations };
}

const RANK_WORDS: Record<string, string> = {
  A: 'ace',
  '2': 'two',
  '3': 'three',
  '4': 'four',
  '5': 'five',
  '6': 'six',
  '7': 'seven',
  '8': 'eight',
  '9': 'nine',
  T: 'ten',
  J: 'jack',
  Q: 'queen',
  K: 'king',
};
const SUIT_WORDS: Record<string, string> = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };

/** The spoken name of a card code: `JC` → "jack of clubs". */
export function spoken(card: string): string {
  const rank = RANK_WORDS[card.slice(0, -1)];
  const suit = SUIT_WORDS[card.slice(-1)];
  if (!rank || !suit) throw new Error(`not a card: ${card}`);
  return `${rank} of ${suit}`;
}

/** One button of the hand as the accessibility tree has it: its name and whether it is disabled. */
export interface HandButton {
  name: string;
  disabled: boolean;
}

/**
 * The hand's buttons from Playwright's accessibility snapshot (roles,
 * names and states as assistive technology gets them), in order.
 */
export async function handButtons(page: Page): Promise<HandButton[]> {
  const snapshot = await page.locator('.me .hand').ariaSnapshot();
  return [...snapshot.matchAll(/- button "([^"]*)"( \[disabled\])?/g)].map((m) => ({ name: m[1]!, disabled: m[2] !== undefined }));
}
