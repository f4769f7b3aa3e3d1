/**
 * `hokmBot`'s card play (hokm.ts), worked out on bit masks: the memory of a
 * careful player (every card seen, HOKM-8.1's removed 2 included; who showed
 * a void by not following, HOKM-5.2; which cards are masters, HOKM-2.2) and
 * the rules of thumb over it (leads, second hand low, third hand high,
 * discards; hokm.ts lists them). hokmBot reads its view into a
 * {@link BotTable} and decides with {@link botPlay}; PIMC's inference
 * (hokm-infer.ts) asks the same about every past play of every other seat
 * in hundreds of candidate worlds, so everything of a past play that is the
 * same in every world (the cards seen on the table, the voids, the trick so
 * far, HOKM-5.3) is read once into the table, and each world's hand is then
 * decided with a few bit operations.
 *
 * Masks here are by Hokm strength (bit 0 = the 2 … bit 12 = the Ace,
 * HOKM-2.2), one per suit in C D H S order. Among equal choices the first
 * suit in that order wins (strict comparisons), as the plain form over card
 * lists that test/hokm-bot-masks.test.ts checks it against
 * (test/support/hokm-bot-reference.ts) keeps the first card of its legal list.
 */
import { CODES } from '../hokm/places.js';
import type { HokmView } from '../hokm/index.js';

/** What is the same about one past decision in every world: read from the view of that seat then. */
export interface BotTable {
  /** Number of players. */
  n: number;
  /** The seat deciding. */
  me: number;
  /** The partner's seat (4 players), else -1. */
  partner: number;
  /** The trump suit index, or -1. */
  trump: number;
  /** The cards on the table in this trick so far. */
  pos: number;
  /** The trick's leader. */
  leader: number;
  /** The suit led, or -1 when this seat leads. */
  led: number;
  /** Per suit, the strength mask of cards seen outside this seat's hand (played this hand, the removed 2). */
  seen: number[];
  /** Per seat, a 4-bit mask of the suits it has shown a void in. */
  voids: number[];
  /** The winning card so far: suit, strength, seat (when `pos > 0`). */
  winSuit: number;
  winStr: number;
  winSeat: number;
  /** 4-bit mask of the suits an opponent of this seat may ruff (`ruffed` in hokm.ts). */
  ruffed: number;
  /** 4-bit mask of the suits the partner may ruff. */
  partnerRuff: number;
  /** Working memory of {@link botPlay}, reused by every call with this table (no call runs inside another). */
  scratch: { all: number[]; legal: number[]; winners: number[]; sure: number[] };
}

const SUIT_INDEX: Readonly<Record<string, number>> = { C: 0, D: 1, H: 2, S: 3 };

/** Strength (2 = 0 … Ace = 12) of a rank index (Ace = 0, 2 = 1 … King = 12). */
const strengthOfRank = (r: number): number => (r === 0 ? 12 : r - 1);

/** The card id of a suit and strength. */
export const cardId = (suit: number, s: number): number => 13 * suit + (s === 12 ? 0 : s + 1);

/** A rank-index mask (bit 0 = Ace … bit 12 = King, as states keep hands) as a strength mask. */
export const strengthMask = (m: number): number => (m >>> 1) | ((m & 1) << 12);

function popcount(x: number): number {
  let k = 0;
  while (x !== 0) {
    x &= x - 1;
    k++;
  }
  return k;
}

/** Index of the highest set bit (x > 0). */
const high = (x: number): number => 31 - Math.clz32(x);
/** Index of the lowest set bit (x > 0). */
const low = (x: number): number => 31 - Math.clz32(x & -x);

/** The bits above `s` in a 13-bit mask. */
const above = (s: number): number => 0x1fff & ~((2 << s) - 1);

function mayRuff(voids: readonly number[], trump: number, seat: number, suit: number): boolean {
  return trump >= 0 && suit !== trump && ((voids[seat]! >> suit) & 1) !== 0 && ((voids[seat]! >> trump) & 1) === 0;
}

/** Reads the view of the seat to act (its hand not needed) into a {@link BotTable}. */
export function botTable(view: HokmView): BotTable {
  const n = view.options.players;
  const me = view.seat;
  const partner = n === 4 ? (me + 2) % 4 : -1;
  const trump = view.trump === null ? -1 : SUIT_INDEX[view.trump]!;
  const seen = [0, 0, 0, 0];
  const voids = new Array<number>(n).fill(0);
  const mark = (c: string) => {
    const id = CODES.indexOf(c as (typeof CODES)[number]);
    seen[(id / 13) | 0]! |= 1 << strengthOfRank(id % 13);
  };
  if (view.options.removedTwo !== null) mark(view.options.removedTwo);
  for (const c of view.discards) mark(c);
  for (const t of [...view.history, view.trick]) {
    const led = t.cards[0];
    t.cards.forEach((c, i) => {
      mark(c);
      if (led !== undefined && c[1] !== led[1]) voids[(t.leader + i) % n]! |= 1 << SUIT_INDEX[led[1]!]!;
    });
  }
  const { cards, leader } = view.trick;
  let winSuit = -1;
  let winStr = -1;
  let winSeat = -1;
  cards.forEach((c, i) => {
    const id = CODES.indexOf(c);
    const suit = (id / 13) | 0;
    const s = strengthOfRank(id % 13);
    if (i === 0 || (suit === winSuit ? s > winStr : suit === trump)) {
      winSuit = suit;
      winStr = s;
      winSeat = (leader + i) % n;
    }
  });
  let ruffed = 0;
  let partnerRuff = 0;
  for (let suit = 0; suit < 4; suit++) {
    for (let seat = 0; seat < n; seat++) if (seat !== me && seat !== partner && mayRuff(voids, trump, seat, suit)) ruffed |= 1 << suit;
    if (partner >= 0 && mayRuff(voids, trump, partner, suit)) partnerRuff |= 1 << suit;
  }
  const led = cards.length === 0 ? -1 : SUIT_INDEX[cards[0]![1]!]!;
  const scratch = { all: [0, 0, 0, 0], legal: [0, 0, 0, 0], winners: [0, 0, 0, 0], sure: [0, 0, 0, 0] };
  return { n, me, partner, trump, pos: cards.length, leader, led, seen, voids, winSuit, winStr, winSeat, ruffed, partnerRuff, scratch };
}

/**
 * The number of legal plays from hand `h` (strength masks per suit) at
 * table `t`, HOKM-5.3: the led suit when the hand holds it, else any card.
 */
export function legalCount(t: BotTable, h: readonly number[]): number {
  if (t.led >= 0 && h[t.led]! !== 0) return popcount(h[t.led]!);
  return popcount(h[0]!) + popcount(h[1]!) + popcount(h[2]!) + popcount(h[3]!);
}

/** One decision: the table, the hand and the seen cards with it; scratch kept per call. */
interface Ctx {
  t: BotTable;
  /** Per suit, cards seen including the hand. */
  all: number[];
}

/** Unseen cards of `suit` stronger than strength `s` (`higherUnseen`). */
const higherUnseen = (x: Ctx, suit: number, s: number): number => popcount(~x.all[suit]! & above(s));

/** hokmBot's `cheapest`: lowest strength, non-trumps before trumps; first suit among equals. */
function cheapest(x: Ctx, c: readonly number[]): number {
  let best = -1;
  let key = Infinity;
  for (let suit = 0; suit < 4; suit++) {
    if (c[suit]! === 0) continue;
    const s = low(c[suit]!);
    const k = (suit === x.t.trump ? 100 : 0) + s;
    if (k < key) {
      key = k;
      best = cardId(suit, s);
    }
  }
  return best;
}

/** hokmBot's `highest`: highest strength, first suit among equals. */
function highest(c: readonly number[]): number {
  let best = -1;
  let str = -1;
  for (let suit = 0; suit < 4; suit++) {
    if (c[suit]! === 0) continue;
    const s = high(c[suit]!);
    if (s > str) {
      str = s;
      best = cardId(suit, s);
    }
  }
  return best;
}

/** hokmBot's `discard`: a non-trump, not a master, from the shortest suit, low. */
function discard(x: Ctx, c: readonly number[]): number {
  let best = -1;
  let key = Infinity;
  for (let suit = 0; suit < 4; suit++) {
    const m = c[suit]!;
    if (m === 0) continue;
    const base = (suit === x.t.trump ? 1000 : 0) + 2 * popcount(m);
    for (let rest = m; rest !== 0; rest &= rest - 1) {
      const s = low(rest);
      const k = base + (higherUnseen(x, suit, s) === 0 ? 100 : 0) + s;
      if (k < key) {
        key = k;
        best = cardId(suit, s);
      }
    }
  }
  return best;
}

/** hokmBot's `holds`: whether a card of `suit`, strength `s`, winning now, will win the trick for `owner`. */
function holds(x: Ctx, suit: number, s: number, owner: number): boolean {
  const t = x.t;
  const led = t.led >= 0 ? t.led : suit;
  const ruff = suit !== led;
  const hu = higherUnseen(x, suit, s);
  if (!ruff && hu > 0) return false;
  const ownerPartner = t.n === 4 ? (owner + 2) % 4 : -1;
  for (let k = t.pos + 1; k < t.n; k++) {
    const seat = (t.leader + k) % t.n;
    if (seat === owner || seat === ownerPartner) continue;
    if (ruff ? ((t.voids[seat]! >> led) & 1) !== 0 && hu > 0 : mayRuff(t.voids, t.trump, seat, led)) return false;
  }
  return true;
}

function lead(x: Ctx, h: readonly number[]): number {
  const t = x.t;
  const tr = t.trump;
  const trumps = tr >= 0 ? h[tr]! : 0;
  const nTrumps = popcount(trumps);
  const out = tr < 0 ? 0 : 13 - popcount(x.all[tr]!);
  // Draw trumps with the master trump, or when longer in them than everybody else together.
  if (nTrumps > 0 && out > 0) {
    const top = high(trumps);
    const master = higherUnseen(x, tr, top) === 0;
    if (master && nTrumps >= 2) return cardId(tr, top);
    if (nTrumps > out) return cardId(tr, master ? top : low(trumps));
  }
  // Cash a sure winner that nobody can ruff: the strongest, first suit among equals.
  let best = -1;
  let str = -1;
  for (let suit = 0; suit < 4; suit++) {
    if (suit === tr || h[suit]! === 0 || ((t.ruffed >> suit) & 1) !== 0) continue;
    const s = high(h[suit]!);
    if (higherUnseen(x, suit, s) === 0 && s > str) {
      str = s;
      best = cardId(suit, s);
    }
  }
  if (best >= 0) return best;
  // Give the partner a ruff: the cheapest such card.
  str = 99;
  for (let suit = 0; suit < 4; suit++) {
    if (suit === tr || h[suit]! === 0 || ((t.partnerRuff >> suit) & 1) === 0 || ((t.ruffed >> suit) & 1) !== 0) continue;
    const s = low(h[suit]!);
    if (s < str) {
      str = s;
      best = cardId(suit, s);
    }
  }
  if (best >= 0) return best;
  let sideSuit = -1;
  let score = -Infinity;
  for (let suit = 0; suit < 4; suit++) {
    if (suit === tr || h[suit]! === 0) continue;
    // Low from the best suit: long, not away from a bare honour, not into a ruff.
    const len = popcount(h[suit]!);
    const top = high(h[suit]!);
    const hu = higherUnseen(x, suit, top);
    const bare = top >= 9 && hu > 0 && len <= hu + 1;
    const sc = len * 2 - (bare ? 5 : 0) - (((t.ruffed >> suit) & 1) !== 0 ? 10 : 0) + (len === 1 && nTrumps > 0 && out > 0 && !bare ? 3 : 0);
    if (sc > score) {
      score = sc;
      sideSuit = suit;
    }
  }
  if (sideSuit < 0) {
    const top = high(trumps);
    return cardId(tr, higherUnseen(x, tr, top) === 0 ? top : low(trumps));
  }
  return cardId(sideSuit, low(h[sideSuit]!));
}

/**
 * hokmBot's card from hand `h` (strength masks per suit, C D H S) at table
 * `t`, as a card id: the card `hokmBot` plays from the view `t` was read
 * from with this hand (at least one legal card).
 */
export function botPlay(t: BotTable, h: readonly number[]): number {
  const { all, legal, winners, sure } = t.scratch;
  for (let suit = 0; suit < 4; suit++) all[suit] = t.seen[suit]! | h[suit]!;
  const x: Ctx = { t, all };
  if (t.pos === 0) return lead(x, h);
  const follow = h[t.led]! !== 0;
  // The legal cards: the led suit when the hand holds it (HOKM-5.3), else the whole hand.
  for (let suit = 0; suit < 4; suit++) legal[suit] = !follow || suit === t.led ? h[suit]! : 0;
  const c = legal;
  const last = t.pos === t.n - 1;
  const friend = t.winSeat === t.partner;
  // Partner sure to win (or strong enough when void): don't overtake, play low.
  if (friend && (last || holds(x, t.winSuit, t.winStr, t.winSeat) || (!follow && t.winStr >= 11))) return follow ? cheapest(x, c) : discard(x, c);
  let anyWinner = false;
  for (let suit = 0; suit < 4; suit++) {
    winners[suit] = suit === t.winSuit ? c[suit]! & above(t.winStr) : suit === t.trump ? c[suit]! : 0;
    if (winners[suit] !== 0) anyWinner = true;
  }
  if (!anyWinner) return follow ? cheapest(x, c) : discard(x, c);
  // The cheapest winner sure to hold.
  let anySure = false;
  for (let suit = 0; suit < 4; suit++) {
    sure[suit] = 0;
    for (let rest = winners[suit]!; rest !== 0; rest &= rest - 1) {
      const s = low(rest);
      if (holds(x, suit, s, t.me)) {
        sure[suit] = 1 << s;
        anySure = true;
        break;
      }
    }
  }
  if (anySure) return cheapest(x, sure);
  if (last || !follow) return cheapest(x, winners);
  // Second hand low, but cover an honour; third hand high.
  if (t.pos === 1) return t.winStr >= 9 ? cheapest(x, winners) : cheapest(x, c);
  return friend && t.winStr >= 9 ? cheapest(x, c) : highest(winners);
}
