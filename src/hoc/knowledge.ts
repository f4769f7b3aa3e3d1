/**
 * What a Hoc view tells about the cards one seat cannot see (docs/bots.md
 * "Determinization"), read into plain facts for the sampler:
 *
 * - where every visible card is: the viewer's hand, each seat's shown cards
 *   still held, the cards laid this deal and who laid them;
 * - how many hidden cards each other seat and the stock hold;
 * - each seat's hand at the bidding (it gains no card during a deal): its
 *   hidden cards plus the cards it has shown or laid since;
 * - the claims of the play, in order (HOC-8.4 – HOC-8.9): a seat that says
 *   "without N" claims it holds no ordinary (non-principal) card of rank N,
 *   and so, under the revised HOC-8.9 (HOC-D28), does a seat that lays a
 *   principal hoc on an open run out of its place while rank N is needed
 *   (whether the engine makes that a claim is asked of the engine itself,
 *   see `principalClaims`; in its own place — Q♠ where a Queen is needed —
 *   it replaces nothing). The view keeps only the ranks each seat said "without", but the runs show when:
 *   between two cards of a run (or when a run got stuck) every seat from the
 *   one who laid the last card up to the one who laid the next said
 *   "without". A claim stands while the seat has not laid an ordinary card
 *   of that rank since (which would expose it as a lie, falseWithout only);
 * - the announcements (HOC-5.7) and the prizes' winners, which tell what must
 *   have been shown.
 */
import { RANKS, isCard, type Card } from '../cards/cards.js';
import { StateError } from '../core/errors.js';
import { idOf, isPrincipal, strength } from './state.js';
import type { Announcement } from './state.js';
import type { HocView } from './views.js';

/** One claim of the play: `seat` said it holds no ordinary card of `rank`. */
export interface Claim {
  seat: number;
  /** Hoc strength 0 (Ace) … 12 (King). */
  rank: number;
  /** Position in the deal's sequence of moves. */
  time: number;
  /** Made by laying a principal hoc on an open run (revised HOC-8.9), not by saying "without". */
  principal: boolean;
}

/** The facts of a view (see the module summary). */
export interface Knowledge {
  n: number;
  me: number;
  /** The other seats, in order: the hidden places 0 … m-1; the stock is place m. */
  seats: number[];
  /** Hidden cards in each place (seats, then the stock). */
  caps: number[];
  /** Card ids nobody but their holder has seen, ascending. */
  hidden: number[];
  /** Per card id: the seat known to have held it at the bidding (viewer's hand, shown or laid), -1 for hidden cards. */
  owner: Int8Array;
  /** Per other seat (by place): its known cards at the bidding (shown or laid), as card ids. */
  known: number[][];
  /** Per other seat (by place): its shown cards still held. */
  shown: Card[][];
  /** Per other seat (by place): 13-bit mask of ranks it stands claimed to hold no ordinary card of. */
  voids: number[];
  /** Every claim of this deal's play, in order. */
  claims: Claim[];
  /** Per seat, per rank: the time of its last lay of an ordinary card of that rank (-1: none). */
  lastLay: number[][];
  /** Per other seat (by place): its announcements (point, sequence, tricon). */
  announced: (Announcement | null)[][];
  /** Per other seat (by place): the prizes (0–2) it won. */
  won: boolean[][];
  /** Per other seat (by place): whether it declared carte blanche. */
  blanche: boolean[];
  /** The viewer's own false "without"s still hidden, as ranks. */
  myLies: number[];
}

function bad(msg: string): never {
  throw new StateError(`sampleHidden: not a valid Hoc view: ${msg}`);
}

function isInt(x: unknown, lo: number, hi: number): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= lo && x <= hi;
}

function cardList(x: unknown, what: string): Card[] {
  if (!Array.isArray(x) || x.length > 52 || !x.every(isCard)) bad(`${what} must be a list of cards`);
  return x as Card[];
}

const RANK_OF: ReadonlyMap<unknown, number> = new Map(RANKS.map((r, i) => [r, i]));

/**
 * Reads a view. `principalClaims` says whether laying a principal hoc on an
 * open run is a claim under the engine's rules (see the module summary).
 */
export function readView(v: HocView, principalClaims: boolean): Knowledge {
  if (typeof v !== 'object' || v === null || v.game !== 'hoc') bad('game must be "hoc"');
  const seatsV = v.seats;
  if (!Array.isArray(seatsV) || (seatsV.length !== 2 && seatsV.length !== 3)) bad('seats');
  const n = seatsV.length;
  if (typeof v.options !== 'object' || v.options === null || v.options.players !== n) bad('options.players');
  const me = v.seat;
  if (!isInt(me, 0, n - 1)) bad('seat');
  if (!isInt(v.stock, 0, 52)) bad('stock');
  const owner = new Int8Array(52).fill(-1);
  const take = (c: Card, seat: number, what: string) => {
    const id = idOf(c);
    if (owner[id] !== -1) bad(`${c} appears twice (${what})`);
    owner[id] = seat;
    return id;
  };
  cardList(v.hand, 'hand').forEach((c) => take(c, me, 'hand'));
  const others: number[] = [];
  for (let k = 1; k < n; k++) others.push((me + k) % n);
  const place = new Array<number>(n).fill(-1);
  others.forEach((p, i) => (place[p] = i));
  const known: number[][] = others.map(() => []);
  const shown: Card[][] = others.map(() => []);
  for (let p = 0; p < n; p++) {
    const sv = seatsV[p];
    if (typeof sv !== 'object' || sv === null) bad(`seats[${p}]`);
    if (!isInt(sv.cards, 0, 15)) bad(`seats[${p}].cards`);
    const list = cardList(sv.shown, `seats[${p}].shown`);
    if (p === me) {
      if (sv.cards !== v.hand.length || !list.every((c) => v.hand.includes(c))) bad('own seat');
      continue;
    }
    for (const c of list) known[place[p]!]!.push(take(c, p, 'shown'));
    shown[place[p]!] = list.slice();
  }
  // The runs, in order: every lay and every claim, timed.
  const runs = v.runs;
  if (!Array.isArray(runs)) bad('runs');
  const claims: Claim[] = [];
  const lastLay = Array.from({ length: n }, () => new Array<number>(13).fill(-1));
  let time = 0;
  const claimRange = (from: number, to: number, rank: number) => {
    // Every seat from `from` up to (not including) `to` said "without rank"; `to === from` with all: every seat.
    let s = from;
    do {
      claims.push({ seat: s, rank, time: time++, principal: false });
      s = (s + 1) % n;
    } while (s !== to);
  };
  const over = v.phase === 'over';
  runs.forEach((r, ri) => {
    if (typeof r !== 'object' || r === null) bad('run');
    const cards = cardList(r.cards, 'run');
    const by = r.by;
    if (cards.length === 0 || !Array.isArray(by) || by.length !== cards.length || !by.every((b) => isInt(b, 0, n - 1))) bad('run');
    cards.forEach((c, i) => {
      const seat = by[i]!;
      if (i > 0) {
        const prev = cards[i - 1]!;
        if (isPrincipal(prev)) bad('a principal hoc ends its run');
        const rank = strength(prev) + 1;
        if (seat !== by[i - 1]) claimRange(by[i - 1]!, seat, rank);
        if (isPrincipal(c)) {
          // In its own place (Q♠ on a Jack, J♦ on a Ten) it replaces nothing: no claim.
          if (principalClaims && strength(c) !== rank) claims.push({ seat, rank, time: time++, principal: true });
        } else if (strength(c) !== rank) bad('a run goes up one rank at a time');
      }
      take(c, seat, 'laid');
      if (seat !== me) known[place[seat]!]!.push(idOf(c));
      if (!isPrincipal(c)) lastLay[seat]![strength(c)] = time;
      time++;
    });
    const last = cards[cards.length - 1]!;
    const lastBy = by[by.length - 1]!;
    const current = ri === runs.length - 1;
    if (current) {
      if (over || isPrincipal(last)) return;
      if (v.top === null) claimRange(lastBy, lastBy, strength(last) + 1);
      else if (v.toAct !== lastBy && isInt(v.toAct, 0, n - 1)) claimRange(lastBy, v.toAct, strength(last) + 1);
      return;
    }
    const nextBy = (runs[ri + 1] as { by?: unknown[] } | undefined)?.by?.[0];
    if (nextBy !== lastBy) bad('the player who ends a run starts the next');
    if (!isPrincipal(last)) claimRange(lastBy, lastBy, strength(last) + 1);
  });
  // The claims by "without" must be exactly the ranks each seat said "without".
  for (let p = 0; p < n; p++) {
    const said = seatsV[p]!.without;
    if (!Array.isArray(said)) bad(`seats[${p}].without`);
    let mask = 0;
    for (const r of said) mask |= 1 << (RANK_OF.get(r) ?? bad(`seats[${p}].without`));
    let withouts = 0;
    let principal = 0;
    for (const c of claims) if (c.seat === p) c.principal ? (principal |= 1 << c.rank) : (withouts |= 1 << c.rank);
    if ((mask & ~(withouts | principal)) !== 0 || (withouts & ~mask) !== 0) bad(`seat ${p}'s "without"s do not match the runs`);
  }
  const voids = others.map((p) => {
    let mask = 0;
    for (const c of claims) if (c.seat === p && c.rank <= 11 && c.time > lastLay[p]![c.rank]!) mask |= 1 << c.rank;
    return mask;
  });
  const hidden: number[] = [];
  for (let id = 0; id < 52; id++) if (owner[id] === -1) hidden.push(id);
  const caps = others.map((p) => seatsV[p]!.cards - seatsV[p]!.shown.length);
  caps.push(v.stock);
  if (caps.some((c) => c < 0) || caps.reduce((a, b) => a + b, 0) !== hidden.length) bad('the card counts do not add up');
  const winners = v.winners;
  if (!Array.isArray(winners) || winners.length !== 3 || !winners.every((w) => w === null || (Number.isInteger(w) && w >= 0 && w < n))) bad('winners');
  const announced = others.map((p) => {
    const a = seatsV[p]!.announced;
    if (!Array.isArray(a) || a.length !== 3) bad('announced');
    return a.map((x) => (x === null ? null : checkAnnouncement(x)));
  });
  // Outside carte blanche a seat shows only combinations of prizes it won, the point only with its
  // announcement (HOC-6.2 – HOC-6.4): checked here, where it costs nothing, rather than found by rejection.
  others.forEach((p, i) => {
    if (shown[i]!.length === 0 || seatsV[p]!.blanche === true) return;
    if (![0, 1, 2].some((k) => winners[k] === p && (k !== 0 || announced[i]![0] !== null))) bad(`seat ${p} shows cards of no prize it won`);
  });
  const myLies = (Array.isArray(v.lies) ? v.lies : bad('lies')).map((r) => RANK_OF.get(r) ?? bad('lies'));
  return {
    n,
    me,
    seats: others,
    caps,
    hidden,
    owner,
    known,
    shown,
    voids,
    claims,
    lastLay,
    announced,
    won: others.map((p) => [0, 1, 2].map((k) => winners[k] === p)),
    blanche: others.map((p) => seatsV[p]!.blanche === true),
    myLies,
  };
}

function checkAnnouncement(a: unknown): Announcement {
  const x = a as Announcement;
  if (typeof a !== 'object' || a === null || !isInt(x.length, 1, 15)) bad('announcement');
  if (x.value !== null && !isInt(x.value, 1, 200)) bad('announcement value');
  if (x.rank !== null && !RANK_OF.has(x.rank)) bad('announcement rank');
  return x;
}
