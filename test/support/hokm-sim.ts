/**
 * The Hokm simulation shared by hokm-sim.test.ts (4 players) and
 * hokm-sim-small.test.ts (3 and 2 players), which vitest runs side by side:
 * the test kit's random matches with the Hokm invariants checked after every
 * action, plus secrecy (checkSecrecy with shuffleHidden) and determinization
 * (checkSample). Full checks (every legal action validated, JSON round trip
 * every action, secrecy and sampling) run on 30 matches per variant; the
 * light checks on many more.
 */
import { describe, expect, it } from 'vitest';
import * as hokm from '../../src/hokm/index.js';
import { idsOf } from '../../src/hokm/sets.js';
import { DECK } from '../../src/cards/index.js';
import { checkSample, checkSecrecy, simulate } from '../../src/core/testkit.js';
import { shuffleHidden } from '../hokm-helpers.js';

type S = hokm.HokmState;

/** Reference trick winner, written independently of the engine. */
function refWinner(cards: string[], leader: number, n: number, trump: string): number {
  const rank = (c: string) => '23456789TJQKA'.indexOf(c[0]!);
  let best = 0;
  for (let k = 1; k < n; k++) {
    const b = cards[best]!;
    const c = cards[k]!;
    if ((c[1] === b[1] && rank(c) > rank(b)) || (c[1] === trump && b[1] !== trump)) best = k;
  }
  return (leader + best) % n;
}

/** Checks the Hokm invariants for one transition. */
export function invariant(before: S, _a: unknown, after: S, events: unknown[]): void {
  // Checked after every action, hence plain checks rather than expect(),
  // whose bookkeeping cost more than the engine; the rarer hand ends below
  // use expect().
  const n = after.players;
  // Every card in play in exactly one place, the removed 2 in none, and the
  // public counts add up to the cards in play.
  const places: number[] = [];
  for (let k = 0; k < n; k++) places.push(...idsOf(after.hands, k), ...idsOf(after.discards, k));
  places.push(...after.stock, ...after.played);
  const inPlay = n === 3 ? 51 : 52;
  check(places.length === inPlay, `${places.length} cards in play, not ${inPlay}`);
  check(new Set(places).size === places.length, 'a card in two places');
  if (n === 3) check(!places.includes(DECK.indexOf(after.match.options.removedTwo!)), 'the removed 2 is in play');
  const v = hokm.view(after, 0);
  const sum = (a: number[]) => a.reduce((x, y) => x + y, 0);
  const playedCount = v.history.length * n + v.trick.cards.length;
  check(after.played.length === playedCount, 'played cards and the view disagree');
  check(sum(v.handCounts) + playedCount + v.stockCount + sum(v.discardCounts) === inPlay, "the view's counts do not add up");
  // Points only grow.
  after.match.points.forEach((p, i) => check(p >= before.match.points[i]!, 'points went down'));
  const evs = events as hokm.HokmEvent[];
  for (const e of evs) if (e.type === 'dealt' || e.type === 'drew') check(!('card' in e) && !('cards' in e), `${e.type} shows a card`);
  const won = evs.find((e) => e.type === 'handWon');
  const trick = evs.find((e) => e.type === 'trickWon');
  if (trick) {
    const winner = refWinner(trick.cards, trick.leader, n, before.trump!);
    check(trick.seat === winner, `trick won by ${trick.seat}, the reference says ${winner}`);
  }
  if (!won) {
    check(after.match.handNo === before.match.handNo, 'a new hand without a handWon event');
    if (trick) {
      // The hand goes on: nobody has won yet.
      const t = trick.tricks;
      const decided = n === 4 ? Math.max(t[0]! + t[2]!, t[1]! + t[3]!) >= 7 : n === 2 ? Math.max(...t) >= 7 : !undecided3(t);
      check(!decided, `the hand goes on after a decided trick count ${t.join('-')}`);
    }
    return;
  }
  // A hand ends only on a completed trick, at once when decided.
  expect(trick).toBeDefined();
  const r = won.result;
  const t = r.tricks;
  const played = t.reduce((a, b) => a + b, 0);
  expect(r.hakem).toBe(before.hakem);
  const byHakem = n === 4 ? (before.hakem & 1) === r.side : before.hakem === r.side;
  if (n === 4 || n === 2) {
    const side = n === 4 ? [t[0]! + t[2]!, t[1]! + t[3]!] : t;
    expect(side[r.side]).toBe(7);
    const kot = side.every((x, i) => i === r.side || x === 0);
    expect(r.kind).toBe(kot ? 'kot' : 'tricks');
  } else {
    if (r.kind === 'kot') expect(played === 7 && t[r.side] === 7).toBe(true);
    else if (r.kind === 'tie') {
      expect(played).toBe(17);
      const others = t.filter((_, i) => i !== r.side);
      expect(others[0]).toBe(others[1]);
    } else {
      expect(t.every((x, i) => i === r.side || x + (17 - played) < t[r.side]!)).toBe(true);
      expect(played === 7 && t[r.side] === 7).toBe(false);
    }
  }
  expect(r.points).toBe(r.kind === 'kot' ? (byHakem ? 2 : 3) : 1);
  expect(after.match.points[r.side]).toBe(before.match.points[r.side]! + r.points);
  const over = after.match.points[r.side]! >= after.match.options.target;
  expect(after.phase === 'over').toBe(over);
  if (!over) {
    expect(after.hakem).toBe(byHakem ? before.hakem : (before.hakem + 1) % n);
    expect(hokm.view(after, 0).dealer).toBe((after.hakem + n - 1) % n);
    expect(after.played).toEqual([]);
  } else {
    before.match.points.forEach((p) => expect(p).toBeLessThan(after.match.options.target));
  }
}

/** Throws `message` unless `ok`. */
function check(ok: boolean, message: string): void {
  if (!ok) throw new Error(message);
}

/** 3 players: no player has a lead nobody can catch, and no 7-0-0 after 7. */
function undecided3(t: number[]): boolean {
  const played = t.reduce((a, b) => a + b, 0);
  if (played === 7 && Math.max(...t) === 7) return false;
  const lead = Math.max(...t);
  const leaders = t.filter((x) => x === lead).length;
  if (leaders > 1) return played < 17;
  return t.some((x) => x !== lead && x + 17 - played >= lead);
}

/** Secrecy and sampling every 3rd action, for each seat in turn (every seat every few actions). */
export function deepChecks(s: S, step: number): void {
  if (hokm.isOver(s) || step % 3 !== 0) return;
  const seat = (step / 3) % s.players;
  checkSecrecy(hokm.engine, s, seat, shuffleHidden, `sec${step}/${seat}`);
  checkSample(hokm.engine, s, seat, `sample${step}/${seat}`);
}

/**
 * Light-check matches per variant: in `npm test` 600 with 4 players and 380
 * with 3 and 2 (1,360 in all, so that `npm test` stays within five minutes
 * on two cores); `npm run test:long` sets HOKM_GAMES to 20,000 for each.
 */
export function gamesFor(players: 4 | 3 | 2): number {
  return Number(process.env.HOKM_GAMES ?? (players === 4 ? 600 : 380));
}

/**
 * A per-test time limit for `games` matches: 150 ms a match, three times
 * what they took (about 40 ms a match) on the 2-core machine shared with
 * several other busy processes.
 */
export function limitFor(games: number): number {
  return Math.max(60_000, games * 150);
}

/** The full and the light simulation of one variant, as two tests. */
export function simulationTests(players: 4 | 3 | 2): void {
  const games = gamesFor(players);
  describe(`hokm, ${players} players: simulation through the test kit`, () => {
    it('full checks (validateAll, JSON every action, secrecy, sampling)', () => {
      let step = 0;
      const r = simulate<S, hokm.HokmAction>(hokm.engine, {
        games: 30,
        seed: `hokm-full-${players}`,
        options: (g) => ({ players, ...(g % 3 === 0 ? { target: 3 } : {}) }),
        jsonEvery: 1,
        validateAll: true,
        invariant: (b, a, s, e) => {
          invariant(b, a, s, e);
          deepChecks(s, step++);
        },
      });
      expect(r.games).toBe(30);
    }, 120_000);

    it(
      'light checks on many matches',
      () => {
        const r = simulate<S, hokm.HokmAction>(hokm.engine, {
          games,
          seed: `hokm-light-${players}`,
          options: () => ({ players, target: 2 }),
          jsonEvery: 97,
          // States are deeply frozen (tested): the costly JSON proof that an
          // input stayed unchanged is sampled.
          unchangedEvery: 5,
          replayEvery: 4,
          validateAll: false,
          invariant,
        });
        expect(r.games).toBe(games);
      },
      limitFor(games),
    );
  });
}
