/**
 * `npx tsx bench/solve-consistency.ts [state.json]`: checks that
 * `hokm.analyze` of a state agrees with itself one play deeper: each
 * play's final tricks must be those of the best play of the position after
 * it. The default state (test/fixtures/hokm-split-run.json, a PIMC world
 * of a 4-player deal, 3 cards of the first trick played) is the one that
 * showed the solver's table answering for a position where a run of
 * equivalent cards is split (fixed: `keepRuns` in src/hokm/solve-search.ts;
 * test/hokm-solve.test.ts pins it). Exits with 1 on a disagreement: run it
 * on any state you doubt.
 */
import { readFileSync } from 'node:fs';
import * as hokm from '../dist/hokm/index.js';

const file = process.argv[2] ?? new URL('../test/fixtures/hokm-split-run.json', import.meta.url);
const state = JSON.parse(readFileSync(file, 'utf8')) as hokm.HokmState;
const root = hokm.analyze(state);
let bad = 0;
for (const a of root.actions) {
  const next = hokm.apply(state, a.action);
  if (next.phase !== 'play') continue;
  const after = hokm.analyze(next);
  const best = after.actions.find((x) => after.best.some((b) => b.card === x.action.card))!;
  const same = best.tricks.join() === a.tricks.join();
  if (!same) bad++;
  console.log(`${a.action.card}: ${a.tricks.join('–')}, best after it ${best.tricks.join('–')}${same ? '' : '  DISAGREES'}`);
}
console.log(bad === 0 ? 'consistent' : `${bad} play(s) disagree`);
process.exit(bad === 0 ? 0 : 1);
