/**
 * Determinization for bots: a full state consistent with one seat's view.
 * The cards the seat cannot see are dealt at random to the hidden places
 * (other hands, the stock, the opponent's discards with 2 players) with the
 * visible counts, respecting every void the play has shown (a seat that did
 * not follow suit holds none of the suit led; hokm.md "Play" 2) and, in the
 * 2-player draw, the stock's top card the drawer has seen. A random
 * augmenting-path matching guarantees a solution whenever one exists (the
 * real deal is one), so the result is random but not exactly uniform.
 */
import type { Card, Suit } from '../cards/index.js';
import { StateError } from '../core/errors.js';
import { Rng, seedRng, type Seed } from '../rng/index.js';
import { playDeck } from './options.js';
import { CODES, idOf, seatDigit, suitNo } from './places.js';
import { setOf } from './sets.js';
import type { HokmState, HokmView } from './types.js';

// Where a card goes, while the sample is built: a seat's hand (its digit),
// a seat's discards, the stock, or anywhere else (played or out of play).
const STOCK = 's';
const ELSEWHERE = 'x';
const handPlace = seatDigit;
const discardPlace = (seat: number): string => String.fromCharCode(97 + seat);

interface Place {
  ch: string;
  cap: number;
  voids: number;
}

/** Per seat, a 4-bit mask of the suits the view shows the seat lacks. */
function viewVoids(v: HokmView): number[] {
  const out = new Array<number>(v.options.players).fill(0);
  const n = v.options.players;
  const tricks = [...v.history.map((t) => ({ leader: t.leader, cards: t.cards })), v.trick];
  for (const t of tricks) {
    const led = t.cards[0];
    if (led === undefined) continue;
    for (let k = 1; k < t.cards.length; k++) {
      if (t.cards[k]![1] !== led[1]) out[(t.leader + k) % n]! |= 1 << suitNo(led[1] as Suit);
    }
  }
  return out;
}

/** A state consistent with `v`, with the hidden cards dealt at random from `seed`. */
export function sample(v: HokmView, seed: Seed): HokmState {
  if (typeof v !== 'object' || v === null || v.game !== 'hokm' || !Array.isArray(v.hand)) throw new StateError('not a Hokm view');
  const n = v.options.players;
  const me = v.seat;
  const rng = new Rng(seedRng(seed));
  const places = new Array<string>(52).fill(ELSEWHERE);
  const known = new Set<number>();
  const put = (c: Card, ch: string) => {
    places[idOf(c)!] = ch;
    known.add(idOf(c)!);
  };
  v.hand.forEach((c) => put(c, handPlace(me)));
  v.discards.forEach((c) => put(c, discardPlace(me)));
  const tricks = [...v.history, v.trick];
  for (const t of tricks) t.cards.forEach((c) => put(c, ELSEWHERE));
  if (v.drawCard !== null) put(v.drawCard, STOCK);
  const hidden = playDeck(v.options).map((c) => idOf(c)!).filter((id) => !known.has(id));
  const voids = viewVoids(v);
  const slots: Place[] = [];
  for (let k = 0; k < n; k++) {
    if (k === me) continue;
    slots.push({ ch: handPlace(k), cap: v.handCounts[k]!, voids: voids[k]! });
    if (n === 2) slots.push({ ch: discardPlace(k), cap: v.discardCounts[k]!, voids: 0 });
  }
  slots.push({ ch: STOCK, cap: v.stockCount - (v.drawCard === null ? 0 : 1), voids: 0 });
  const cap = slots.reduce((a, p) => a + p.cap, 0);
  if (cap !== hidden.length) throw new StateError('the view is inconsistent: hidden counts do not match the unseen cards');
  const assign = match(rng.shuffle(hidden), slots, rng);
  hidden.forEach((id, i) => (places[id] = slots[assign[i]!]!.ch));
  const stockIds = rng.shuffle(hidden.filter((id) => places[id] === STOCK));
  if (v.drawCard !== null) stockIds.unshift(idOf(v.drawCard)!);
  return {
    game: 'hokm',
    players: n,
    phase: v.phase,
    hakem: v.hakem,
    trump: v.trump,
    hands: Array.from({ length: n }, (_, k) => setOf(idsAt(places, handPlace(k)))),
    discards: Array.from({ length: n }, (_, k) => setOf(idsAt(places, discardPlace(k)))),
    stock: stockIds.map((id) => CODES[id]!).join(''),
    played: v.history.flatMap((t) => t.cards).join(''),
    table: v.trick.cards.join(''),
    winners: v.history.map((t) => seatDigit(t.winner)).join(''),
    match: {
      handNo: v.handNo,
      points: [...v.points],
      lastHand: v.lastHand === null ? null : { ...v.lastHand, winners: [...v.lastHand.winners], tricks: [...v.lastHand.tricks] },
      seating: [...v.seating],
      hakemDraw: v.hakemDraw === null ? null : v.hakemDraw.map((f) => ({ ...f })),
      options: {
        players: n,
        seed,
        shuffle: 'seeded',
        target: v.options.target,
        removedTwo: v.options.removedTwo,
        deck: null,
        hakem: v.options.hakem,
        seating: v.options.seating === null ? null : [...v.options.seating],
      },
      rng: rng.state(),
    },
  };
}

function idsAt(places: readonly string[], ch: string): number[] {
  const out: number[] = [];
  places.forEach((p, id) => p === ch && out.push(id));
  return out;
}

/**
 * Assigns each card (by index) to a slot with room whose voids allow its
 * suit: random augmenting paths (Kuhn's algorithm with capacities).
 */
function match(cards: number[], slots: Place[], rng: Rng): number[] {
  const owner = new Array<number>(cards.length).fill(-1);
  const members: number[][] = slots.map(() => []);
  const fits = (card: number, p: number) => (slots[p]!.voids & (1 << Math.floor(cards[card]! / 13))) === 0;
  const order = slots.map((_, i) => i);
  const place = (card: number, seen: boolean[]): boolean => {
    for (const p of rng.shuffle([...order])) {
      if (seen[p] || !fits(card, p)) continue;
      seen[p] = true;
      if (members[p]!.length < slots[p]!.cap) {
        members[p]!.push(card);
        owner[card] = p;
        return true;
      }
      for (let j = 0; j < members[p]!.length; j++) {
        const other = members[p]![j]!;
        if (place(other, seen)) {
          members[p]![j] = card;
          owner[card] = p;
          return true;
        }
      }
    }
    return false;
  };
  for (let c = 0; c < cards.length; c++) {
    if (!place(c, new Array<boolean>(slots.length).fill(false))) throw new StateError('no deal is consistent with the view');
  }
  return owner;
}
