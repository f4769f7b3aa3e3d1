/**
 * Determinization for bots: a full state consistent with one seat's view
 * (`sampleHidden`), and the test helper that reshuffles the cards hidden
 * from a seat (`shuffleHidden`, for the secrecy check).
 *
 * The hidden cards (not in the seat's hand, not shown, not laid) are dealt at
 * random into the other hands (each keeping its count and its shown cards)
 * and the stock. With `falseWithout` off, a player who said "without N"
 * held no obligatory card of rank N then, and since nobody ever gains a card
 * they hold none now: no non-principal card of that rank is dealt to them
 * (rulings.md H6). Announcements (true declarations, H4) are honoured by
 * rejection: up to {@link SAMPLE_ATTEMPTS} deals are tried until every other
 * player's hand, with the cards they laid this deal, gives exactly what they
 * announced; if none does, the last deal is used (docs/rules/hoc.md decision 19).
 */
import { DECK, RANKS, type Card } from '../cards/cards.js';
import { sortCards } from '../cards/order.js';
import { StateError } from '../core/errors.js';
import { Rng, seedRng, type Seed } from '../rng/rng.js';
import { PRIZES, best } from './combos.js';
import { isPrincipal, strength, type Announcement, type HocState } from './state.js';
import type { HocView } from './views.js';

/** Places are seats 0…n-1 and the stock (index n). Returns each card's place, or throws. */
function deal(hidden: readonly Card[], caps: number[], allowed: (c: Card, place: number) => boolean, rng: Rng): number[] {
  const places = caps.length;
  const options = hidden.map((c) => {
    const ok: number[] = [];
    for (let p = 0; p < places; p++) if (caps[p]! > 0 && allowed(c, p)) ok.push(p);
    return ok;
  });
  for (let attempt = 0; attempt < 200; attempt++) {
    const order = rng.shuffle(hidden.map((_, i) => i));
    // The most constrained cards first, so a few voids cannot corner the deal.
    order.sort((a, b) => options[a]!.length - options[b]!.length);
    const left = caps.slice();
    const where: number[] = Array(hidden.length).fill(-1);
    let failed = false;
    for (const i of order) {
      let room = 0;
      for (const p of options[i]!) room += left[p]!;
      if (room === 0) {
        failed = true;
        break;
      }
      let k = rng.int(room);
      for (const p of options[i]!) {
        if (k < left[p]!) {
          where[i] = p;
          left[p]!--;
          break;
        }
        k -= left[p]!;
      }
    }
    if (!failed) return where;
  }
  throw new StateError('Hoc: no deal of the hidden cards fits this view.');
}

/** How many deals of the hidden cards `sampleHidden` tries to match every announcement. */
export const SAMPLE_ATTEMPTS = 100;

/** Whether a hand (as it was during the bidding) gives exactly these announcements. */
function matches(announced: readonly (Announcement | null)[], hand: readonly Card[]): boolean {
  for (let k = 0; k < 3; k++) {
    const a = announced[k];
    if (!a) continue;
    const c = best(PRIZES[k]!, hand);
    if (!c) return false;
    if (c.kind === 'point' && (c.length !== a.length || (a.value !== null && c.value !== a.value))) return false;
    if (c.kind === 'sequence' && (Math.min(c.length, 5) !== a.length || c.top !== a.rank)) return false;
    if (c.kind === 'tricon' && (c.size !== a.length || c.rank !== a.rank)) return false;
  }
  return true;
}

/** A full state consistent with `view` (see the module summary). */
export function sampleHidden(view: HocView, seed: Seed): HocState {
  if (typeof view !== 'object' || view === null || view.game !== 'hoc' || !Array.isArray(view.seats)) {
    throw new StateError('Hoc: sampleHidden needs a Hoc view.');
  }
  const n = view.seats.length;
  const me = view.seat;
  const known = new Set<Card>(view.hand);
  view.seats.forEach((sv, p) => p !== me && sv.shown.forEach((c) => known.add(c)));
  for (const r of view.runs) r.cards.forEach((c) => known.add(c));
  const hidden = DECK.filter((c) => !known.has(c));
  const caps = view.seats.map((sv, p) => (p === me ? 0 : sv.cards - sv.shown.length));
  caps.push(view.stock);
  if (caps.reduce((a, b) => a + b, 0) !== hidden.length) throw new StateError('Hoc: the view\'s card counts do not add up.');
  // "Without N" reveals a void in rank N. With falseWithout the others are
  // assumed truthful, unless no deal fits that (then their words are dropped).
  let voids = view.seats.map((sv) => sv.without.reduce((m, r) => m | (1 << RANKS.indexOf(r)), 0));
  const rng = new Rng(seedRng(seed));
  const laid: Card[][] = view.seats.map(() => []);
  for (const r of view.runs) r.cards.forEach((c, i) => laid[r.by[i]!]!.push(c));
  let hands: Card[][] = [];
  let stock: Card[] = [];
  for (let attempt = 0; attempt < SAMPLE_ATTEMPTS; attempt++) {
    let where: number[];
    try {
      where = deal(hidden, caps, (c, p) => p === n || isPrincipal(c) || (voids[p]! & (1 << strength(c))) === 0, rng);
    } catch (e) {
      if (!view.options.falseWithout || voids.every((v) => v === 0)) throw e;
      voids = voids.map(() => 0);
      attempt--;
      continue;
    }
    hands = view.seats.map((sv, p) => (p === me ? view.hand.slice() : sv.shown.slice()));
    stock = [];
    hidden.forEach((c, i) => (where[i] === n ? stock : hands[where[i]!]!).push(c));
    if (view.seats.every((sv, p) => p === me || matches(sv.announced, [...hands[p]!, ...laid[p]!]))) break;
  }
  return {
    game: 'hoc',
    options: {
      ...view.options,
      bonusTable: { ...view.options.bonusTable },
      cardsLeftTable: view.options.cardsLeftTable.slice(),
      seed,
      deck: null,
    },
    rng: rng.state(),
    draws: view.draws.map((r) => r.slice()),
    deal: view.deal,
    dealer: view.dealer,
    first: view.first,
    phase: view.phase,
    turn: view.toAct ?? -1,
    hands: hands.map((h, p) => (p === me ? h : sortCards(h, 'hoc'))),
    stock: sortCards(stock, 'hoc'),
    balances: view.seats.map((sv) => sv.balance),
    pools: view.pools.slice(),
    unwon: view.unwon.slice(),
    bets: view.seats.map((sv) => sv.bets.slice()),
    prize: view.prize === null ? 2 : PRIZES.indexOf(view.prize),
    stage: view.stage,
    status: view.seats.map((sv) => sv.status),
    high: view.high,
    raiser: view.raiser ?? -1,
    passes: view.passes,
    queue: view.queue.slice(),
    best: view.best ?? -1,
    announced: view.seats.map((sv) => sv.announced.map((a) => (a ? { ...a } : null))),
    winners: view.winners.slice(),
    paid: view.paid.slice(),
    shown: view.seats.map((sv) => sv.shown.slice()),
    blanche: view.seats.map((sv) => sv.blanche),
    runs: view.runs.map((r) => ({ cards: r.cards.slice(), by: r.by.slice() })),
    top: view.top === null ? -1 : RANKS.indexOf(view.top),
    last: view.last ?? -1,
    without: view.seats.map((sv) => sv.without.reduce((m, r) => m | (1 << RANKS.indexOf(r)), 0)),
    lies: view.lies.map((r) => ({ seat: me, rank: RANKS.indexOf(r) })),
  };
}

/**
 * The same state with the cards hidden from `seat` (other hands except
 * shown cards, and the stock) dealt again at random, every count kept. For
 * the secrecy check: `seat`'s view must not change.
 */
export function shuffleHidden(state: HocState, seat: number, seed: Seed): HocState {
  const n = state.options.players;
  const hidden: Card[] = [...state.stock];
  const caps: number[] = [];
  for (let p = 0; p < n; p++) {
    const pool = p === seat ? [] : state.hands[p]!.filter((c) => !state.shown[p]!.includes(c));
    hidden.push(...pool);
    caps.push(pool.length);
  }
  caps.push(state.stock.length);
  const where = deal(hidden, caps, () => true, new Rng(seedRng(seed)));
  const s: HocState = JSON.parse(JSON.stringify(state)) as HocState;
  for (let p = 0; p < n; p++) if (p !== seat) s.hands[p] = s.shown[p]!.slice();
  s.stock = [];
  hidden.forEach((c, i) => (where[i] === n ? s.stock : s.hands[where[i]!]!).push(c));
  for (let p = 0; p < n; p++) if (p !== seat) s.hands[p] = sortCards(s.hands[p]!, 'hoc');
  s.stock = sortCards(s.stock, 'hoc');
  return s;
}
