/**
 * How often PIMC's solved decisions cannot tell the cards apart: the share
 * of decisions (with a choice) where every legal card has the same mean
 * value over the worlds, and where several share the best. With 3 players
 * the solver is paranoid (the two others combined against the seat), so in
 * many worlds the seat loses whatever it plays and every card is worth the
 * same; there it also prints how often several cards are still best once
 * the paranoid trick count breaks the ties (option `tricks`, over the same
 * worlds). Views of hands played by `hokmBot`, from trick `FROM` on.
 *
 * Run: `npx tsx bench/pimc-ties.ts PLAYERS FROM [HANDS]` (e.g. `3 8 20`, `4 4 20`).
 */
import { hokm } from '../src/index.js';
import { hokmBot } from '../src/bots/index.js';
import { analyzeWorlds } from '../src/hokm/analyze-view.js';
import type { HokmState, PlayAction } from '../src/hokm/index.js';
import { paranoidTricks } from '../src/hokm/solve-tricks.js';

const [n = '3', from = '8', h = '20'] = process.argv.slice(2);
const players = Number(n) as 2 | 3 | 4;
let decisions = 0;
let allSame = 0;
let tiedBest = 0;
let tiedAfterTricks = 0;
for (let k = 0; k < Number(h); k++) {
  let s = hokm.setup({ players, seed: `ties ${k}` });
  let d = 0;
  while (s.match.handNo === 1 && s.phase !== 'over') {
    const v = hokm.view(s, hokm.toAct(s)!);
    if (v.phase === 'play' && v.history.length >= Number(from) && v.legal.length > 1) {
      const kept: HokmState[] = [];
      const a = analyzeWorlds(v, { worlds: 10, seed: `ties ${k} ${d++}` }, null, undefined, kept);
      const values = a.actions.map((x) => x.score);
      const top = Math.max(...values);
      decisions++;
      if (values.every((x) => x === values[0])) allSame++;
      const tied = a.actions.filter((x) => x.score === top).map((x) => x.action as PlayAction);
      if (tied.length > 1) {
        tiedBest++;
        if (players === 3 && 17 - v.history.length <= 13) {
          const sums = tied.map(() => 0);
          for (const w of kept) paranoidTricks(w, tied).forEach((t, i) => (sums[i]! += t));
          if (sums.filter((x) => x === Math.max(...sums)).length > 1) tiedAfterTricks++;
        }
      }
    }
    s = hokm.apply(s, hokmBot(v));
  }
}
const pct = (x: number) => `${((100 * x) / decisions).toFixed(1)} %`;
console.log(
  `${players} players from trick ${Number(from) + 1}: ${decisions} solved decisions with a choice; every card the same mean value in ${pct(allSame)}, several best in ${pct(tiedBest)}${players === 3 ? `, several best after the trick count in ${pct(tiedAfterTricks)}` : ''}`,
);
