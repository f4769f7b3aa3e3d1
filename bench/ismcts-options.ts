/**
 * Does an ISMCTS option gain? Mode `objective`: valuing playouts by the
 * match (`objective: 'match'`) against the hand's points; mode `final`:
 * playing the highest mean reward (`final: 'reward'`) against the most
 * visited move; mode `observers`: multiple-observer trees (`opponents:
 * 'observers'`) against the single-observer tree (`Y_ITERATIONS=N` gives
 * the single-observer side N iterations, for a match at equal CPU time). Two ISMCTS partnerships, the same search but for the
 * option, meet in 4-player Hokm over duplicate deals with seats rotated;
 * the win rate has the arena's interval, clustered by deal. Shards run in
 * separate processes and merge exactly.
 *
 * Run: `npm run build && npx tsx bench/ismcts-options.ts objective|final|observers MATCHES ITERATIONS [FROM TO] > part.json`,
 * then `npx tsx bench/ismcts-options.ts merge part1.json part2.json …`.
 * `X_EXPLORATION=0.35` gives the first entrant (the option's side) another
 * exploration constant.
 */
import { readFileSync } from 'node:fs';
import { arena, formatArena, hokmIsmcts, mergeArena, type ArenaResult } from '../dist/bots/index.js';

const [mode, a, b, from, to] = process.argv.slice(2);
if (mode === 'merge') {
  const parts = process.argv.slice(3).map((f) => JSON.parse(readFileSync(f, 'utf8')) as ArenaResult);
  console.log(formatArena(mergeArena(parts)));
} else {
  const matches = Number(a ?? 40);
  const iterations = Number(b ?? 100);
  const [x, y] = mode === 'final' ? (['reward', 'visits'] as const) : mode === 'observers' ? (['observers', 'tree'] as const) : (['match', 'hand'] as const);
  const xc = process.env.X_EXPLORATION;
  // Mode observers at equal CPU time: the single-observer side gets more iterations (Y_ITERATIONS).
  const yIterations = Number(process.env.Y_ITERATIONS ?? iterations);
  const player = (seed: string, v: string) => {
    const exploration = v === x && xc !== undefined ? Number(xc) : 0.7;
    if (mode === 'observers') return hokmIsmcts({ iterations: v === x ? iterations : yIterations, seed, exploration, opponents: v as 'observers' });
    return hokmIsmcts(mode === 'final' ? { iterations, seed, exploration, final: v as 'reward' } : { iterations, seed, exploration, objective: v as 'match' });
  };
  const r = arena({
    game: 'hokm',
    options: { players: 4 },
    entrants: [
      { name: `${x}(${iterations}${xc !== undefined ? `, c=${xc}` : ''})`, create: (seed) => player(seed, x) as never },
      { name: `${y}(${mode === 'observers' ? yIterations : iterations})`, create: (seed) => player(seed, y) as never },
    ],
    lineup: [0, 1, 0, 1],
    matches,
    seed: mode ?? 'objective',
    ...(from !== undefined ? { from: Number(from), to: Number(to) } : {}),
  });
  console.log(JSON.stringify(r));
}
