/**
 * How often PIMC's solved decisions cannot tell the cards apart: the share
 * of decisions (with a choice) where every legal card has the same mean
 * value over the worlds, and where several share the best. With 3 players
 * the solver is paranoid (the two others combined against the seat), so in
 * many worlds the seat loses whatever it plays and every card is worth the
 * same. Views of hands played by `hokmBot`, from trick `FROM` on.
 *
 * Run: `npx tsx bench/pimc-ties.ts PLAYERS FROM [HANDS]` (e.g. `3 8 20`, `4 4 20`).
 */
import { hokm } from '../src/index.js';
import { hokmBot, hokmPimc } from '../src/bots/index.js';

const [n = '3', from = '8', h = '20'] = process.argv.slice(2);
const players = Number(n) as 2 | 3 | 4;
let decisions = 0;
let allSame = 0;
let tiedBest = 0;
for (let k = 0; k < Number(h); k++) {
  const pimc = hokmPimc({ worlds: 10, seed: `ties ${k}`, opponentModel: false });
  let s = hokm.setup({ players, seed: `ties ${k}` });
  while (s.match.handNo === 1 && s.phase !== 'over') {
    const v = hokm.view(s, hokm.toAct(s)!);
    if (v.phase === 'play' && v.history.length >= Number(from) && v.legal.length > 1) {
      pimc(v);
      const values = [...pimc.last!.values.values()];
      const top = Math.max(...values);
      decisions++;
      if (values.every((x) => x === values[0])) allSame++;
      if (values.filter((x) => x === top).length > 1) tiedBest++;
    }
    s = hokm.apply(s, hokmBot(v));
  }
}
console.log(
  `${players} players from trick ${Number(from) + 1}: ${decisions} solved decisions with a choice; every card the same mean value in ${((100 * allSame) / decisions).toFixed(1)} %, several best in ${((100 * tiedBest) / decisions).toFixed(1)} %`,
);
