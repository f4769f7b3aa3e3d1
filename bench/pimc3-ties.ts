/**
 * How often 3-player PIMC's decisions end in a tie, and whether `hokmBot`'s
 * card is among the tied ones (what option `ties: 'bot'` plays then): PIMC
 * with the count over 10 tricks (`tricksAfter: 0`, `tricksHorizon: 10`,
 * the paranoid value with the count's tie-break from the 10th trick, 10
 * worlds, `MAX_NODES` positions a decision) decides every view with a
 * choice of the first hand of `HANDS` games played by `hokmBot` (seeds of
 * its own); printed: the decisions, those with several best cards (how
 * many, and of how many suits: cards of one suit may be equivalent), and
 * how often `hokmBot`'s card is among the best, by trick; and how many
 * decisions still had several best cards once the tie-break (if any) was
 * made (`player.last.best`).
 *
 * With `TIE_BREAK` (e.g. 13), the count's ties are broken by the count over
 * that many tricks (option `tricksTieBreak`), and the CPU time per decision
 * is printed too.
 *
 * Run: `npx tsx bench/pimc3-ties.ts [HANDS] [MAX_NODES] [TIE_BREAK]` (default `6 900000`).
 */
import { hokm } from '../src/index.js';
import { hokmBot, hokmPimc } from '../src/bots/index.js';

const [hands = '6', cap = '900000', tieBreak] = process.argv.slice(2);
const player = hokmPimc({
  worlds: 10,
  solveAfter: 9,
  tricks: true,
  tricksAfter: 0,
  tricksHorizon: 10,
  maxNodes: Number(cap),
  seed: 'pimc3 ties',
  ...(tieBreak === undefined ? {} : { tricksTieBreak: Number(tieBreak) }),
});
const cpu: number[] = [];
let decisions = 0;
let tied = 0;
let tiedCards = 0;
let tiedSuits = 0;
let botAmong = 0;
let stillLevel = 0;
const byTrick = Array.from({ length: 17 }, () => ({ decisions: 0, tied: 0 }));
for (let k = 0; k < Number(hands); k++) {
  let s = hokm.setup({ players: 3, seed: `ties ${k}` });
  while (s.match.handNo === 1 && s.phase !== 'over') {
    const v = hokm.view(s, hokm.toAct(s)!);
    if (v.phase === 'play' && v.legal.length > 1) {
      const t = process.cpuUsage();
      const chosen = hokm.encodeAction(player(v));
      const c = process.cpuUsage(t);
      cpu.push((c.user + c.system) / 1000);
      const values = player.last!.values;
      if (values.size > 0) {
        const top = Math.max(...values.values());
        const best = [...values].filter(([, x]) => x === top).map(([id]) => id);
        if (!best.includes(chosen)) throw new Error('the player chose a card outside its best');
        const trick = byTrick[v.history.length]!;
        decisions++;
        trick.decisions++;
        if (best.length > 1) {
          tied++;
          trick.tied++;
          tiedCards += best.length;
          tiedSuits += new Set(best.map((id) => Math.floor(id / 13))).size;
        }
        if (best.includes(hokm.encodeAction(hokmBot(v)))) botAmong++;
        if (player.last!.best.length > 1) stillLevel++;
      }
    }
    s = hokm.apply(s, hokmBot(v));
  }
}
console.log(
  `${decisions} solved decisions with a choice, ${tied} with several best cards (${(tiedCards / tied).toFixed(1)} cards of ${(tiedSuits / tied).toFixed(1)} suits on average); hokmBot's card among the best in ${botAmong}; several best after the tie-break in ${stillLevel}`,
);
cpu.sort((a, b) => a - b);
console.log(`CPU-ms a decision: median ${cpu[cpu.length >> 1]!.toFixed(1)}, p90 ${cpu[Math.floor(cpu.length * 0.9)]!.toFixed(1)}, slowest ${cpu[cpu.length - 1]!.toFixed(1)}`);
console.log(`by trick (tied / decisions): ${byTrick.map((t, i) => `${i + 1}: ${t.tied}/${t.decisions}`).join(', ')}`);
