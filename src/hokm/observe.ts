/**
 * The observation vector of a Hokm view, for learning agents (docs/bots.md
 * "Observations"). Seats are relative to the viewer: index 0 is the viewer,
 * 1 the next seat to act after them (their right), and so on; cards are
 * indexed by card id (`AC` 0 … `KS` 51). Everything comes from the view, so
 * states that differ only in cards the seat cannot see give equal vectors.
 */
import type { Card, Suit } from '../cards/index.js';
import { StateError } from '../core/errors.js';
import { encode, hot, lengthOf, rows, type LayoutRow, type Segment } from '../core/observe.js';
import { PHASES, type HokmView } from './types.js';
import { idOf, suitNo } from './places.js';

function cards(list: readonly Card[], out: Float32Array, at: number): void {
  for (const c of list) hot(out, at, idOf(c) ?? -1);
}

function rel(v: HokmView, seat: number): number {
  const n = v.options.players;
  return (seat - v.seat + n) % n;
}

function perHand(n: number): number {
  return n === 3 ? 17 : 13;
}

/** The segments of the layout for `n` players. */
function segments(n: number): Segment<HokmView>[] {
  const per = perHand(n);
  return [
    { name: 'hand', size: 52, text: 'cards in the viewer’s hand', write: (v, o, at) => cards(v.hand, o, at) },
    { name: 'discards', size: 52, text: 'the viewer’s own face-down discards (2 players)', write: (v, o, at) => cards(v.discards, o, at) },
    { name: 'played', size: 52, text: 'cards of this hand’s completed tricks', write: (v, o, at) => v.history.forEach((t) => cards(t.cards, o, at)) },
    {
      name: 'trick',
      size: n * 52,
      text: `the current trick: 52 per relative seat, the card that seat played to it`,
      write: (v, o, at) => v.trick.cards.forEach((c, k) => hot(o, at + 52 * rel(v, (v.trick.leader + k) % n), idOf(c) ?? -1)),
    },
    { name: 'leader', size: n, text: 'the current trick’s leader, one-hot by relative seat', write: (v, o, at) => hot(o, at, rel(v, v.trick.leader)) },
    {
      name: 'voids',
      size: n * 4,
      text: 'suits each relative seat has shown it lacks this hand (it did not follow suit): 4 per seat, C D H S',
      write: (v, o, at) => {
        for (const t of [...v.history, v.trick]) {
          const led = t.cards[0];
          if (led === undefined) continue;
          t.cards.forEach((c, k) => {
            if (c[1] !== led[1]) o[at + 4 * rel(v, (t.leader + k) % n) + suitNo(led[1] as Suit)] = 1;
          });
        }
      },
    },
    { name: 'handCounts', size: n, text: `cards in each relative seat’s hand ÷ ${per}`, write: (v, o, at) => v.handCounts.forEach((c, k) => (o[at + rel(v, k)] = c / per)) },
    { name: 'tricks', size: n, text: `tricks each relative seat has won this hand ÷ ${per}`, write: (v, o, at) => v.tricks.forEach((c, k) => (o[at + rel(v, k)] = c / per)) },
    {
      name: 'points',
      size: n,
      text: 'match points of each relative seat’s side ÷ the target',
      write: (v, o, at) => {
        for (let k = 0; k < n; k++) o[at + rel(v, k)] = v.points[n === 4 ? k & 1 : k]! / v.options.target;
      },
    },
    { name: 'trump', size: 4, text: 'the trump suit, one-hot (C D H S); zeros until named', write: (v, o, at) => hot(o, at, v.trump === null ? -1 : suitNo(v.trump)) },
    { name: 'phase', size: PHASES.length, text: `the phase, one-hot (${PHASES.join(', ')})`, write: (v, o, at) => hot(o, at, PHASES.indexOf(v.phase)) },
    { name: 'hakem', size: n, text: 'the hakem, one-hot by relative seat', write: (v, o, at) => hot(o, at, rel(v, v.hakem)) },
    {
      name: 'toAct',
      size: n,
      text: 'the seat to act, one-hot by relative seat; zeros when the match is over',
      write: (v, o, at) => hot(o, at, v.toAct === null ? -1 : rel(v, v.toAct)),
    },
    {
      name: 'drawCard',
      size: 52,
      text: 'the stock’s top card the viewer is looking at (2-player draw)',
      write: (v, o, at) => hot(o, at, v.drawCard === null ? -1 : (idOf(v.drawCard) ?? -1)),
    },
    { name: 'stock', size: 1, text: 'cards in the stock ÷ 52', write: (v, o, at) => (o[at] = v.stockCount / 52) },
    {
      name: 'discardCounts',
      size: n,
      text: 'face-down discards of each relative seat ÷ 52 (2 players)',
      write: (v, o, at) => v.discardCounts.forEach((c, k) => (o[at + rel(v, k)] = c / 52)),
    },
  ];
}

const LAYOUTS: Readonly<Record<number, Segment<HokmView>[]>> = /* @__PURE__ */ (() => ({ 2: segments(2), 3: segments(3), 4: segments(4) }))();

function layoutFor(players: unknown): Segment<HokmView>[] {
  const l = typeof players === 'number' ? LAYOUTS[players] : undefined;
  if (l === undefined) throw new StateError('Hokm observations exist for 2, 3 or 4 players');
  return l;
}

/** The observation vector of a view (see the module summary). */
export function observeView(view: HokmView, out?: Float32Array): Float32Array {
  if (typeof view !== 'object' || view === null || view.game !== 'hokm') throw new StateError('observe needs a Hokm view');
  return encode(layoutFor(view.options?.players), view, out);
}

/** The length of the vector for a player count, as a shape. */
export function shapeFor(players: number): [number] {
  return [lengthOf(layoutFor(players))];
}

/** The documented layout: each segment's name, offset, size and meaning. */
export function layoutOf(players: number): LayoutRow[] {
  return rows(layoutFor(players));
}
