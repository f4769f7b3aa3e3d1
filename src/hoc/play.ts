/**
 * The play (hoc-seed-en "Stage 2: the play", "Hocs"; rulings.md H6).
 *
 * - The player who must start a run lays any card. Whoever lays a card must
 *   go on with the next higher rank (any suit) while they hold one, except
 *   that a principal hoc (the four Kings, Q♠, J♦) is never obligatory. With
 *   two cards of the needed rank the player chooses.
 * - A player who cannot (or, for a principal hoc, will not) continue says
 *   "without N" and the turn passes right. When it comes back to the player
 *   who laid the last card, the run is stuck: they call an accidental hoc,
 *   collect 1 chip from each other player and start a new run.
 * - On their turn a player may lay a principal hoc at any moment (in its own
 *   place, in place of a missing card, or to start a run): hoc, 1 chip from
 *   each other player, and they start a new run. A King always ends a run.
 * - Laying the last card ends the deal at once; a principal hoc as the last
 *   card still earns its chips, a stuck run does not (no new run is started).
 * - Variant `falseWithout`: a player may say "without" while holding an
 *   obligatory card; the lie is found out when they later lay a card of that
 *   rank (not a principal hoc, which proves nothing) or at the end of the
 *   deal, and they pay 5 chips to each other player per lie.
 */
import { RANKS, type Card } from '../cards/cards.js';
import { endDeal, FALSE_WITHOUT_PENALTY } from './deal.js';
import { pay, payAll } from './ledger.js';
import { isPrincipal, next, strength, type HocState } from './state.js';
import { cur, own, put, type Tx } from './tx.js';

/** Chips each other player pays for a hoc. */
export const HOC_PAYMENT = 1;

/** Whether `card`, if held, would have to be laid on the current run: the next rank up, not a principal hoc. */
export function isObligatory(s: HocState, card: Card): boolean {
  return s.top >= 0 && strength(card) === s.top + 1 && !isPrincipal(card);
}

/** Whether `seat` holds a card it would have to lay on the current run. */
export function holdsObligatory(s: HocState, seat: number): boolean {
  if (s.top < 0) return false;
  // A spread first: iterating a frozen array is several times slower (see remove).
  for (const c of [...s.hands[seat]!]) if (isObligatory(s, c)) return true;
  return false;
}

/** Whether the seat to act may lay `card` (held) now. */
export function mayLay(s: HocState, card: Card): boolean {
  return s.top < 0 || isPrincipal(card) || strength(card) === s.top + 1;
}

/** The seat to act lays `card`. */
export function lay(t: Tx, card: Card): void {
  const { s, b } = t;
  // Nothing is written yet: read the base, not the (slower) draft.
  const seat = b.turn;
  const hand = remove(cur(t, 'hands')[seat]!, card);
  own(t, 'hands')[seat] = hand;
  const shown = cur(t, 'shown')[seat]!;
  if (shown.includes(card)) own(t, 'shown')[seat] = remove(shown, card);
  const started = b.top >= 0;
  addToRun(t, started, card, seat);
  t.ev?.push({ type: 'lay', seat, card });
  const principal = isPrincipal(card);
  if (!principal && cur(t, 'lies').length > 0) expose(t, seat, strength(card));
  if (principal) {
    t.ev?.push({ type: 'hoc', seat, kind: 'principal', card });
    payAll(t, seat, HOC_PAYMENT, 'hoc');
  }
  if (hand.length === 0) return endDeal(t, seat);
  s.top = principal ? -1 : strength(card);
  const last = principal ? -1 : seat;
  if (b.last !== last) s.last = last;
}

/**
 * A copy of `cards` without `card`. Spread first: V8 runs `filter` and
 * `slice` on a frozen array (as in every state `apply` returns) some 20
 * times slower than on a plain one; a spread is fast on both.
 */
function remove(cards: readonly Card[], card: Card): Card[] {
  const out = [...cards];
  out.splice(out.indexOf(card), 1);
  return out;
}

/** Appends `card` to the current run, or starts a new run with it; earlier runs are left shared. */
function addToRun(t: Tx, started: boolean, card: Card, seat: number): void {
  const runs = own(t, 'runs');
  if (!started) {
    runs.push({ cards: [card], by: [seat] });
    return;
  }
  const last = runs.length - 1;
  let run = runs[last]!;
  // On the immer path the current run is still the frozen base's: copy it.
  if (t.s !== t.b) run = runs[last] = { cards: [...run.cards], by: [...run.by] };
  run.cards.push(card);
  run.by.push(seat);
}

/** Lies by `seat` about `rank` are found out: 5 chips to each other player per lie. */
function expose(t: Tx, seat: number, rank: number): void {
  const n = t.b.options.players;
  const lies = cur(t, 'lies');
  const kept = lies.filter((lie) => lie.seat !== seat || lie.rank !== rank);
  if (kept.length === lies.length) return;
  put(t, 'lies', kept);
  for (let i = kept.length; i < lies.length; i++) {
    t.ev?.push({ type: 'falseWithout', seat, rank: RANKS[rank]! });
    for (let k = 1; k < n; k++) pay(t, seat, (seat + k) % n, FALSE_WITHOUT_PENALTY, 'penalty');
  }
}

/** The seat to act says "without N"; the turn passes right, and a stuck run makes a hoc. */
export function without(t: Tx): void {
  const { s, b } = t;
  // Nothing is written yet: read the base, not the (slower) draft.
  const seat = b.turn;
  const need = b.top + 1;
  if (holdsObligatory(t.b, seat)) own(t, 'lies').push({ seat, rank: need });
  // Already said earlier this deal: the list need not be copied.
  if ((cur(t, 'without')[seat]! & (1 << need)) === 0) own(t, 'without')[seat]! |= 1 << need;
  t.ev?.push({ type: 'without', seat, rank: RANKS[need]! });
  const u = next(seat, t.b.options.players);
  s.turn = u;
  if (u !== b.last) return;
  const runs = cur(t, 'runs');
  const run = runs[runs.length - 1]!;
  t.ev?.push({ type: 'hoc', seat: u, kind: 'accidental', card: run.cards[run.cards.length - 1]! });
  payAll(t, u, HOC_PAYMENT, 'hoc');
  s.top = -1;
  s.last = -1;
}
