/**
 * A prototype, not library code: the state shape proposed for the next
 * session's Hokm fast path, measured side by side with the public fast
 * path and `../shared/perf/limit.mjs` (alternating windows, bench/yardstick.ts).
 *
 * The shape stays plain JSON (arrays of small integers, which V8 keeps as
 * untagged "SMI" elements), unlike limit.mjs's typed arrays:
 * - `masks`: 16 numbers, `seat * 4 + suit`, each the 13-bit set of ranks
 *   held (bit = rank index, Ace = 0, as card ids `suit * 13 + rank`):
 *   legality is one mask read, no floating-point 52-bit sets;
 * - `table`: the ids on the table, `down` how many, `leader`, `led`;
 * - `won`: tricks per side this hand (4 players);
 * - `deck`: the hand's deal order as ids (the undealt part is the stock);
 * - `rng`: the generator's four words (xoroshiro128+, the engine's draws).
 * Every action is still checked (phase, id, card held, following suit),
 * as `applyMutable` does; the state's own shape checks (`looksLikeState`)
 * are left to the caller here, which is the measured difference.
 *
 * At start it replays random hands against the engine itself (same deal,
 * same choices) and stops if any legal-id list differs, so the rows
 * measure the same game. Run: `npm run build && npx tsx bench/proto-state.ts [seconds]`.
 */
import * as hokm from '../dist/hokm/index.js';
import { printRows, type Workload } from './lib.js';
import { allocationPerUnit, alternate, loadYardstick } from './yardstick.js';

interface Proto {
  phase: number; // 0 trump, 1 play
  hakem: number;
  trump: number;
  leader: number;
  down: number;
  led: number;
  masks: number[];
  table: number[];
  won: number[];
  deck: number[];
  rng: number[];
}

const SUIT_OF: number[] = Array.from({ length: 52 }, (_, c) => (c / 13) | 0);
const RANK_OF: number[] = Array.from({ length: 52 }, (_, c) => c % 13);
/** Hokm strength by rank index (Ace high). */
const STRENGTH: number[] = [13, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const MAX_ALLOWED: number[] = Array.from({ length: 64 }, (_, r) => (r > 2 ? Math.floor(4294967296 / r) * r : 4294967296));

/** The engine's shuffle (Rng.shuffle of 0…51), into `s.deck`, advancing `s.rng`. */
function shuffleDeck(s: Proto): void {
  const d = s.deck;
  for (let i = 0; i < 52; i++) d[i] = i;
  let s01 = s.rng[0]!,
    s00 = s.rng[1]!,
    s11 = s.rng[2]!,
    s10 = s.rng[3]!;
  for (let i = 51; i > 0; i--) {
    const range = (i + 1) >>> 0;
    const max = MAX_ALLOWED[range]!;
    let v: number;
    do {
      const out = (s00 + s10) | 0;
      const a0 = s10 ^ s00,
        a1 = s11 ^ s01,
        t00 = s00,
        t01 = s01;
      s00 = (t00 << 24) ^ (t01 >>> 8) ^ a0 ^ (a0 << 16);
      s01 = (t01 << 24) ^ (t00 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
      s10 = (a1 << 5) ^ (a0 >>> 27);
      s11 = (a0 << 5) ^ (a1 >>> 27);
      v = (out ^ -2147483648) >>> 0;
    } while (v >= max);
    const j = (v % range) >>> 0;
    const x = d[i]!;
    d[i] = d[j]!;
    d[j] = x;
  }
  s.rng[0] = s01;
  s.rng[1] = s00;
  s.rng[2] = s11;
  s.rng[3] = s10;
}

function give(s: Proto, seat: number, from: number, count: number): void {
  for (let i = from; i < from + count; i++) {
    const c = s.deck[i]!;
    s.masks[seat * 4 + SUIT_OF[c]!]! |= 1 << RANK_OF[c]!;
  }
}

/** A hand: shuffle, 5 cards to the hakem, phase trump. */
function startHand(s: Proto): void {
  shuffleDeck(s);
  for (let k = 0; k < 16; k++) s.masks[k] = 0;
  give(s, s.hakem, 0, 5);
  s.phase = 0;
  s.trump = -1;
  s.leader = s.hakem;
  s.down = 0;
  s.led = -1;
  s.won[0] = 0;
  s.won[1] = 0;
}

function fresh(rng: readonly number[], hakem: number): Proto {
  return {
    phase: 0,
    hakem,
    trump: -1,
    leader: hakem,
    down: 0,
    led: -1,
    masks: new Array<number>(16).fill(0),
    table: [0, 0, 0, 0],
    won: [0, 0],
    deck: new Array<number>(52).fill(0),
    rng: [rng[0]!, rng[1]!, rng[2]!, rng[3]!],
  };
}

/** A copy (allocates, as `clone` does). */
function clone(s: Proto): Proto {
  const c = fresh(s.rng, s.hakem);
  copyInto(c, s);
  return c;
}

/** Copies `src` into `dst` without allocating (the rollout form). */
function copyInto(dst: Proto, src: Proto): void {
  dst.phase = src.phase;
  dst.hakem = src.hakem;
  dst.trump = src.trump;
  dst.leader = src.leader;
  dst.down = src.down;
  dst.led = src.led;
  for (let k = 0; k < 16; k++) dst.masks[k] = src.masks[k]!;
  for (let k = 0; k < 4; k++) {
    dst.table[k] = src.table[k]!;
    dst.rng[k] = src.rng[k]!;
  }
  dst.won[0] = src.won[0]!;
  dst.won[1] = src.won[1]!;
  for (let k = 0; k < 52; k++) dst.deck[k] = src.deck[k]!;
}

/** The legal ids, ascending, into `out`; returns how many. */
function legalInto(s: Proto, out: number[]): number {
  if (s.phase === 0) {
    for (let k = 0; k < 4; k++) out[k] = 104 + k;
    return 4;
  }
  const base = ((s.leader + s.down) & 3) * 4;
  let n = 0;
  if (s.down > 0) {
    const led = s.led;
    for (let m = s.masks[base + led]!; m !== 0; m &= m - 1) out[n++] = led * 13 + 31 - Math.clz32(m & -m);
    if (n > 0) return n;
  }
  for (let suit = 0; suit < 4; suit++) for (let m = s.masks[base + suit]!; m !== 0; m &= m - 1) out[n++] = suit * 13 + 31 - Math.clz32(m & -m);
  return n;
}

/** Checks and applies action `id` (throws before any change when illegal). */
function apply(s: Proto, id: number): void {
  if (s.phase === 0) {
    if (!(id >= 104 && id < 108)) throw new Error('WRONG_PHASE');
    s.trump = id - 104;
    // The engine's order: 5 to each seat after the hakem, then two rounds of 4 from the hakem.
    let pos = 5;
    for (let k = 1; k < 4; k++, pos += 5) give(s, (s.hakem + k) & 3, pos, 5);
    for (let r = 0; r < 2; r++) for (let k = 0; k < 4; k++, pos += 4) give(s, (s.hakem + k) & 3, pos, 4);
    s.phase = 1;
    return;
  }
  if (!(id >= 0 && id < 52)) throw new Error('WRONG_PHASE');
  const seat = (s.leader + s.down) & 3;
  const suit = SUIT_OF[id]!;
  const bit = 1 << RANK_OF[id]!;
  const at = seat * 4 + suit;
  if ((s.masks[at]! & bit) === 0) throw new Error('CARD_NOT_IN_HAND');
  if (s.down > 0 && suit !== s.led && s.masks[seat * 4 + s.led]! !== 0) throw new Error('MUST_FOLLOW_SUIT');
  s.masks[at] = s.masks[at]! ^ bit;
  if (s.down === 0) s.led = suit;
  s.table[s.down++] = id;
  if (s.down < 4) return;
  let best = -1;
  let winner = 0;
  for (let k = 0; k < 4; k++) {
    const c = s.table[k]!;
    const cs = SUIT_OF[c]!;
    const score = STRENGTH[RANK_OF[c]!]! + (cs === s.trump ? 32 : cs === s.led ? 16 : -64);
    if (score > best) {
      best = score;
      winner = (s.leader + k) & 3;
    }
  }
  s.down = 0;
  s.leader = winner;
  const side = winner & 1;
  if (++s.won[side]! < 7) return;
  // The hand is won: the hakem stays if their side won, else the next seat (scores left out of the prototype).
  if ((s.hakem & 1) !== side) s.hakem = (s.hakem + 1) & 3;
  startHand(s);
}

/** The prototype from an engine state in phase trump (same hands, stock and generator). */
function fromEngine(e: hokm.HokmState): Proto {
  const s = fresh(e.match.rng, e.hakem);
  const held = hokm.view(e, e.hakem).hand.map((c) => hokm.encodeAction({ type: 'play', card: c }));
  const stock: number[] = [];
  for (let i = 0; i < e.stock.length; i += 2) stock.push(hokm.encodeAction({ type: 'play', card: e.stock.slice(i, i + 2) as hokm.PlayAction['card'] }));
  // The hakem's five go first in the deal order; their order does not matter.
  s.deck = [...held, ...stock];
  for (const c of held) s.masks[s.hakem * 4 + SUIT_OF[c]!]! |= 1 << RANK_OF[c]!;
  return s;
}

/** Replays random hands along the engine and the prototype; throws at the first difference. */
function verify(hands: number): void {
  let x = 7;
  const pick = (n: number) => ((x = (Math.imul(x, 1103515245) + 12345) | 0) >>> 8) % n;
  for (let h = 0; h < hands; h++) {
    const e = hokm.clone(hokm.setup({ seed: h }));
    const p = fromEngine(e);
    const buf = new Array<number>(17).fill(0);
    const hand = e.match.handNo;
    while (e.match.handNo === hand && e.phase !== 'over') {
      const ids = hokm.legalIds(e);
      const n = legalInto(p, buf);
      if (ids.join() !== buf.slice(0, n).join()) throw new Error(`prototype differs from the engine: hand ${h}, ${ids} vs ${buf.slice(0, n)}`);
      const id = ids[pick(ids.length)]!;
      hokm.applyMutable(e, id);
      apply(p, id);
    }
    // The next hand: the same hakem and, from the same generator, the same five cards.
    if (e.phase !== 'over') {
      const five = hokm
        .view(e, e.hakem)
        .hand.map((c) => hokm.encodeAction({ type: 'play', card: c }))
        .sort((a, b) => a - b);
      const mine: number[] = [];
      for (let k = 0; k < 16; k++) for (let m = p.masks[k]!; m !== 0; m &= m - 1) mine.push((k >> 2) * 100 + (k & 3) * 13 + 31 - Math.clz32(m & -m));
      if (p.hakem !== e.hakem || mine.join() !== five.map((c) => e.hakem * 100 + c).join()) throw new Error(`next hand differs: hand ${h}`);
    }
  }
}

function chooser(seed: number): (n: number) => number {
  let a = 0x9e3779b9,
    b = 0x243f6a88,
    c = 0xb7e15162,
    d = seed | 0;
  return (n: number) => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) % n;
  };
}

const HANDS = 20;

/** Random hands on the prototype: a copy per hand (`reuse`: into one scratch state), then legalInto + apply. */
function protoHands(pick: (n: number) => number, start: { s: Proto }, reuse: Proto | null, all: { n: number }): number {
  const buf = new Array<number>(17).fill(0);
  let plays = 0;
  for (let h = 0; h < HANDS; h++) {
    let s: Proto;
    if (reuse === null) s = clone(start.s);
    else {
      copyInto(reuse, start.s);
      s = reuse;
    }
    let actions = 0;
    // One hand: back in phase trump means the next hand is dealt.
    for (;;) {
      const n = legalInto(s, buf);
      const id = buf[pick(n)]!;
      apply(s, id);
      actions++;
      if (id < 52) plays++;
      if (s.phase === 0) break;
    }
    all.n += actions;
    if (reuse === null) start.s = s;
    else copyInto(start.s, s);
  }
  return plays;
}

function publicHands(pick: (n: number) => number, start: { s: hokm.HokmState }, all: { n: number }): number {
  let plays = 0;
  for (let h = 0; h < HANDS; h++) {
    const s = hokm.clone(start.s);
    const hand = s.match.handNo;
    while (s.match.handNo === hand && s.phase !== 'over') {
      const ids = hokm.legalIds(s);
      const id = ids[pick(ids.length)]!;
      hokm.applyMutable(s, id);
      all.n++;
      if (id < 52) plays++;
    }
    start.s = s.phase === 'over' ? hokm.setup({ seed: pick(1 << 30) }) : s;
  }
  return plays;
}

verify(300);
console.log('prototype: 300 random hands replayed, the same legal ids as the engine at every step');
const seconds = Number(process.argv[2] ?? 1);
const limit = await loadYardstick<{ seed(n: number): void; runBatch(h: number): number }>('limit.mjs');
const counts = { pub: { n: 0 }, clone: { n: 0 }, into: { n: 0 } };
const pubStart = { s: hokm.setup({ seed: 1 }) };
const cloneStart = { s: fromEngine(hokm.clone(hokm.setup({ seed: 1 }))) };
const intoStart = { s: fromEngine(hokm.clone(hokm.setup({ seed: 1 }))) };
const scratch = clone(intoStart.s);
const [p1, p2, p3] = [chooser(1), chooser(2), chooser(3)];
const workloads: Workload[] = [
  { name: 'hokm 4p public fast path (today)', unit: 'plays', batch: () => publicHands(p1, pubStart, counts.pub) },
  { name: 'prototype: clone + legalInto + apply', unit: 'plays', batch: () => protoHands(p2, cloneStart, null, counts.clone) },
  { name: 'prototype: copyInto + legalInto + apply', unit: 'plays', batch: () => protoHands(p3, intoStart, scratch, counts.into) },
];
if (limit) {
  limit.seed(12345);
  workloads.push({ name: 'limit.mjs', unit: 'plays', batch: () => limit.runBatch(HANDS) });
}
const rows = alternate(workloads, { seconds: 2 * seconds });
printRows(rows);
if (limit) for (const r of rows.slice(0, 3)) console.log(`${r.name} / limit.mjs = ${(rows[3]!.perSecond / r.perSecond).toFixed(2)}×`);
const perAction = (batch: () => number, c: { n: number }) => () => {
  const before = c.n;
  batch();
  return c.n - before;
};
console.log(
  `bytes/action: public ${(await allocationPerUnit(perAction(workloads[0]!.batch, counts.pub))).toFixed(1)}, prototype clone ${(await allocationPerUnit(perAction(workloads[1]!.batch, counts.clone))).toFixed(1)}, prototype copyInto ${(await allocationPerUnit(perAction(workloads[2]!.batch, counts.into))).toFixed(1)}`,
);
