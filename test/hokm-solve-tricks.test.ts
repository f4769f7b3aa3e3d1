/**
 * The paranoid trick count of 3-player Hokm (src/hokm/solve-tricks.ts,
 * PIMC's tie-break) against a plain exhaustive search: the seat to act
 * maximises the tricks it ends the 17 with, the two others minimise them
 * together, every trick played to the last (HOKM-8.1, HOKM-8.4, §5).
 */
import { describe, expect, it } from 'vitest';
import * as hokm from '../src/hokm/index.js';
import { paranoidTricks } from '../src/hokm/solve-tricks.js';
import { randomEnding } from './support/hokm-minimax.js';

/** A card as suit and strength (2 = 0 … ace = 12). */
interface Card {
  suit: number;
  rank: number;
}

const cardOfId = (id: number): Card => ({ suit: Math.floor(id / 13), rank: id % 13 === 0 ? 12 : (id % 13) - 1 });

/** Plain minimax over every legal card, no pruning: the tricks `me` holds (counting `won` so far) once `left` more tricks are complete. */
function exhaustive(hands: Card[][], trump: number, leader: number, trick: Card[], me: number, won: number, left: number): number {
  const seat = (leader + trick.length) % 3;
  const hand = hands[seat]!;
  if (left === 0 || (hand.length === 0 && trick.length === 0)) return won;
  const led = trick.length > 0 ? trick[0]!.suit : -1;
  const follows = hand.some((c) => c.suit === led);
  let best = seat === me ? -1 : 99;
  for (let i = 0; i < hand.length; i++) {
    const c = hand[i]!;
    if (follows && c.suit !== led) continue;
    const rest = hands.map((h, k) => (k === seat ? h.filter((_, j) => j !== i) : h));
    const t = [...trick, c];
    let v: number;
    if (t.length === 3) {
      let w = 0;
      for (let k = 1; k < 3; k++) {
        const x = t[k]!;
        const y = t[w]!;
        if (x.suit === y.suit ? x.rank > y.rank : x.suit === trump) w = k;
      }
      const winner = (leader + w) % 3;
      v = exhaustive(rest, trump, winner, [], me, won + (winner === me ? 1 : 0), left - 1);
    } else v = exhaustive(rest, trump, leader, t, me, won, left);
    best = seat === me ? Math.max(best, v) : Math.min(best, v);
  }
  return best;
}

/** The tricks `me` holds after `play` once `horizon` more tricks are complete (the current one first), by the exhaustive search. */
function reference(s: hokm.HokmState, play: hokm.PlayAction, horizon = 17): number {
  const c = hokm.clone(s);
  const me = hokm.toAct(s)!;
  const complete = s.winners.length * 3;
  const trick = s.played.slice(complete).map(cardOfId);
  const leader = s.winners.length === 0 ? s.hakem : s.winners[s.winners.length - 1]!;
  const won = s.winners.filter((w) => w === me).length;
  const hands: Card[][] = [0, 1, 2].map((seat) => {
    const out: Card[] = [];
    for (let suit = 0; suit < 4; suit++) for (let r = 0; r < 13; r++) if ((c.hands[seat * 4 + suit]! >> r) & 1) out.push({ suit, rank: r === 0 ? 12 : r - 1 });
    return out;
  });
  const trump = 'CDHS'.indexOf(s.trump!);
  const r = 'A23456789TJQK'.indexOf(play.card.charAt(0));
  const card = { suit: 'CDHS'.indexOf(play.card.charAt(1)), rank: r === 0 ? 12 : r - 1 };
  const i = hands[me]!.findIndex((x) => x.suit === card.suit && x.rank === card.rank);
  const rest = hands.map((h, k) => (k === me ? h.filter((_, j) => j !== i) : h));
  const t = [...trick, card];
  if (t.length < 3) return exhaustive(rest, trump, leader, t, me, won, horizon);
  let w = 0;
  for (let k = 1; k < 3; k++) if (t[k]!.suit === t[w]!.suit ? t[k]!.rank > t[w]!.rank : t[k]!.suit === trump) w = k;
  const winner = (leader + w) % 3;
  return exhaustive(rest, trump, winner, [], me, won + (winner === me ? 1 : 0), horizon - 1);
}

describe('paranoidTricks (3 players)', () => {
  it('equals an exhaustive search on 150 random endings of ≤ 4 tricks, every legal play', () => {
    let checked = 0;
    for (let seed = 1; checked < 150; seed++) {
      const s = randomEnding(3, seed, 4);
      if (s === null) continue;
      const plays = hokm.legalActions(s).filter((a): a is hokm.PlayAction => a.type === 'play');
      const got = paranoidTricks(s, plays);
      expect(got, `seed ${seed}`).toEqual(plays.map((p) => reference(s, p)));
      checked++;
    }
  });

  it('counts only the next tricks with a horizon: equal to the exhaustive search cut there, on 150 endings of ≤ 4 tricks', () => {
    let checked = 0;
    let cut = 0;
    for (let seed = 1; checked < 150; seed++) {
      const s = randomEnding(3, 5000 + seed, 4);
      if (s === null) continue;
      const plays = hokm.legalActions(s).filter((a): a is hokm.PlayAction => a.type === 'play');
      const horizon = 1 + (seed % 3);
      const got = paranoidTricks(s, plays, horizon);
      const want = plays.map((p) => reference(s, p, horizon));
      expect(got, `seed ${5000 + seed}`).toEqual(want);
      if (want.some((x, i) => x !== reference(s, plays[i]!))) cut++;
      checked++;
    }
    // The horizon changes the count in some endings (else this test would not tell).
    expect(cut).toBeGreaterThan(10);
  });

  it('answers another table size, a card not held and a horizon out of range with coded errors', () => {
    const four = randomEnding(4, 3, 3)!;
    expect(() => paranoidTricks(four, [])).toThrow(expect.objectContaining({ code: 'BAD_STATE' }));
    let s: hokm.HokmState | null = null;
    for (let seed = 1; s === null; seed++) s = randomEnding(3, seed, 3);
    const seat = hokm.toAct(s)!;
    const notMine = hokm
      .legalActions(hokm.apply(s, hokm.legalActions(s)[0]!))
      .find((a) => a.type === 'play' && !hokm.legalActions(s).some((b) => b.type === 'play' && b.card === a.card));
    if (notMine !== undefined && notMine.type === 'play') expect(() => paranoidTricks(s, [notMine])).toThrow(expect.objectContaining({ code: 'BAD_STATE' }));
    for (const h of [0, 14, 2.5]) expect(() => paranoidTricks(s, [], h)).toThrow(expect.objectContaining({ code: 'BAD_OPTIONS' }));
    expect(seat).toBeGreaterThanOrEqual(0);
  });
});
