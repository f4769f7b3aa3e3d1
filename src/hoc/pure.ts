/**
 * Hoc's two speed hooks for the pure path (`apply`/`step` run the rule
 * functions on an immer draft, src/core/define.ts): {@link prepareDraft}
 * and {@link freezeState}. Neither decides anything: the rules are the
 * same rule functions the fast path runs (rules.ts).
 *
 * Why the pure path was slow: every write into a list through an immer
 * proxy costs a trap (and a read of a method such as `push` a prototype
 * walk), and the result's generic deep freeze lists every key of the
 * 33-field state. So, before the rules run, the lists the move is about to
 * change are replaced on the draft by plain copies (only those it will
 * change: a copy with the same content would share less for nothing), and
 * the result is frozen knowing its shape.
 */
import type { HocMove } from './rules.js';
import { hasAt, idOf, isPrincipalId, list, type HocState } from './state.js';

/**
 * Puts on the draft `d` of the frozen `base` plain copies of the small
 * lists move `m` changes in the common cases (a lay, "without", a pass,
 * a raise or call, carte blanche). Rarer writes (a prize settled, a deal
 * ended, a lie found out) go through immer as usual.
 */
export function prepareDraft(d: HocState, base: HocState, m: HocMove): void {
  const seat = base.turn;
  switch (m.type) {
    case 'lay': {
      const id = idOf(m.card);
      d.hands = list(base.hands);
      if (hasAt(base.shown, 4 * seat, id)) d.shown = list(base.shown);
      d.runs = list(base.runs);
      d.laid = list(base.laid);
      d.laidBy = list(base.laidBy);
      const fits = base.top < 0 || id % 13 === base.top + 1;
      if (!fits && (base.without[seat]! & (1 << (base.top + 1))) === 0) d.without = list(base.without);
      if (isPrincipalId(id)) d.balances = list(base.balances);
      return;
    }
    case 'without': {
      if ((base.without[seat]! & (1 << (base.top + 1))) === 0) d.without = list(base.without);
      const n = base.options.players;
      // Back at the last layer: an accidental hoc, paid by the others.
      if ((seat + 1) % n === base.last) d.balances = list(base.balances);
      return;
    }
    case 'pass':
      d.status = list(base.status);
      return;
    case 'raise':
    case 'call': {
      d.balances = list(base.balances);
      const bets = list(base.bets);
      bets[seat] = list(base.bets[seat]!);
      d.bets = bets;
      return;
    }
    case 'blanche':
      d.blanche = list(base.blanche);
      if (m.declare) d.shown = list(base.shown);
      return;
    default:
      return;
  }
}

/** Whether `x` is an object not yet frozen. */
function open(x: unknown): x is object {
  return typeof x === 'object' && x !== null && !Object.isFrozen(x);
}

/** Freezes a list and its items (lists of numbers, strings, `null`, or of flat objects and lists). */
function freezeList(xs: unknown[]): void {
  Object.freeze(xs);
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i];
    if (open(x)) freezeItem(x);
  }
}

/** Freezes an item of a list: a row (a list) or a flat object (a run, an announcement, a lie). */
function freezeItem(x: object): void {
  if (Array.isArray(x)) return freezeList(x as unknown[]);
  Object.freeze(x);
  const o = x as Record<string, unknown>;
  for (const k in o) {
    const v = o[k];
    if (open(v)) freezeItem(v);
  }
}

/**
 * The pure path's deep freeze of a Hoc state, field by field: what was
 * shared with the frozen base is skipped by one `isFrozen` each, what is
 * new is frozen down to its leaves (the state is at most three levels
 * deep: `runs[i].cards`, `announced[seat][prize]`, `options.bonusTable`).
 */
export function freezeState(s: HocState): HocState {
  if (!open(s)) return s;
  Object.freeze(s);
  const o = s as unknown as Record<string, unknown>;
  for (const k in o) {
    const v = o[k];
    if (open(v)) freezeItem(v);
  }
  return s;
}
