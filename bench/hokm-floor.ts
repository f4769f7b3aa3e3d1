/**
 * The floor of the fast path's shape, for bench/hokm-split.ts: random
 * 4-player hands played the way the public fast path is used (list the
 * legal ids, let the caller's chooser pick one, play it), but with every
 * rule written inline over typed arrays in one loop: no function call per
 * move, no check, no state object, nothing recorded at the end of a hand
 * (no score, no next hakem, no match), and the deal is one shuffle of 52
 * ids, as `../shared/perf/limit.mjs` deals. What the library's fast path
 * does on top (two checked public calls per move, a plain-JSON state of
 * lists, the hand's records, the staged deal) can only add to this, so its
 * ratio to the yardstick bounds from below what any fast path of this
 * contract can reach. Not a player anybody should use.
 */

const SUIT = new Int32Array(52);
/** Hokm strength of a card's rank: 2 lowest (1) … ace highest (13). */
const STRENGTH = new Int32Array(52);
for (let c = 0; c < 52; c++) {
  SUIT[c] = (c / 13) | 0;
  STRENGTH[c] = c % 13 === 0 ? 13 : c % 13;
}

const hands = new Int32Array(16);
const played = new Int8Array(52);
const winners = new Int8Array(13);
const deck = new Int32Array(52);
const ids = new Int32Array(17);

/** Plays `count` random hands (the chooser `pick(n)` picks each move among `n` legal ones); returns the cards played. */
export function floorHands(pick: (n: number) => number, count: number): number {
  let plays = 0;
  for (let h = 0; h < count; h++) {
    for (let i = 0; i < 52; i++) deck[i] = i;
    for (let i = 51; i > 0; i--) {
      const j = pick(i + 1);
      const x = deck[i]!;
      deck[i] = deck[j]!;
      deck[j] = x;
    }
    hands.fill(0);
    for (let i = 0; i < 52; i++) hands[((i / 13) | 0) * 4 + SUIT[deck[i]!]!]! |= 1 << (deck[i]! % 13);
    const trump = pick(4);
    let n = 0;
    let t = 0;
    let even = 0;
    let odd = 0;
    while (even < 7 && odd < 7) {
      const from = t * 4;
      const leader = t === 0 ? 0 : winners[t - 1]!;
      const seat = (leader + n - from) & 3;
      const at = seat * 4;
      const led = n === from ? -1 : SUIT[played[from]!]!;
      let k = 0;
      if (led >= 0 && hands[at + led] !== 0) {
        for (let m = hands[at + led]!; m !== 0; m &= m - 1) ids[k++] = 13 * led + 31 - Math.clz32(m & -m);
      } else {
        for (let suit = 0; suit < 4; suit++) for (let m = hands[at + suit]!; m !== 0; m &= m - 1) ids[k++] = 13 * suit + 31 - Math.clz32(m & -m);
      }
      const id = ids[pick(k)]!;
      hands[at + SUIT[id]!]! &= ~(1 << (id % 13));
      played[n++] = id;
      plays++;
      if (n - from < 4) continue;
      let best = 0;
      let bestSuit = SUIT[played[from]!]!;
      let bestStrength = STRENGTH[played[from]!]!;
      for (let j = 1; j < 4; j++) {
        const c = played[from + j]!;
        if (SUIT[c] === bestSuit ? STRENGTH[c]! > bestStrength : SUIT[c] === trump) {
          best = j;
          bestSuit = SUIT[c]!;
          bestStrength = STRENGTH[c]!;
        }
      }
      const w = (leader + best) & 3;
      winners[t++] = w;
      if ((w & 1) === 0) even++;
      else odd++;
    }
  }
  return plays;
}
