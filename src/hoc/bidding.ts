/**
 * Bidding for one prize (hoc-seed-en "Bidding"; rulings.md H4, H3).
 *
 * - First in hand speaks first, then to the right. Before any raise a player
 *   may **declare**, **raise** or **pass**; after a raise, **call**,
 *   **raise** or **pass**. A raise of `a` brings the player's bet on the
 *   prize to `high + a` (they pay the difference to what they already bet);
 *   a call brings it to `high`.
 * - A player who passed before the first raise comes back in when their turn
 *   comes; passing after a raise drops out and forfeits the chips bet.
 * - Nobody raises their own raise: when the turn comes back to the last
 *   raiser, the bidding ends. One player left wins uncontested; several left
 *   declare in turn from first in hand (or say "good").
 * - A declaration before any raise ends the bidding: the others in turn
 *   declare or say good. Declarations are true: the engine announces the
 *   player's actual best combination. A declaration must beat the best one
 *   announced so far (equal ones go to the player nearer first in hand; two
 *   points of equal count are then compared by value, docs/rules/hoc.md 9); "good" is
 *   always allowed.
 * - All pass before any raise or declaration: nobody wins; the pool stays.
 * - Bets are capped (docs/rules/hoc.md decision 5): nobody's bet on one prize may
 *   exceed the starting chips, so random bidding always ends.
 */
import { RANKS } from '../cards/cards.js';
import { PRIZES, best, compare, type Combination, type Point } from './combos.js';
import { bet } from './ledger.js';
import { settle } from './payments.js';
import { nearness, next, type Announcement, type BidStatus, type HocState } from './state.js';
import { cur, own, put, row, type Tx } from './tx.js';

/** The most a raise by the seat to act may add now (0: no raise possible). */
export function maxRaise(s: HocState): number {
  return Math.max(0, Math.min(s.options.raiseLimit, s.options.chips - s.high));
}

/** The seat's best combination for the current prize, or `null`. */
export function holding(s: HocState, seat: number): Combination | null {
  // A spread first: combos.ts iterates the hand, which is slow on a frozen array.
  return best(PRIZES[s.prize]!, [...s.hands[seat]!]);
}

/**
 * Whether `seat` may declare now: it holds a combination of this kind that
 * is not known to be worse than the best announced so far. The comparison
 * uses only what was announced (public), so that legality never depends on
 * another player's hidden cards: two points of equal count are settled by
 * their values, which both are then announced (H4).
 */
export function canDeclare(s: HocState, seat: number): boolean {
  const mine = holding(s, seat);
  if (!mine) return false;
  if (s.best < 0) return true;
  const theirs = s.announced[s.best]![s.prize]!;
  const a = announcement(mine);
  let c = sign(a.length - theirs.length);
  if (c === 0 && mine.kind === 'point') {
    if (theirs.value === null) return true;
    c = sign((mine as Point).value - theirs.value);
  } else if (c === 0 && mine.kind !== 'point') c = sign(rankValue(a.rank!) - rankValue(theirs.rank!));
  return c > 0 || (c === 0 && nearness(s, seat) < nearness(s, s.best));
}

function sign(x: number): number {
  return x > 0 ? 1 : x < 0 ? -1 : 0;
}

function rankValue(r: string): number {
  return RANKS.indexOf(r as (typeof RANKS)[number]);
}

function announcement(c: Combination): Announcement {
  if (c.kind === 'point') return { length: c.length, value: null, rank: null };
  if (c.kind === 'sequence') return { length: Math.min(c.length, 5), value: null, rank: c.top };
  return { length: c.size, value: null, rank: c.rank };
}

/** The seat to act declares its best combination; it becomes the best unless an equal count loses on value. */
export function declare(t: Tx): void {
  const { s, b } = t;
  const seat = s.turn;
  const prize = s.prize;
  const hands = cur(t, 'hands');
  const mine = best(PRIZES[prize]!, hands[seat]!)!;
  const a = announcement(mine);
  let better = true;
  let revealed: Announcement | null = null;
  const top = s.best;
  if (mine.kind === 'point' && top >= 0) {
    const theirs = best('point', hands[top]!)!;
    if (theirs.kind === 'point' && theirs.length === mine.length) {
      // Equal counts: both values are announced to settle it (H4).
      a.value = mine.value;
      const r = row(t, 'announced', top);
      revealed = { ...r[prize]!, value: theirs.value };
      r[prize] = revealed;
      const c = compare(mine, theirs);
      better = c > 0 || (c === 0 && nearness(b, seat) < nearness(b, top));
    }
  }
  row(t, 'announced', seat)[prize] = a;
  t.ev?.push({ type: 'bid', seat, prize: PRIZES[prize]!, bid: 'declare', amount: 0, announcement: { ...a } });
  // The earlier declarer's value is now public too: say so in the events.
  if (revealed) t.ev?.push({ type: 'bid', seat: top, prize: PRIZES[prize]!, bid: 'value', amount: 0, announcement: { ...revealed } });
  if (better) s.best = seat;
  if (s.stage !== 'declare') {
    s.stage = 'declare';
    const n = b.options.players;
    const queue: number[] = [];
    for (let k = 1; k < n; k++) queue.push((seat + k) % n);
    put(t, 'queue', queue);
  } else put(t, 'queue', cur(t, 'queue').slice(1));
  nextDeclarer(t);
}

/** The seat to act says "good". */
export function good(t: Tx): void {
  t.ev?.push({ type: 'bid', seat: t.s.turn, prize: PRIZES[t.s.prize]!, bid: 'good', amount: 0, announcement: null });
  put(t, 'queue', cur(t, 'queue').slice(1));
  nextDeclarer(t);
}

function nextDeclarer(t: Tx): void {
  const s = t.s;
  const queue = cur(t, 'queue');
  if (queue.length > 0) {
    s.turn = queue[0]!;
    return;
  }
  if (s.best >= 0) return settle(t, s.best, 'declared');
  // Nobody declared: the remaining player nearest first in hand wins (H4).
  const status = cur(t, 'status');
  let w = s.first;
  // Bounded: a damaged state with every seat out must not loop forever.
  for (let k = 0; k < t.b.options.players && status[w] === 'out'; k++) w = next(w, t.b.options.players);
  settle(t, w, 'nothing');
}

/** The seat to act raises by `amount`. */
export function raise(t: Tx, amount: number): void {
  const { s, b } = t;
  // Nothing is written yet: read the base, not the (slower) draft.
  const seat = b.turn;
  const prize = b.prize;
  t.ev?.push({ type: 'bid', seat, prize: PRIZES[prize]!, bid: 'raise', amount, announcement: null });
  const high = b.high + amount;
  s.high = high;
  bet(t, seat, prize, high - cur(t, 'bets')[seat]![prize]!);
  s.raiser = seat;
  if (b.stage !== 'raised') s.stage = 'raised';
  setStatus(t, seat, 'in');
  afterRaised(t, seat, seat);
}

/** The seat to act calls the highest bet. */
export function call(t: Tx): void {
  const b = t.b;
  const seat = b.turn;
  const prize = b.prize;
  t.ev?.push({ type: 'bid', seat, prize: PRIZES[prize]!, bid: 'call', amount: 0, announcement: null });
  bet(t, seat, prize, b.high - cur(t, 'bets')[seat]![prize]!);
  setStatus(t, seat, 'in');
  afterRaised(t, seat, b.raiser);
}

/** The seat to act passes (before a raise: may come back; after one: drops out). */
export function pass(t: Tx): void {
  const { s, b } = t;
  const seat = b.turn;
  t.ev?.push({ type: 'bid', seat, prize: PRIZES[b.prize]!, bid: 'pass', amount: 0, announcement: null });
  if (b.stage === 'raised') {
    setStatus(t, seat, 'out');
    return afterRaised(t, seat, b.raiser);
  }
  setStatus(t, seat, 'passed');
  const passes = b.passes + 1;
  s.passes = passes;
  if (passes === t.b.options.players) return settle(t, null, 'none');
  s.turn = next(seat, t.b.options.players);
}

/** Sets a bid status, copying the list only when it changes (a call or raise usually leaves it as it was). */
function setStatus(t: Tx, seat: number, to: BidStatus): void {
  if (cur(t, 'status')[seat] !== to) own(t, 'status')[seat] = to;
}

/** After `seat`'s raise, call or pass: the next player still in speaks, unless the turn is back at the last raiser. */
function afterRaised(t: Tx, seat: number, raiser: number): void {
  const s = t.s;
  const n = t.b.options.players;
  const status = cur(t, 'status');
  let u = next(seat, n);
  for (let k = 0; k < n && status[u] === 'out'; k++) u = next(u, n);
  if (u !== raiser) {
    s.turn = u;
    return;
  }
  const left: number[] = [];
  const first = t.b.first; // the same all deal
  for (let k = 0; k < n; k++) {
    const seat = (first + k) % n;
    if (status[seat] !== 'out') left.push(seat);
  }
  if (left.length === 1) return settle(t, raiser, 'uncontested');
  s.stage = 'declare';
  put(t, 'queue', left);
  s.best = -1;
  s.turn = left[0]!;
}
