/**
 * The play (HOC-8.1 – HOC-8.13; false "without": HOC-11.2).
 *
 * - The player who must start a run lays any card. Whoever lays a card must
 *   go on with the next higher rank (any suit) while they hold one, except
 *   that a principal hoc (the four Kings, Q♠, J♦) is never obligatory. With
 *   two cards of the needed rank the player chooses.
 * - A player who cannot (or, for a principal hoc, will not) continue says
 *   "without N" and the turn passes right. When it comes back to the player
 *   who laid the last card, the run is stuck: they call an accidental hoc,
 *   collect 1 chip from each other player and start a new run.
 * - On their turn a player may lay a principal hoc in its own place (its
 *   rank is the one needed), in place of a card they are missing, or to
 *   start a run: hoc, 1 chip from each other player, and they start a new
 *   run. A King always ends a run. Who can lay must lay: while the player
 *   holds an ordinary card of the needed rank, a principal hoc of another
 *   rank may not take its place. Laid in place of a missing card, it tells
 *   the table the player is without that rank, as saying so would.
 * - Laying the last card ends the deal at once; a principal hoc as the last
 *   card still earns its chips, a stuck run does not (no new run is started).
 * - Variant `falseWithout`: a player may say "without" while holding an
 *   obligatory card, or lay a principal hoc in its place, which claims the
 *   same; the lie is found out when they later lay a card of that rank (not
 *   a principal hoc, which proves nothing) or at the end of the deal, and
 *   they pay 5 chips to each other player per lie.
 */
import { DECK, RANKS, type Card } from '../cards/cards.js';
import { endDeal, FALSE_WITHOUT_PENALTY } from './deal.js';
import { pay, payAll, type Sink } from './ledger.js';
import { countAt, holdsOrdinary, idOf, isPrincipal, isPrincipalId, next, strength, type HocState } from './state.js';

/** Chips each other player pays for a hoc. */
export const HOC_PAYMENT = 1;

/** Whether `card`, if held, would have to be laid on the current run: the next rank up, not a principal hoc. */
export function isObligatory(s: HocState, card: Card): boolean {
  return s.top >= 0 && strength(card) === s.top + 1 && !isPrincipal(card);
}

/** Whether `seat` holds a card it would have to lay on the current run. */
export function holdsObligatory(s: HocState, seat: number): boolean {
  return s.top >= 0 && holdsOrdinary(s, seat, s.top + 1);
}

/** Whether card id `id` goes on the current run in its own place: a new run may start with anything, else the next rank up. */
export function fitsId(s: HocState, id: number): boolean {
  return s.top < 0 || id % 13 === s.top + 1;
}

/** Whether `card` goes on the current run in its own place (as {@link fitsId}). */
export function fits(s: HocState, card: Card): boolean {
  return s.top < 0 || strength(card) === s.top + 1;
}

/**
 * Whether the seat to act may lay a principal hoc out of its place (in
 * place of a card of the needed rank): only without an ordinary card of
 * that rank, unless false "without"s are allowed.
 */
export function mayReplace(s: HocState): boolean {
  return s.options.falseWithout || !holdsObligatory(s, s.turn);
}

/** Whether the seat to act may lay card id `id` (held) now. */
export function mayLayId(s: HocState, id: number): boolean {
  return fitsId(s, id) || (isPrincipalId(id) && mayReplace(s));
}

/** Whether the seat to act may lay `card` (held) now. */
export function mayLay(s: HocState, card: Card): boolean {
  return mayLayId(s, idOf(card));
}

/** The seat to act lays card id `id` (held, and legal now). */
export function lay(s: HocState, id: number, ev: Sink): void {
  const seat = s.turn;
  // A principal hoc in place of the needed rank says "without" it.
  if (!fitsId(s, id)) claimWithout(s, seat);
  const suit = (id / 13) | 0;
  const rank = id - 13 * suit;
  const at = 4 * seat + suit;
  const bit = 1 << rank;
  s.hands[at]! &= ~bit;
  if ((s.shown[at]! & bit) !== 0) s.shown[at]! &= ~bit;
  // A card starts a run when none is open, else goes on the current one.
  if (s.top < 0) s.runs.push(1);
  else s.runs[s.runs.length - 1]!++;
  s.laid.push(id);
  s.laidBy.push(seat);
  ev?.push({ type: 'lay', seat, card: DECK[id]! });
  const principal = isPrincipalId(id);
  if (!principal && s.lies.length > 0) expose(s, seat, rank, ev);
  if (principal) {
    ev?.push({ type: 'hoc', seat, kind: 'principal', card: DECK[id]! });
    payAll(s, seat, HOC_PAYMENT, 'hoc', ev);
  }
  if (countAt(s.hands, 4 * seat) === 0) return endDeal(s, seat, ev);
  s.top = principal ? -1 : rank;
  s.last = principal ? -1 : seat;
}

/** Lies by `seat` about `rank` are found out: 5 chips to each other player per lie. */
function expose(s: HocState, seat: number, rank: number, ev: Sink): void {
  const n = s.options.players;
  const before = s.lies.length;
  const kept = s.lies.filter((lie) => lie.seat !== seat || lie.rank !== rank);
  // Replaced only when a lie is found out: an apply then shares the unchanged list.
  if (kept.length < before) s.lies = kept;
  for (let i = kept.length; i < before; i++) {
    ev?.push({ type: 'falseWithout', seat, rank: RANKS[rank]! });
    for (let k = 1; k < n; k++) pay(s, seat, (seat + k) % n, FALSE_WITHOUT_PENALTY, 'penalty', ev);
  }
}

/** `seat` is without the rank the run needs, by their word: public from now on, and a lie if they hold an ordinary card of it. */
function claimWithout(s: HocState, seat: number): void {
  const need = s.top + 1;
  if (holdsObligatory(s, seat)) s.lies.push({ seat, rank: need });
  s.without[seat]! |= 1 << need;
}

/** The seat to act says "without N"; the turn passes right, and a stuck run makes a hoc. */
export function without(s: HocState, ev: Sink): void {
  const seat = s.turn;
  claimWithout(s, seat);
  ev?.push({ type: 'without', seat, rank: RANKS[s.top + 1]! });
  const u = next(seat, s.options.players);
  s.turn = u;
  if (u !== s.last) return;
  ev?.push({ type: 'hoc', seat: u, kind: 'accidental', card: DECK[s.laid[s.laid.length - 1]!]! });
  payAll(s, u, HOC_PAYMENT, 'hoc', ev);
  s.top = -1;
  s.last = -1;
}
