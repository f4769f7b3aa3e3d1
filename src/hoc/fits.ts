/**
 * Whether a sampled hand fits what a seat's bidding told (HOC-5.7, HOC-6.2 –
 * HOC-6.4), for the Hoc sampler (src/hoc/sample.ts): the hand at the bidding
 * is the seat's hidden cards plus the cards it has shown or laid since.
 *
 * - its best point, sequence and tricon are the ones announced, in
 *   combos.ts's order: a point by length, then value; a sequence by length
 *   counted up to 5, then top; a tricon by size, then rank; equal ones in
 *   one hand by suit order;
 * - a prize it won was shown at once: none of that best combination's
 *   cards is hidden;
 * - every card it shows (none counted after carte blanche) is part of a
 *   combination it won and has shown or laid all of;
 * - the witnesses it fits: its suits of the point's length (and value),
 *   times its sequences of the announced length and top.
 *
 * The facts are read once per view into numbers ({@link handFacts}); each
 * check then reads the hand's four rank masks and no list or string (a
 * sampler checks every deal it draws). test/hoc-sample-fits.test.ts checks
 * the result against combos.ts's own reading of the cards.
 */
import { RANKS, type Card } from '../cards/cards.js';
import { idOf, type Announcement } from './state.js';

/** One seat's bidding facts, read once per view (see {@link handFacts}). */
export interface HandFacts {
  /** Nothing announced or shown: every hand fits, once. */
  trivial: boolean;
  /** The announced point's length, or -1. */
  pointLength: number;
  /** The announced point's value, or -1 when no value was announced. */
  pointValue: number;
  /** The announced sequence's counted length, or -1. */
  seqLength: number;
  /** The announced sequence's top rank (Ace 0 … King 12). */
  seqTop: number;
  /** The announced tricon's size, or -1. */
  triconSize: number;
  /** The announced tricon's rank. */
  triconRank: number;
  /** Whether it won the point, the sequence, the tricon. */
  won0: boolean;
  won1: boolean;
  won2: boolean;
  /** Per suit: the rank mask of its cards shown or laid since the bidding. */
  seen: Int32Array;
  /** Per suit: the rank mask of the cards it shows (none after carte blanche). */
  shown: Int32Array;
}

/** Point value by Hoc strength (Ace 1 … 10 10 10 10 for 10 J Q K, HOC-2.2). */
const VALUE: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10];

const rankOf = (r: string | null): number => (r === null ? -1 : RANKS.indexOf(r as (typeof RANKS)[number]));

/**
 * The facts of one seat's bidding: its announcements `a` (point, sequence,
 * tricon), the prizes it `won`, the cards it shows (`shown`: pass none
 * after carte blanche) and the ids of its cards shown or laid since (`known`).
 */
export function handFacts(a: readonly (Announcement | null)[], won: readonly boolean[], shown: readonly Card[], known: readonly number[]): HandFacts {
  const seen = new Int32Array(4);
  for (const id of known) seen[(id / 13) | 0]! |= 1 << (id % 13);
  const show = new Int32Array(4);
  for (const c of shown) {
    const id = idOf(c);
    show[(id / 13) | 0]! |= 1 << (id % 13);
  }
  const [point, seq, tricon] = [a[0] ?? null, a[1] ?? null, a[2] ?? null];
  return {
    trivial: point === null && seq === null && tricon === null && shown.length === 0,
    pointLength: point ? point.length : -1,
    pointValue: point && point.value !== null ? point.value : -1,
    seqLength: seq ? seq.length : -1,
    seqTop: seq ? rankOf(seq.rank) : -1,
    triconSize: tricon ? tricon.length : -1,
    triconRank: tricon ? rankOf(tricon.rank) : -1,
    won0: won[0] === true,
    won1: won[1] === true,
    won2: won[2] === true,
    seen,
    shown: show,
  };
}

/**
 * The number of witnesses a hand fits (0: it does not fit the facts `f`):
 * the hand's hidden cards are the four rank masks `hidden[at…at + 3]`
 * (one per suit), its other cards `f.seen`. `work` is scratch room for 8
 * masks.
 */
export function fitsFacts(f: HandFacts, hidden: ArrayLike<number>, at: number, work: Int32Array): number {
  if (f.trivial) return 1;
  const seen = f.seen;
  // work[0…3]: the hand at the bidding; work[4…7]: what its shown cards may belong to (the combinations won and wholly shown or laid).
  const m = work;
  for (let suit = 0; suit < 4; suit++) {
    m[suit] = hidden[at + suit]! | seen[suit]!;
    m[4 + suit] = 0;
  }
  let mult = 1;
  if (f.pointLength >= 0) {
    let bestSuit = -1;
    let bestLength = 0;
    let bestValue = 0;
    let same = 0;
    for (let suit = 0; suit < 4; suit++) {
      let length = 0;
      let value = 0;
      for (let y = m[suit]!; y !== 0; y &= y - 1) {
        length++;
        value += VALUE[31 - Math.clz32(y & -y)]!;
      }
      if (length > bestLength || (length === bestLength && value > bestValue)) {
        bestSuit = suit;
        bestLength = length;
        bestValue = value;
      }
      if (length === f.pointLength && (f.pointValue < 0 || value === f.pointValue)) same++;
    }
    if (bestSuit < 0 || bestLength !== f.pointLength || (f.pointValue >= 0 && bestValue !== f.pointValue)) return 0;
    if (f.won0) {
      if ((m[bestSuit]! & ~seen[bestSuit]!) !== 0) return 0;
      m[4 + bestSuit]! |= m[bestSuit]!;
    }
    mult *= same;
  }
  const seq = f.seqLength >= 0;
  if (seq || f.won1) {
    const want = f.seqTop;
    let bestLength = 0;
    let bestTop = -1;
    let bestRun = 0;
    let bestSuit = -1;
    let same = 0;
    for (let suit = 0; suit < 4; suit++) {
      const x = m[suit]!;
      // Each maximal run of the suit, from the King down (as combos.ts walks it).
      let top = -1;
      for (let r = 12; r >= -1; r--) {
        const held = r >= 0 && (x & (1 << r)) !== 0;
        if (held && top < 0) top = r;
        if (!held && top >= 0) {
          if (top - r >= 3) {
            const length = Math.min(top - r, 5);
            const run = ((1 << (top + 1)) - 1) & ~((1 << (r + 1)) - 1);
            if (length > bestLength || (length === bestLength && top > bestTop)) {
              bestLength = length;
              bestTop = top;
              bestRun = run;
              bestSuit = suit;
            }
            if (seq && length === f.seqLength && top === want) same++;
            if (f.won1 && (run & ~seen[suit]!) === 0) m[4 + suit]! |= run;
          }
          top = -1;
        }
      }
    }
    if (seq) {
      if (bestLength !== f.seqLength || bestTop !== want) return 0;
      if (f.won1 && (bestRun & ~seen[bestSuit]!) !== 0) return 0;
      mult *= same;
    }
  }
  const tricon = f.triconSize >= 0;
  if (tricon || f.won2) {
    // The best tricon: the highest rank held four times, else three times.
    let size = 0;
    let rank = -1;
    for (let r = 12; r >= 0; r--) {
      const bit = 1 << r;
      const n = ((m[0]! & bit) >> r) + ((m[1]! & bit) >> r) + ((m[2]! & bit) >> r) + ((m[3]! & bit) >> r);
      if (n < 3) continue;
      if (n === 4 ? size < 4 : size === 0) {
        size = n;
        rank = r;
      }
      // Every tricon wholly shown or laid may have been shown.
      let whole = true;
      for (let suit = 0; suit < 4; suit++) if ((m[suit]! & bit) !== 0 && (seen[suit]! & bit) === 0) whole = false;
      if (f.won2 && whole) for (let suit = 0; suit < 4; suit++) m[4 + suit]! |= m[suit]! & bit;
    }
    if (tricon) {
      if (size !== f.triconSize || rank !== f.triconRank) return 0;
      if (f.won2) for (let suit = 0; suit < 4; suit++) if ((m[suit]! & (1 << rank)) !== 0 && (seen[suit]! & (1 << rank)) === 0) return 0;
    }
  }
  const shown = f.shown;
  for (let suit = 0; suit < 4; suit++) if ((shown[suit]! & ~m[4 + suit]!) !== 0) return 0;
  return mult;
}

/**
 * The number of witnesses a seat's bidding hand fits (0: it does not fit):
 * {@link fitsFacts} on the facts of {@link handFacts}, the hand's hidden
 * cards given as card ids.
 */
export function fitsHand(a: readonly (Announcement | null)[], won: readonly boolean[], shown: readonly Card[], hidden: readonly number[], known: readonly number[]): number {
  const masks = new Int32Array(4);
  for (const id of hidden) masks[(id / 13) | 0]! |= 1 << (id % 13);
  return fitsFacts(handFacts(a, won, shown, known), masks, 0, new Int32Array(8));
}
