/**
 * The observation vector of a Hoc view, for learning agents (docs/bots.md
 * "Observations"). Seats are relative to the viewer: index 0 is the viewer,
 * 1 the next seat to the right, and so on; cards are indexed by card id
 * (`AC` 0 … `KS` 51), ranks by Hoc strength (Ace 0 … King 12). Chips are
 * divided by the starting chips. Everything comes from the view, so states
 * that differ only in cards the seat cannot see give equal vectors.
 */
import { RANKS, type Card } from '../cards/cards.js';
import { cardId } from '../cards/cards.js';
import { StateError } from '../core/errors.js';
import { encode, hot, lengthOf, rows, type LayoutRow, type Segment } from '../core/observe.js';
import { PRIZES } from './combos.js';
import { BID_STATUSES, PHASES, STAGES } from './state.js';
import type { HocView } from './views.js';

// The phases a seat acts or ends in; host mode's 'shuffle' (nobody acts, nothing dealt) is all zeros, so the shape stays.
const SEEN: readonly string[] = PHASES.filter((p) => p !== 'shuffle');

function cards(list: readonly Card[], out: Float32Array, at: number): void {
  for (const c of list) out[at + cardId(c)] = 1;
}

function rel(v: HocView, seat: number): number {
  const n = v.seats.length;
  return (seat - v.seat + n) % n;
}

function rank(r: string | null): number {
  return r === null ? -1 : RANKS.indexOf(r as (typeof RANKS)[number]);
}

/** Per relative seat, in order: the seat numbers. */
function seatsFrom(v: HocView): number[] {
  const n = v.seats.length;
  return Array.from({ length: n }, (_, k) => (v.seat + k) % n);
}

function segments(n: number): Segment<HocView>[] {
  const ann = 3 + 13; // present, length, value, then the rank one-hot
  return [
    { name: 'hand', size: 52, text: 'cards in the viewer’s hand', write: (v, o, at) => cards(v.hand, o, at) },
    {
      name: 'shown',
      size: n * 52,
      text: '52 per relative seat: the cards it has shown and still holds',
      write: (v, o, at) => seatsFrom(v).forEach((s, k) => cards(v.seats[s]!.shown, o, at + 52 * k)),
    },
    {
      name: 'laid',
      size: n * 52,
      text: '52 per relative seat: the cards it has laid this deal',
      write: (v, o, at) => v.runs.forEach((r) => r.cards.forEach((c, i) => (o[at + 52 * rel(v, r.by[i]!) + cardId(c)] = 1))),
    },
    {
      name: 'run',
      size: 52,
      text: 'the cards of the current run',
      write: (v, o, at) => (v.top === null || v.runs.length === 0 ? undefined : cards(v.runs[v.runs.length - 1]!.cards, o, at)),
    },
    { name: 'top', size: 13, text: 'the rank on top of the current run, one-hot (Ace … King); zeros when a run must be started', write: (v, o, at) => hot(o, at, rank(v.top)) },
    { name: 'last', size: n, text: 'who laid the run’s last card, one-hot by relative seat', write: (v, o, at) => hot(o, at, v.last === null ? -1 : rel(v, v.last)) },
    {
      name: 'without',
      size: n * 13,
      text: '13 per relative seat: the ranks it said "without" this deal',
      write: (v, o, at) => seatsFrom(v).forEach((s, k) => v.seats[s]!.without.forEach((r) => hot(o, at + 13 * k, rank(r)))),
    },
    { name: 'lies', size: 13, text: 'the viewer’s own false "without"s not yet found out, counted per rank', write: (v, o, at) => v.lies.forEach((r) => (o[at + rank(r)]! += 1)) },
    { name: 'cards', size: n, text: 'cards in each relative seat’s hand ÷ 15', write: (v, o, at) => seatsFrom(v).forEach((s, k) => (o[at + k] = v.seats[s]!.cards / 15)) },
    { name: 'stock', size: 1, text: 'cards in the undealt stock ÷ 52', write: (v, o, at) => (o[at] = v.stock / 52) },
    { name: 'phase', size: SEEN.length, text: `the phase, one-hot (${SEEN.join(', ')})`, write: (v, o, at) => hot(o, at, SEEN.indexOf(v.phase)) },
    {
      name: 'prize',
      size: 3,
      text: `the prize bid for or shown, one-hot (${PRIZES.join(', ')})`,
      write: (v, o, at) => hot(o, at, v.prize === null ? -1 : PRIZES.indexOf(v.prize)),
    },
    { name: 'stage', size: STAGES.length, text: `the bidding stage, one-hot (${STAGES.join(', ')})`, write: (v, o, at) => hot(o, at, STAGES.indexOf(v.stage)) },
    {
      name: 'status',
      size: n * BID_STATUSES.length,
      text: `${BID_STATUSES.length} per relative seat: its standing in the bidding, one-hot (${BID_STATUSES.join(', ')})`,
      write: (v, o, at) => seatsFrom(v).forEach((s, k) => hot(o, at + BID_STATUSES.length * k, BID_STATUSES.indexOf(v.seats[s]!.status))),
    },
    { name: 'high', size: 1, text: 'the highest bet on the current prize ÷ chips', write: (v, o, at) => (o[at] = v.high / v.options.chips) },
    { name: 'raiser', size: n, text: 'the last raiser, one-hot by relative seat', write: (v, o, at) => hot(o, at, v.raiser === null ? -1 : rel(v, v.raiser)) },
    { name: 'best', size: n, text: 'the best declaration so far, one-hot by relative seat', write: (v, o, at) => hot(o, at, v.best === null ? -1 : rel(v, v.best)) },
    { name: 'queue', size: n, text: 'seats still to declare or say good, by relative seat', write: (v, o, at) => v.queue.forEach((s) => (o[at + rel(v, s)] = 1)) },
    { name: 'passes', size: 1, text: 'passes in a row before any raise ÷ players', write: (v, o, at) => (o[at] = v.passes / n) },
    {
      name: 'bets',
      size: n * 3,
      text: '3 per relative seat: its bets on the point, sequence and tricon ÷ chips',
      write: (v, o, at) => seatsFrom(v).forEach((s, k) => v.seats[s]!.bets.forEach((b, p) => (o[at + 3 * k + p] = b / v.options.chips))),
    },
    {
      name: 'balances',
      size: n,
      text: 'chips won or lost by each relative seat (balance − starting chips) ÷ chips',
      write: (v, o, at) => seatsFrom(v).forEach((s, k) => (o[at + k] = (v.seats[s]!.balance - v.options.chips) / v.options.chips)),
    },
    { name: 'pools', size: 3, text: 'the point, sequence and tricon pools ÷ chips', write: (v, o, at) => v.pools.forEach((x, p) => (o[at + p] = x / v.options.chips)) },
    { name: 'multipliers', size: 3, text: 'each prize’s bonus multiplier this deal ÷ 3', write: (v, o, at) => v.multipliers.forEach((x, p) => (o[at + p] = x / 3)) },
    {
      name: 'announced',
      size: n * 3 * ann,
      text: `${3 * ann} per relative seat: for the point, sequence and tricon, ${ann} floats — announced (1), length ÷ 15, value ÷ 100, the rank one-hot (13)`,
      write: (v, o, at) =>
        seatsFrom(v).forEach((s, k) =>
          v.seats[s]!.announced.forEach((a, p) => {
            if (a === null) return;
            const b = at + (3 * k + p) * ann;
            o[b] = 1;
            o[b + 1] = a.length / 15;
            o[b + 2] = (a.value ?? 0) / 100;
            hot(o, b + 3, rank(a.rank));
          }),
        ),
    },
    {
      name: 'winners',
      size: 3 * n,
      text: `${n} per prize (point, sequence, tricon): its winner this deal, one-hot by relative seat`,
      write: (v, o, at) => v.winners.forEach((w, p) => hot(o, at + n * p, w === null ? -1 : rel(v, w))),
    },
    {
      name: 'blanche',
      size: 2 * n,
      text: '2 per relative seat: declared carte blanche, declined it',
      write: (v, o, at) => seatsFrom(v).forEach((s, k) => hot(o, at + 2 * k, v.seats[s]!.blanche === null ? -1 : v.seats[s]!.blanche ? 0 : 1)),
    },
    { name: 'paid', size: 52, text: 'show phase: the naming cards of the combinations already shown', write: (v, o, at) => cards(v.paid, o, at) },
    {
      name: 'toAct',
      size: n,
      text: 'the seat to act, one-hot by relative seat; zeros when the game is over',
      write: (v, o, at) => hot(o, at, v.toAct === null ? -1 : rel(v, v.toAct)),
    },
    { name: 'dealer', size: n, text: 'the dealer, one-hot by relative seat', write: (v, o, at) => hot(o, at, rel(v, v.dealer)) },
    { name: 'deal', size: 1, text: 'deals played before this one ÷ the number of deals', write: (v, o, at) => (o[at] = v.deal / v.options.deals) },
  ];
}

const LAYOUTS: Readonly<Record<number, Segment<HocView>[]>> = /* @__PURE__ */ (() => ({ 2: segments(2), 3: segments(3) }))();

function layoutFor(players: unknown): Segment<HocView>[] {
  const l = typeof players === 'number' ? LAYOUTS[players] : undefined;
  if (l === undefined) throw new StateError('Hoc observations exist for 2 or 3 players');
  return l;
}

/** The observation vector of a view (see the module summary). */
export function observeView(view: HocView, out?: Float32Array): Float32Array {
  if (typeof view !== 'object' || view === null || view.game !== 'hoc' || !Array.isArray(view.seats)) throw new StateError('observe needs a Hoc view');
  return encode(layoutFor(view.seats.length), view, out);
}

/** The length of the vector for a player count, as a shape. */
export function shapeFor(players: number): [number] {
  return [lengthOf(layoutFor(players))];
}

/** The documented layout: each segment's name, offset, size and meaning. */
export function layoutOf(players: number): LayoutRow[] {
  return rows(layoutFor(players));
}
