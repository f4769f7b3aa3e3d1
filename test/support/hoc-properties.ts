/**
 * The Hoc property run shared by the property test files (2 players in one,
 * 3 players halved between two, so that vitest runs them side by side on
 * two cores): seeded random games through
 * the test kit (src/core/testkit.ts) with the Hoc invariants checked after
 * every action: chips conserved, every card in one place, every chip
 * movement an event, hocs and end-of-deal payments as the rules say,
 * bounded bidding, secrecy, sampling, termination, JSON round trips and
 * replay determinism.
 */
import { expect } from 'vitest';
import { cardId, isCard } from '../../src/cards/cards.js';
import { checkSample, checkSecrecy, simulate } from '../../src/core/testkit.js';
import { places } from '../fixtures/hoc-helpers.js';
import { best, engine, handCards, runsOf, shuffleHidden, totalChips, type HocAction, type HocEvent, type HocState } from '../../src/hoc/index.js';

/**
 * Games per player count: 800 in `npm test` (about 40 s of CPU per
 * thousand games and player count: at 2,000 these three files took a
 * third of the suite's time, and `npm test` must stay within five minutes
 * on two cores); `npm run test:long` sets HOC_GAMES to 20,000.
 */
export const GAMES = Number(process.env.HOC_GAMES ?? 800);

/**
 * A per-test time limit for `games` games, there to stop a hang, not to
 * time anything: 750 ms a game. They take about 100 ms a game on the
 * 2-core machine shared with five other busy processes, and a 3-player half
 * (400 games) once passed 120 s at a load average of 14.
 */
export function limitFor(games: number): number {
  return Math.max(60_000, games * 750);
}

/** Varied options per game: variants, small stacks (bet cap reached), low raise limits. */
export function options(players: 2 | 3) {
  return (g: number) => ({
    players,
    deals: players,
    falseWithout: g % 4 === 1,
    tripleGame: g % 3 === 2,
    chips: g % 5 === 3 ? 12 : 100,
    raiseLimit: g % 7 === 4 ? 3 : 20,
  });
}

const PLACES = ['point', 'sequence', 'tricon'] as const;

function checkLedger(before: HocState, after: HocState, events: HocEvent[]): void {
  const n = before.options.players;
  const bal = before.balances.slice();
  const pools = before.pools.slice();
  const bets = PLACES.map((_, p) => before.bets.reduce((a, b) => a + b[p]!, 0));
  for (const e of events) {
    if (e.type !== 'chips') continue;
    if (!(Number.isInteger(e.amount) && e.amount > 0)) throw new Error(`chips amount ${e.amount}`);
    for (const [place, sign] of [
      [e.from, -1],
      [e.to, 1],
    ] as const) {
      if (typeof place === 'number') bal[place]! += sign * e.amount;
      else {
        const [kind, prize] = place.split(':') as ['pool' | 'bets', (typeof PLACES)[number]];
        (kind === 'pool' ? pools : bets)[PLACES.indexOf(prize)]! += sign * e.amount;
      }
    }
  }
  const afterBets = PLACES.map((_, p) => after.bets.reduce((a, b) => a + b[p]!, 0));
  if (JSON.stringify([bal, pools, bets]) !== JSON.stringify([after.balances, after.pools, afterBets])) {
    throw new Error(`chips events do not account for the change: ${JSON.stringify([bal, pools, bets])} vs ${JSON.stringify([after.balances, after.pools, afterBets])}`);
  }
  if (totalChips(after) !== before.options.chips * n) throw new Error('chips not conserved');
}

/** Every card exactly once among the hands, the stock and the runs (counted by card id: this runs after every action). */
function checkCards(s: HocState): void {
  const seen = new Uint8Array(52);
  let n = 0;
  const count = (cards: readonly string[]) => {
    for (const c of cards) {
      if (!isCard(c) || seen[cardId(c)]!++) throw new Error(`card ${c} is not a card, or in two places`);
      n++;
    }
  };
  const pl = places(s);
  for (const h of pl.hands) count(h);
  count(pl.stock);
  for (const r of runsOf(s)) count(r.cards);
  if (n !== 52) throw new Error(`${n} cards in play, not 52`);
}

function checkEvents(before: HocState, action: HocAction, after: HocState, events: HocEvent[]): void {
  const n = before.options.players;
  events.forEach((e, i) => {
    if (e.type === 'hoc') {
      const pay = events.slice(i + 1, i + n);
      if (
        !pay.every((p) => p.type === 'chips' && p.reason === 'hoc' && p.amount === 1 && p.to === e.seat) ||
        new Set(pay.map((p) => (p as { from: number }).from)).size !== n - 1
      ) {
        throw new Error(`hoc not paid 1 chip by each other player: ${JSON.stringify(pay)}`);
      }
    }
    if (e.type === 'dealEnd') {
      const paid = events.filter((p) => p.type === 'chips' && p.reason === 'cards left') as Extract<HocEvent, { type: 'chips' }>[];
      for (let p = 0; p < n; p++) {
        if (p === e.seat) continue;
        const due = before.options.cardsLeftTable[e.cardsLeft[p]!]!;
        const got = paid.filter((x) => x.from === p && x.to === e.seat).reduce((a, x) => a + x.amount, 0);
        if (got !== due) throw new Error(`seat ${p} with ${e.cardsLeft[p]} cards paid ${got}, table says ${due}`);
      }
    }
  });
  for (const e of events) {
    // Declarations are true: the announcement is the declarer's actual best combination.
    if (e.type === 'bid' && e.bid === 'declare') {
      const c = best(e.prize, handCards(before, e.seat))!;
      const a = e.announcement!;
      const want = c.kind === 'point' ? c.length : c.kind === 'sequence' ? Math.min(c.length, 5) : c.size;
      const rank = c.kind === 'point' ? null : c.kind === 'sequence' ? c.top : c.rank;
      if (a.length !== want || a.rank !== rank || (a.value !== null && c.kind === 'point' && a.value !== c.value)) {
        throw new Error(`announcement ${JSON.stringify(a)} is not the best ${JSON.stringify(c)}`);
      }
    }
  }
  const hocChips = events.filter((e) => e.type === 'chips' && e.reason === 'hoc').length;
  if (hocChips !== events.filter((e) => e.type === 'hoc').length * (n - 1)) throw new Error('hoc chips without a hoc');
  if (action.type === 'raise') {
    if (before.raiser === before.turn) throw new Error('a player raised their own raise');
    if (action.amount > before.options.raiseLimit) throw new Error('raise above the limit');
    if (after.bets.some((b) => b.some((x) => x > before.options.chips))) throw new Error('bet above the cap');
  }
  if (events.length === 0) throw new Error(`no event for ${JSON.stringify(action)}`);
  if (action.type === 'without' && !before.options.falseWithout && after.lies.length > 0) throw new Error('a lie without the variant');
}

/**
 * Plays `games` random games of `players` players, checking every property
 * after every action; `shard` names a share of a variant's games run by
 * its own test file, so that vitest runs the shares side by side.
 */
export function propertyRun(players: 2 | 3, games: number, shard = ''): void {
  let k = 0;
  let hocs = 0;
  let deals = 0;
  const report = simulate<HocState, HocAction>(engine, {
    games,
    seed: `hoc-props-${players}${shard}`,
    options: options(players),
    validateAll: false,
    jsonEvery: 41,
    // JSON snapshots proving the input unchanged are the kit's costliest
    // check; states are deeply frozen (tested), so every 5th action is plenty.
    unchangedEvery: 5,
    // Replaying a whole game is as dear as playing it: every 4th game.
    replayEvery: 4,
    maxActions: 20_000,
    invariant: (before, action, after, events) => {
      const ev = events as HocEvent[];
      checkLedger(before, after, ev);
      checkCards(after);
      checkEvents(before, action, after, ev);
      hocs += ev.filter((e) => e.type === 'hoc').length;
      deals += ev.filter((e) => e.type === 'dealEnd').length;
      if (++k % 83 === 0 && after.phase !== 'over') {
        const seat = k % players;
        checkSecrecy(engine, after, seat, shuffleHidden, k);
        checkSample(engine, after, seat, k);
      }
      if (k % 97 === 0 && after.phase !== 'over') {
        // Every legal action validates, and the fast path agrees with apply.
        const legal = engine.legalActions(after);
        for (const a of legal) {
          const v = engine.validate(after, a, after.turn);
          if (!v.ok) throw new Error(`legal ${JSON.stringify(a)} refused: ${v.code} ${v.message}`);
          engine.applyMutable(engine.clone(after), a); // applies without throwing
        }
        const a = legal[k % legal.length]!;
        const c = engine.clone(after);
        engine.applyMutable(c, a);
        expect(c).toEqual(engine.apply(after, a));
      }
    },
  });
  expect(report.games).toBe(games);
  expect(deals).toBe(games * players);
  expect(hocs).toBeGreaterThan(games);
}
