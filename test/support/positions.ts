/**
 * Small end positions for the uniformity test: every deal of the hidden
 * cards is enumerated, and each is judged consistent with the view by the
 * engine itself — never by the sampler's own reasoning:
 *
 * - Hokm: the state with those hidden cards restores (restore checks that
 *   every play followed suit when it could) and gives the same view;
 * - Hoc: the deal's actions, replayed from the start of the deal with those
 *   hidden cards, are all legal and give the same view, and no other seat
 *   is left with an unexposed lie (the sampler assumes others truthful).
 */
import { chisquareCdf } from './chisquare.js';
import { hoc, hokm, Rng, seedRng } from '../../src/index.js';
import { places, setPlaces } from '../fixtures/hoc-helpers.js';
import { sortCards, type Card } from '../../src/cards/index.js';
import { deepEqual } from '../../src/core/equal.js';

/** All ways to choose `k` items of `xs` (as index lists). */
export function* combinations(n: number, k: number, start = 0, acc: number[] = []): Generator<number[]> {
  if (acc.length === k) {
    yield acc.slice();
    return;
  }
  for (let i = start; i <= n - (k - acc.length); i++) {
    acc.push(i);
    yield* combinations(n, k, i + 1, acc);
    acc.pop();
  }
}

/** The chi-square statistic and p-value of observed counts against equal expectations. */
export function uniformity(counts: readonly number[]): { chi2: number; df: number; p: number } {
  const n = counts.reduce((a, b) => a + b, 0);
  const e = n / counts.length;
  let chi2 = 0;
  for (const c of counts) chi2 += (c - e) ** 2 / e;
  const df = counts.length - 1;
  return { chi2, df, p: 1 - chisquareCdf(chi2, df) };
}

/** A Hokm position: a state and the seat whose view is sampled. */
export interface HokmPosition {
  state: hokm.HokmState;
  seat: number;
}

/** Every consistent deal of a Hokm position, keyed by the other seats' hands and discards. */
export function hokmDeals(p: HokmPosition): string[] {
  const s = p.state;
  const n = s.players;
  const places: { seat: number; discards: boolean; count: number }[] = [];
  const hidden: number[] = [];
  for (let k = 0; k < n; k++) {
    if (k === p.seat) continue;
    for (const [discards, masks] of [
      [false, s.hands],
      [true, s.discards],
    ] as const) {
      const ids = idsOf(masks, k);
      if (ids.length > 0) places.push({ seat: k, discards, count: ids.length });
      hidden.push(...ids);
    }
  }
  const view = hokm.view(s, p.seat);
  const out: string[] = [];
  const assign = (i: number, left: number[], chosen: number[][]) => {
    if (i === places.length) {
      const t = JSON.parse(JSON.stringify(s)) as hokm.HokmState;
      places.forEach((pl, j) => setSeat(pl.discards ? t.discards : t.hands, pl.seat, chosen[j]!));
      try {
        const r = hokm.restore(t);
        if (deepEqual(hokm.view(r, p.seat), view)) out.push(hokmKey(r, p.seat));
      } catch {
        // Inconsistent: some play did not follow suit while holding it.
      }
      return;
    }
    for (const c of combinations(left.length, places[i]!.count)) {
      const pick = c.map((x) => left[x]!);
      assign(
        i + 1,
        left.filter((_, x) => !c.includes(x)),
        [...chosen, pick],
      );
    }
  };
  assign(0, hidden, []);
  return out;
}

/** The key of a Hokm deal: every other seat's hand and discards. */
export function hokmKey(s: hokm.HokmState, seat: number): string {
  return Array.from({ length: s.players }, (_, k) => (k === seat ? '' : `${idsOf(s.hands, k).join(',')}/${idsOf(s.discards, k).join(',')}`)).join('|');
}

/** The card ids of `seat` in a state's rank masks (4 per seat: seat * 4 + suit, bit = rank index). */
function idsOf(masks: readonly number[], seat: number): number[] {
  const out: number[] = [];
  for (let id = 0; id < 52; id++) if ((masks[seat * 4 + Math.floor(id / 13)]! >> (id % 13)) & 1) out.push(id);
  return out;
}

/** Sets `seat`'s masks to hold exactly `ids`. */
function setSeat(masks: number[], seat: number, ids: readonly number[]): void {
  for (let suit = 0; suit < 4; suit++) masks[seat * 4 + suit] = 0;
  for (const id of ids) masks[seat * 4 + Math.floor(id / 13)]! += 2 ** (id % 13);
}

/** A Hoc position: the state at the start of the deal, the deal's actions, the seat. */
export interface HocPosition {
  start: hoc.HocState;
  actions: hoc.HocAction[];
  seat: number;
}

/** The position's current state. */
export function hocNow(p: HocPosition): hoc.HocState {
  let s = p.start;
  for (const a of p.actions) s = hoc.apply(s, a);
  return s;
}

/** The key of a Hoc deal: every other seat's hand. */
export function hocKey(s: hoc.HocState, seat: number): string {
  return Array.from({ length: s.options.players }, (_, k) => (k === seat ? '' : hoc.handCards(s, k).sort().join(' '))).join('|');
}

/** Every consistent deal of a Hoc position (see the module summary), by key. */
export function hocDeals(p: HocPosition): string[] {
  const now = hocNow(p);
  const n = now.options.players;
  const view = hoc.view(now, p.seat);
  const laid = (k: number) => hoc.runsOf(now).flatMap((r) => r.cards.filter((_, i) => r.by[i] === k));
  const others = [1, 2].map((d) => (p.seat + d) % n).slice(0, n - 1);
  const pl = places(now);
  const hiddenOf = (k: number) => pl.hands[k]!.filter((c) => !pl.shown[k]!.includes(c));
  const pool: Card[] = [...pl.stock, ...others.flatMap(hiddenOf)];
  const counts = others.map((k) => hiddenOf(k).length);
  const out: string[] = [];
  const check = (parts: Card[][]) => {
    const t = hoc.clone(p.start);
    const rest = new Set(pool);
    const hands = places(t).hands;
    others.forEach((k, j) => {
      hands[k] = sortCards([...parts[j]!, ...pl.shown[k]!, ...laid(k)], 'hoc');
      for (const c of parts[j]!) rest.delete(c);
    });
    setPlaces(t, { hands, stock: sortCards([...rest], 'hoc') });
    try {
      for (const a of p.actions) hoc.applyMutable(t, a);
    } catch {
      return; // an action the rules forbid with these cards
    }
    if (t.lies.some((l) => l.seat !== p.seat)) return; // another seat lied: not assumed
    if (deepEqual(hoc.view(t, p.seat), view)) out.push(hocKey(t, p.seat));
  };
  for (const c0 of combinations(pool.length, counts[0]!)) {
    const part0 = c0.map((i) => pool[i]!);
    if (others.length === 1) {
      check([part0]);
      continue;
    }
    const left = pool.filter((_, i) => !c0.includes(i));
    for (const c1 of combinations(left.length, counts[1]!)) check([part0, c1.map((i) => left[i]!)]);
  }
  return out;
}

/** Samples `n` deals of a view with one seeded generator and counts them by key (a key outside `keys` throws). */
export function sampleCounts<S>(draw: (rng: Rng) => S, key: (s: S) => string, keys: readonly string[], n: number, seed: string): number[] {
  const index = new Map(keys.map((k, i) => [k, i]));
  const counts = new Array<number>(keys.length).fill(0);
  const rng = new Rng(seedRng(seed));
  for (let i = 0; i < n; i++) {
    const k = key(draw(rng));
    const at = index.get(k);
    if (at === undefined) throw new Error(`sampled an inconsistent deal: ${k}`);
    counts[at]!++;
  }
  return counts;
}
