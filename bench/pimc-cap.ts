/**
 * Calibrates PIMC's cap on searched positions (`maxNodes`): how many
 * positions each solver searches per CPU-second inside PIMC decisions.
 * Views of games played by `hokmBot` / `hocBot` (every play with a choice,
 * of the first hand or deal of seeded matches, on seeds of its own), each
 * decided once by a PIMC player of 10 worlds with a probe cap (so that the
 * slowest early views stay bounded), timed in CPU time of the process.
 * Prints the decisions, the positions per CPU-second over all of them and
 * over the slow ones (≥ 200 CPU-ms, where a cap binds), the lowest rate
 * among those (p10), and the slowest decision with its positions.
 *
 * Run: `npx tsx bench/pimc-cap.ts hokm4|hokm3|hokm2|hoc2|hoc3 [GAMES] [PROBE_NODES] [SEED] [EVERY]`
 * (default 6 games, a probe cap of 2,000,000 positions, seed 'cap', every view; EVERY k keeps one view in k).
 */
import { loadavg } from 'node:os';
import { hoc, hokm } from '../src/index.js';
import { hocBot, hocPimc, hokmBot, hokmPimc } from '../src/bots/index.js';
import type { HocView } from '../src/hoc/index.js';
import type { HokmView } from '../src/hokm/index.js';

const [variant = 'hoc3', g = '6', probe = '2000000', seed = 'cap', every = '1'] = process.argv.slice(2);
const game = variant.startsWith('hoc') ? 'hoc' : 'hokm';
const players = Number(variant.slice(-1)) as 2 | 3 | 4;
const maxNodes = Number(probe);

const views: (HokmView | HocView)[] = [];
let seen = 0;
for (let k = 0; k < Number(g); k++) {
  if (game === 'hokm') {
    let s = hokm.setup({ players, seed: `${seed} ${k}` });
    while (s.match.handNo === 1 && s.phase !== 'over') {
      const v = hokm.view(s, hokm.toAct(s)!);
      if (v.phase === 'play' && v.legal.length > 1 && seen++ % Number(every) === 0) views.push(v);
      s = hokm.apply(s, hokmBot(v));
    }
  } else {
    let s = hoc.setup({ players: players as 2 | 3, seed: `${seed} ${k}` });
    while (s.deal === 0 && s.phase !== 'over' && hoc.toAct(s) !== null) {
      const v = hoc.view(s, hoc.toAct(s)!);
      if (v.phase === 'play' && v.legal.length > 1 && seen++ % Number(every) === 0) views.push(v);
      s = hoc.apply(s, hocBot(v));
    }
  }
}

const rows: { ms: number; nodes: number; worlds: number }[] = [];
for (const [i, v] of views.entries()) {
  const p = game === 'hokm' ? hokmPimc({ worlds: 10, seed: `cap ${i}`, maxNodes }) : hocPimc({ worlds: 10, seed: `cap ${i}`, maxNodes });
  const t = process.cpuUsage();
  (p as (v: unknown) => unknown)(v);
  const c = process.cpuUsage(t);
  rows.push({ ms: (c.user + c.system) / 1000, nodes: p.last!.nodes, worlds: p.last!.worlds });
}
const rate = (rs: typeof rows): number => rs.reduce((a, r) => a + r.nodes, 0) / (rs.reduce((a, r) => a + r.ms, 0) / 1000);
const slow = rows.filter((r) => r.ms >= 200);
const rates = slow.map((r) => r.nodes / (r.ms / 1000)).sort((a, b) => a - b);
const low = slow.reduce<(typeof rows)[number] | null>((a, r) => (a === null || r.nodes / r.ms < a.nodes / a.ms ? r : a), null);
const worst = rows.reduce((a, r) => (r.ms > a.ms ? r : a));
const cut = rows.filter((r) => r.nodes > maxNodes || r.worlds < 10).length;
console.log(
  `${variant}: ${rows.length} decisions (${cut} cut by the probe cap ${maxNodes}), ${rate(rows).toFixed(0)} positions per CPU-s over all; ` +
    `${slow.length} of ≥ 200 CPU-ms: ${slow.length ? rate(slow).toFixed(0) : '-'} per CPU-s, p10 ${rates.length ? rates[Math.floor(rates.length / 10)]!.toFixed(0) : '-'}, lowest ${low === null ? '-' : `${rates[0]!.toFixed(0)} (${low.nodes} positions in ${low.ms.toFixed(0)} CPU-ms)`}; ` +
    `slowest ${worst.ms.toFixed(0)} CPU-ms (${worst.nodes} positions, ${worst.worlds} worlds); load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
);
