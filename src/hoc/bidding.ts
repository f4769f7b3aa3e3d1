/**
 * Bidding for one prize (HOC-5.1 – HOC-5.9; chips as a ledger: HOC-3.7).
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
 *   points of equal count are then compared by value, HOC-D19,
 *   both values being announced; a value already public is not announced
 *   again); "good" is always allowed.
 * - All pass before any raise or declaration: nobody wins; the pool stays.
 * - Everyone still in says "good" after a raise: the one nearest first in
 *   hand wins as an uncontested winner (payments.ts: they may show).
 * - Bets are capped by the option `maxBet` (default: the starting chips):
 *   nobody's bet on one prize may exceed it, so bidding always ends.
 */
import { RANKS } from '../cards/cards.js';
import { PRIZES, best, compare, type Combination, type Point } from './combos.js';
import { bet, type Sink } from './ledger.js';
import { settle } from './payments.js';
import { handCards, nearness, next, type Announcement, type HocState } from './state.js';

/** The most a raise by the seat to act may add now (0: no raise possible). */
export function maxRaise(s: HocState): number {
  return Math.max(0, Math.min(s.options.raiseLimit, s.options.maxBet - s.high));
}

/** The seat's best combination for the current prize, or `null`. */
export function holding(s: HocState, seat: number): Combination | null {
  return best(PRIZES[s.prize]!, handCards(s, seat));
}

/**
 * Whether `seat` may declare now: it holds a combination of this kind that
 * is not known to be worse than the best announced so far. The comparison
 * uses only what was announced (public), so that legality never depends on
 * another player's hidden cards: two points of equal count are settled by
 * their values, which both are then announced (HOC-5.7, HOC-D19).
 */
export function canDeclare(s: HocState, seat: number): boolean {
  const mine = holding(s, seat);
  if (!mine) return false;
  if (s.best < 0) return true;
  const theirs = s.announced[s.best]![s.prize]!;
  const a = announcementOf(mine);
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

/** What a declaration of `c` announces (HOC-5.10): the public part of the combination. */
export function announcementOf(c: Combination): Announcement {
  if (c.kind === 'point') return { length: c.length, value: null, rank: null };
  if (c.kind === 'sequence') return { length: Math.min(c.length, 5), value: null, rank: c.top };
  return { length: c.size, value: null, rank: c.rank };
}

/** The seat to act declares its best combination; it becomes the best unless an equal count loses on value. */
export function declare(s: HocState, ev: Sink): void {
  const seat = s.turn;
  const prize = s.prize;
  const mine = best(PRIZES[prize]!, handCards(s, seat))!;
  const a = announcementOf(mine);
  let better = true;
  let revealed: Announcement | null = null;
  const top = s.best;
  if (mine.kind === 'point' && top >= 0) {
    const theirs = best('point', handCards(s, top))!;
    if (theirs.kind === 'point' && theirs.length === mine.length) {
      // Equal counts: both values are announced to settle it (HOC-5.7, HOC-D19); one
      // already public (an earlier tie) is not announced again.
      a.value = mine.value;
      const earlier = s.announced[top]![prize]!;
      if (earlier.value === null) {
        revealed = { ...earlier, value: theirs.value };
        s.announced[top]![prize] = revealed;
      }
      const c = compare(mine, theirs);
      better = c > 0 || (c === 0 && nearness(s, seat) < nearness(s, top));
    }
  }
  s.announced[seat]![prize] = a;
  ev?.push({ type: 'bid', seat, prize: PRIZES[prize]!, bid: 'declare', amount: 0, announcement: { ...a } });
  // The earlier declarer's value is now public too: say so in the events.
  if (revealed) ev?.push({ type: 'bid', seat: top, prize: PRIZES[prize]!, bid: 'value', amount: 0, announcement: { ...revealed } });
  if (better) s.best = seat;
  if (s.stage !== 'declare') {
    s.stage = 'declare';
    const n = s.options.players;
    s.queue = [];
    for (let k = 1; k < n; k++) s.queue.push((seat + k) % n);
  } else s.queue.shift();
  nextDeclarer(s, ev);
}

/** The seat to act says "good". */
export function good(s: HocState, ev: Sink): void {
  ev?.push({ type: 'bid', seat: s.turn, prize: PRIZES[s.prize]!, bid: 'good', amount: 0, announcement: null });
  s.queue.shift();
  nextDeclarer(s, ev);
}

function nextDeclarer(s: HocState, ev: Sink): void {
  if (s.queue.length > 0) {
    s.turn = s.queue[0]!;
    return;
  }
  if (s.best >= 0) return settle(s, s.best, 'declared', ev);
  // Nobody declared: the remaining player nearest first in hand wins (HOC-5.8, HOC-5.9; HOC-D20).
  let w = s.first;
  // Bounded: a damaged state with every seat out must not loop forever.
  for (let k = 0; k < s.options.players && s.status[w] === 'out'; k++) w = next(w, s.options.players);
  settle(s, w, 'nothing', ev);
}

/** The seat to act raises by `amount`. */
export function raise(s: HocState, amount: number, ev: Sink): void {
  const seat = s.turn;
  const prize = s.prize;
  ev?.push({ type: 'bid', seat, prize: PRIZES[prize]!, bid: 'raise', amount, announcement: null });
  s.high += amount;
  bet(s, seat, prize, s.high - s.bets[seat]![prize]!, ev);
  s.raiser = seat;
  s.stage = 'raised';
  s.status[seat] = 'in';
  afterRaised(s, seat, ev);
}

/** The seat to act calls the highest bet. */
export function call(s: HocState, ev: Sink): void {
  const seat = s.turn;
  const prize = s.prize;
  ev?.push({ type: 'bid', seat, prize: PRIZES[prize]!, bid: 'call', amount: 0, announcement: null });
  bet(s, seat, prize, s.high - s.bets[seat]![prize]!, ev);
  s.status[seat] = 'in';
  afterRaised(s, seat, ev);
}

/** The seat to act passes (before a raise: may come back; after one: drops out). */
export function pass(s: HocState, ev: Sink): void {
  const seat = s.turn;
  ev?.push({ type: 'bid', seat, prize: PRIZES[s.prize]!, bid: 'pass', amount: 0, announcement: null });
  if (s.stage === 'raised') {
    s.status[seat] = 'out';
    return afterRaised(s, seat, ev);
  }
  s.status[seat] = 'passed';
  s.passes++;
  if (s.passes === s.options.players) return settle(s, null, 'none', ev);
  s.turn = next(seat, s.options.players);
}

/** After `seat`'s raise, call or pass: the next player still in speaks, unless the turn is back at the last raiser. */
function afterRaised(s: HocState, seat: number, ev: Sink): void {
  const n = s.options.players;
  let u = next(seat, n);
  for (let k = 0; k < n && s.status[u] === 'out'; k++) u = next(u, n);
  if (u !== s.raiser) {
    s.turn = u;
    return;
  }
  const left: number[] = [];
  for (let k = 0; k < n; k++) {
    const p = (s.first + k) % n;
    if (s.status[p] !== 'out') left.push(p);
  }
  if (left.length === 1) return settle(s, s.raiser, 'uncontested', ev);
  s.stage = 'declare';
  s.queue = left;
  s.best = -1;
  s.turn = left[0]!;
}
