/**
 * A plain exhaustive minimax over the Hokm engine itself, the reference the
 * solver is checked against: every legal play is tried with the engine's
 * own `clone` and `applyMutable` until the engine scores the hand, with no
 * pruning, no table and no shortcut. Small endings only.
 */
import * as hokm from '../../src/hokm/index.js';

/** The result the minimax finds: the value being maximised and the hand's record. */
export interface Leaf {
  /** 4 and 2 players: side 0's tricks minus side 1's at the end. 3 players: the paranoid result for `me`. */
  value: number;
  /** The engine's record of the ended hand. */
  result: hokm.HandResult;
}

/** Whether seat `seat` maximises: 4/2 players side 0 maximises the difference; 3 players only `me`. */
function maximises(players: number, seat: number, me: number): boolean {
  return players === 3 ? seat === me : (players === 4 ? seat & 1 : seat) === 0;
}

function leafOf(s: hokm.HokmState, me: number): Leaf {
  const r = s.match.lastHand!;
  const t = r.tricks;
  if (s.players === 3) return { value: r.side === me ? r.points : -r.points, result: r };
  const value = s.players === 4 ? t[0]! + t[2]! - t[1]! - t[3]! : t[0]! - t[1]!;
  return { value, result: r };
}

/** The minimax value of `s` (phase `play`); `me` is the paranoid seat with 3 players. */
export function minimax(s: hokm.HokmState, me: number): Leaf {
  const hand = s.match.handNo;
  const seat = hokm.toAct(s)!;
  const max = maximises(s.players, seat, me);
  let best: Leaf | null = null;
  for (const id of hokm.legalIds(s)) {
    const c = hokm.clone(s);
    hokm.applyMutable(c, id);
    const leaf = c.match.lastHand !== null && c.match.lastHand.hand === hand ? leafOf(c, me) : minimax(c, me);
    if (best === null || (max ? leaf.value > best.value : leaf.value < best.value)) best = leaf;
  }
  return best!;
}

/** The minimax value after each legal play of the seat to act, by card. */
export function childValues(s: hokm.HokmState, me: number): Map<string, number> {
  const hand = s.match.handNo;
  const out = new Map<string, number>();
  for (const a of hokm.legalActions(s)) {
    const c = hokm.clone(s);
    hokm.applyMutable(c, a);
    const leaf = c.match.lastHand !== null && c.match.lastHand.hand === hand ? leafOf(c, me) : minimax(c, me);
    out.set((a as hokm.PlayAction).card, leaf.value);
  }
  return out;
}

/** A small deterministic generator (the tests' positions only). */
function lcg(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

/**
 * A random position of the first hand's play from `seed`, with at most
 * `left` tricks to play (and a random number of cards already on the
 * trick), or `null` when the hand was decided before.
 */
export function randomEnding(players: 2 | 3 | 4, seed: number, left: number): hokm.HokmState | null {
  const rnd = lcg(seed);
  const suits = ['C', 'D', 'H', 'S'] as const;
  let s = hokm.clone(hokm.setup({ players, seed }));
  hokm.applyMutable(s, { type: 'trump', suit: suits[Math.floor(rnd() * 4)]! });
  const total = players === 3 ? 17 : 13;
  const extra = Math.floor(rnd() * players);
  while (s.phase !== 'play') {
    const ids = hokm.legalIds(s);
    hokm.applyMutable(s, ids[Math.floor(rnd() * ids.length)]!);
  }
  for (;;) {
    const played = s.winners.length;
    if (total - played <= left && s.played.length - played * players >= Math.min(extra, players - 1)) break;
    const ids = hokm.legalIds(s);
    hokm.applyMutable(s, ids[Math.floor(rnd() * ids.length)]!);
    if (s.match.handNo !== 1 || s.phase !== 'play') return null;
  }
  s = hokm.restore(JSON.parse(JSON.stringify(s)));
  return s;
}

/** `s` with the non-trump suits renamed by `order` (a permutation of the three non-trump suit letters, in C D H S order). */
export function relabel(s: hokm.HokmState, order: string): hokm.HokmState {
  const others = 'CDHS'.replace(s.trump!, '');
  const map = new Map<string, string>([[s.trump!, s.trump!]]);
  for (let i = 0; i < 3; i++) map.set(others[i]!, order[i]!);
  const suitMap = [0, 1, 2, 3].map((k) => 'CDHS'.indexOf(map.get('CDHS'[k]!)!));
  // Masks are per seat and suit (seat * 4 + suit): renaming a suit moves its mask; a card id moves by 13 per suit.
  const hands = s.hands.map((_, i) => s.hands[(i & ~3) + suitMap.indexOf(i & 3)]!);
  const moved = (id: number) => suitMap[Math.floor(id / 13)]! * 13 + (id % 13);
  return { ...s, hands, played: s.played.map(moved) };
}

/** Renames a card's suit as {@link relabel} does. */
export function relabelCard(trump: string, order: string, card: string): string {
  const others = 'CDHS'.replace(trump, '');
  const i = others.indexOf(card[1]!);
  return i < 0 ? card : card[0]! + order[i]!;
}
