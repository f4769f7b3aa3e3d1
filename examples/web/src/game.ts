/**
 * What the page needs from a game: the library's contract functions, its
 * bot, and how to draw its view. `hokm-table.ts` and `hoc-table.ts` each
 * fill one in from the package's public API.
 */
import type { Validation } from 'hoc-hokm';
import { texts } from './texts/index.js';

/** The person's way to try an action (checked by the engine first). */
export type Act<A> = (action: A) => void;

/** The engine's verdict on an action by the person's seat, now (`validate` with that seat). */
export type Check<A> = (action: A) => Validation;

/** One game, as the page drives it. */
export interface TableGame<S, A, V, E> {
  /** `'hokm'` or `'hoc'`. */
  name: 'hokm' | 'hoc';
  /** The player counts offered. */
  players: readonly number[];
  setup(players: number, seed: string): S;
  opening(state: S): E[];
  view(state: S, seat: number): V;
  toAct(state: S): number | null;
  isOver(state: S): boolean;
  validate(state: S, action: unknown, seat: number): Validation;
  step(state: S, action: A): { state: S; events: E[] };
  describe(event: E): string;
  /** The library's rule-of-thumb bot for the other seats. */
  bot(view: V): A;
  /**
   * The table drawn from one seat's view: seats, table centre, the person's
   * hand and controls. `check` says why a card may not be played (its
   * disabled button's tooltip).
   */
  draw(view: V, act: Act<A>, check: Check<A>): HTMLElement;
  /** Whether an event ends a hand (Hokm) or a deal (Hoc): the page then shows a summary and waits. */
  ends(event: E): boolean;
  /** Whether an event starts the next hand or deal (events after it belong to the next summary). */
  starts(event: E): boolean;
  /** The per-seat (Hoc) or per-side (Hokm) numbers a summary starts from, at the start of the game. */
  start(view: V): number[];
  /**
   * The summary of a finished hand or deal, from its events (`events`, up to
   * the end; `next`, the start of the next one) and the view after them;
   * `before` is the previous summary's `after` (or `start`).
   */
  summary(events: readonly E[], next: readonly E[], view: V, before: number[]): { el: HTMLElement; after: number[] };
  /** Short CSS animations for a step's events on the freshly drawn table. */
  animate(events: readonly E[], root: HTMLElement): void;
  /**
   * A hint for the person, whose view this is (its turn in the play): the
   * move the library's `analyzeView` finds best from what the seat can see
   * (or, early in a hand while the solver is slow, the bot's rule of thumb),
   * without playing it; `null` when there is nothing to hint at.
   */
  hint(view: V): Hint | null;
  /**
   * The review of the person's decisions of a finished hand or deal (each
   * state it chose in and the action, in order): the first choice whose
   * exact value is below the best, and the best line from there.
   */
  review(decisions: readonly Decision<S, A>[]): HTMLElement;
}

/** A hint: what to highlight on the table, and the sentence that says why. */
export interface Hint {
  /** A selector in the drawn table of the element for the hinted move (a card, or an action's button). */
  target: string;
  /** The hint in words, in the page's language. */
  text: string;
}

/** One of the person's decisions: the state it chose in, and what it chose. */
export interface Decision<S, A> {
  state: S;
  action: A;
}

/** A value as the hint and the review write it: signed, at most two decimals, in the page's digits. */
export function signed(x: number): string {
  const v = Number.isInteger(x) ? x : Number(x.toFixed(2));
  return v > 0 ? `+${texts().num(v)}` : texts().num(v);
}

/** A seeded-per-move sampling seed for the hints: the same position gives the same hint. */
export function hintSeed(parts: readonly (string | number)[]): string {
  return `hint/${parts.join('/')}`;
}

/**
 * Who plays the seats other than the person's: the page's bots (a game in
 * the page), or, online, other people and the server's bots (a seat's view
 * does not say which, so those seats go by their number).
 */
let others: 'bots' | 'online' = 'bots';

/** Sets who plays the other seats (see `others`). */
export function setOthers(who: 'bots' | 'online'): void {
  others = who;
}

/** A seat's name as the page shows it, in the page's language. */
export function seatName(seat: number, me: number): string {
  const t = texts();
  return seat === me ? t.seatYou(seat) : others === 'bots' ? t.seatBot(seat) : t.seatPerson(seat);
}

/** Where a seat sits on screen, seen from `me` (the next seat is to the right: play goes anticlockwise). */
export function place(seat: number, me: number, n: number): 'bottom' | 'right' | 'top' | 'left' {
  const rel = (seat - me + n) % n;
  if (rel === 0) return 'bottom';
  if (n === 2) return 'top';
  if (n === 3) return rel === 1 ? 'right' : 'left';
  return (['bottom', 'right', 'top', 'left'] as const)[rel]!;
}

/** Adds a CSS animation class to every element matching `selector`. */
export function flash(root: HTMLElement, selector: string, cls: string): void {
  root.querySelectorAll(selector).forEach((el) => el.classList.add(cls));
}
