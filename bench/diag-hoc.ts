/**
 * Where a Hoc player's chips go against `hocBot`, phase by phase: a
 * diagnostic for tuning (the evaluation itself is bench/evaluate.ts).
 *
 *   npx tsx bench/diag-hoc.ts PLAYERS GROUPS ITERATIONS ['{"opt":1}'] [ismcts|hocbot] [FROM]
 *
 * Plays deal groups FROM … FROM+GROUPS−1 (setup seed `diag deal G`), each
 * once from every seat, with the player under test in one seat and
 * `hocBot` in the others, and prints per match: chips from the bidding,
 * shows and carte blanche (pools, bets, bonuses), from hocs in the play,
 * from the payment for cards left, and the stakes; how often it went out
 * first. `hocbot` in the tested seat is the control (its figures are what
 * the seat is worth by itself: pools left unwon at the end make it ≠ 0).
 */
import * as hoc from '../src/hoc/index.js';
import { hocBot, ismcts, type IsmctsOptions } from '../src/bots/index.js';

const players = Number(process.argv[2] ?? 2) as 2 | 3;
const groups = Number(process.argv[3] ?? 10);
const iterations = Number(process.argv[4] ?? 100);
const extra = JSON.parse(process.argv[5] ?? '{}') as Partial<IsmctsOptions>;
const who = process.argv[6] ?? 'ismcts';
const from = Number(process.argv[7] ?? 0);
const tot = { bid: 0, play: 0, end: 0, stakes: 0, deals: 0, wentOut: 0, ms: 0, decisions: 0 };
const perMatch: number[] = [];
for (let g = from; g < from + groups; g++) {
  for (let me = 0; me < players; me++) {
    const p = who === 'ismcts' ? ismcts({ iterations, seed: `diag ${g} ${me}`, ...extra }) : hocBot;
    let s = hoc.setup({ players, seed: `diag deal ${g}` });
    const start = s.balances[me]! + 3; // before the first deal's stakes
    tot.stakes -= 3;
    while (!hoc.isOver(s)) {
      const seat = hoc.toAct(s)!;
      const v = hoc.view(s, seat);
      let a: hoc.HocAction;
      if (seat === me) {
        const t = performance.now();
        a = (p as (v: hoc.HocView) => hoc.HocAction)(v);
        tot.ms += performance.now() - t;
        tot.decisions++;
      } else a = hocBot(v);
      const before = s.balances[me]!;
      const play = s.phase === 'play';
      const deal = s.deal;
      s = hoc.apply(s, a);
      let d = s.balances[me]! - before;
      if (!play) tot.bid += d;
      else if (s.deal !== deal || hoc.isOver(s)) {
        // The deal ended: the payment for cards left, and the next deal's stakes.
        if (!hoc.isOver(s)) {
          d += 3;
          tot.stakes -= 3;
        }
        tot.end += d;
        tot.deals++;
        if (seat === me) tot.wentOut++;
      } else tot.play += d;
    }
    perMatch.push(s.balances[me]! - start);
  }
}
const n = perMatch.length;
const mean = perMatch.reduce((a, b) => a + b, 0) / n;
const sd = Math.sqrt(perMatch.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1));
const f = (x: number) => (x / n).toFixed(2);
console.log(
  `${who === 'ismcts' ? `ismcts(${iterations}) ${JSON.stringify(extra)}` : 'hocBot'} hoc${players}, ${n} matches (groups ${from}–${from + groups - 1}): ` +
    `chips per match ${mean.toFixed(2)} ± ${((1.96 * sd) / Math.sqrt(n)).toFixed(2)} = bidding/shows ${f(tot.bid)} + hocs ${f(tot.play)} + cards left ${f(tot.end)} + stakes ${f(tot.stakes)}; ` +
    `went out first in ${tot.wentOut} of ${tot.deals} deals; ${(tot.decisions / (tot.ms / 1000)).toFixed(0)} decisions/s`,
);
