/**
 * What the cap costs 3-player PIMC's early decisions: hands played by
 * `hokmBot` (seeds of their own), and at every view with a choice in the
 * first `TRICKS` tricks, the same decision made twice from one seed, by the
 * count over 10 tricks within `MAX_NODES` positions (the setting of suite
 * `pimc3h10cap9`) and with no cap (`pimc3h10`'s). Where the cap cut the
 * decision short (fewer than 10 worlds solved), printed: how often the
 * capped card is not among the uncapped decision's best cards, and how many
 * tricks it gives away on the uncapped count's mean (the best mean minus
 * the mean of the card played), by how many worlds the capped decision kept.
 *
 * Run: `npx tsx bench/pimc3-cap-cost.ts [HANDS] [TRICKS] [MAX_NODES]` (default `30 4 900000`).
 */
import { hokm } from '../src/index.js';
import { hokmBot, hokmPimc } from '../src/bots/index.js';

const [hands = '30', tricks = '4', cap = '900000'] = process.argv.slice(2);
const setting = { worlds: 10, solveAfter: 9, tricks: true, tricksAfter: 0, tricksHorizon: 10 } as const;
/** By worlds the capped decision kept (0: `hokmBot`'s card): decisions, cards off the uncapped best, tricks given away. */
const byKept = Array.from({ length: 10 }, () => ({ cut: 0, off: 0, lost: 0 }));
let decisions = 0;
let cpuCapped = 0;
let cpuFree = 0;
for (let k = 0; k < Number(hands); k++) {
  let s = hokm.setup({ players: 3, seed: `cap cost ${k}` });
  while (s.match.handNo === 1 && s.phase !== 'over') {
    const v = hokm.view(s, hokm.toAct(s)!);
    if (v.phase === 'play' && v.history.length < Number(tricks) && v.legal.length > 1) {
      decisions++;
      const seed = `cap cost ${k} ${v.history.length} ${v.trick.cards.length}`;
      const capped = hokmPimc({ ...setting, maxNodes: Number(cap), seed });
      let t = process.cpuUsage();
      const card = hokm.encodeAction(capped(v));
      let c = process.cpuUsage(t);
      cpuCapped += (c.user + c.system) / 1e6;
      const kept = capped.last!.worlds;
      if (kept < setting.worlds) {
        const free = hokmPimc({ ...setting, maxNodes: Infinity, seed });
        t = process.cpuUsage();
        free(v);
        c = process.cpuUsage(t);
        cpuFree += (c.user + c.system) / 1e6;
        const values = free.last!.values;
        const top = Math.max(...values.values());
        const row = byKept[kept]!;
        row.cut++;
        if (!free.last!.best.includes(card)) row.off++;
        row.lost += top - values.get(card)!;
      }
    }
    s = hokm.apply(s, hokmBot(v));
  }
}
const cut = byKept.reduce((n, r) => n + r.cut, 0);
console.log(
  `${decisions} decisions in the first ${tricks} tricks of ${hands} hands; ${cut} cut by the cap of ${cap} positions (CPU ${cpuCapped.toFixed(1)} s capped, ${cpuFree.toFixed(1)} s for the cut ones uncapped)`,
);
console.log('worlds kept  cut  card off the uncapped best  tricks given away (uncapped mean)');
byKept.forEach((r, kept) => {
  if (r.cut > 0) console.log(`${String(kept).padStart(11)}  ${String(r.cut).padStart(3)}  ${String(r.off).padStart(26)}  ${(r.lost / r.cut).toFixed(2).padStart(9)} a decision`);
});
const off = byKept.reduce((n, r) => n + r.off, 0);
const lost = byKept.reduce((n, r) => n + r.lost, 0);
console.log(`all cut decisions: ${off} of ${cut} off the uncapped best, ${(lost / Math.max(1, cut)).toFixed(2)} tricks given away a decision`);
