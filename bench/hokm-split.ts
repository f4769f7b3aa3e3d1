/**
 * Where the Hokm fast path's time goes: the same random 4-player hands as
 * bench/hokm.ts, side by side in alternating windows with limit.mjs,
 * through
 *   1. the public fast path: `clone` + `legalIds` + `applyMutable(id)`,
 *   2. the game's own checks the public path makes, called directly: the
 *      cheap shape check (`looksLikeState`), the id's legality
 *      (`checkMove`; the engine skeleton adds game over and turn),
 *      `assertWritable` and the check of `clone` (`assertCopyable`), then
 *      the rules,
 *   3. the rules alone: `copyState` + `legalIdsInto` (a reused buffer) +
 *      `run`, no check at all,
 *   4. the floor of the fast path's shape (bench/hokm-floor.ts): the same
 *      list-then-pick random play over typed arrays, every rule inline,
 *      nothing checked or recorded,
 * so the difference of rows 1–3 is what the entry points' checks and
 * wrappers cost, and row 4's ratio to the yardstick is a lower bound on
 * what any fast path of this contract (`legalIds`, then `applyMutable`)
 * can reach. A prototype for the engine skeleton's authors, not a
 * figure for users: it imports the sources (through tsx), all rows alike.
 *
 * Run: `npx tsx bench/hokm-split.ts [seconds]`.
 */
import * as hokm from '../src/hokm/index.js';
import { assertCopyable, assertWritable, looksLikeState } from '../src/hokm/shape.js';
import { legalIdsInto, MAX_LEGAL } from '../src/hokm/legal.js';
import { run } from '../src/hokm/rules.js';
import { copyState } from '../src/hokm/state.js';
import { checkMove } from '../src/hokm/validate.js';
import { floorHands } from './hokm-floor.js';
import { chooser, printRows, type Workload } from './lib.js';
import { alternate, allocationPerUnit, loadYardstick } from './yardstick.js';

const HANDS = 20;

type Variant = 'public' | 'checks' | 'rules';

/** Random hands along one variant; returns card plays (`all.n` counts every action). */
function hands(variant: Variant, pick: (n: number) => number, start: { s: hokm.HokmState }, all: { n: number }): number {
  const buf = new Array<number>(MAX_LEGAL).fill(0);
  let plays = 0;
  let actions = 0;
  for (let h = 0; h < HANDS; h++) {
    let s: hokm.HokmState;
    if (variant === 'public') s = hokm.clone(start.s);
    else {
      if (variant === 'checks') assertCopyable(start.s);
      s = copyState(start.s);
    }
    const hand = s.match.handNo;
    while (s.match.handNo === hand && s.phase !== 'over') {
      let id: number;
      if (variant === 'public') {
        const ids = hokm.legalIds(s);
        id = ids[pick(ids.length)]!;
        hokm.applyMutable(s, id);
      } else {
        if (variant === 'checks' && !looksLikeState(s)) throw new Error('shape');
        const n = legalIdsInto(s, buf);
        id = buf[pick(n)]!;
        if (variant === 'checks') {
          if (checkMove(s, id) !== null) throw new Error('illegal');
          assertWritable(s);
        }
        run(s, id, null);
      }
      actions++;
      if (id < 52) plays++;
    }
    start.s = s.phase === 'over' ? hokm.setup({ seed: pick(1 << 30) }) : s;
  }
  all.n += actions;
  return plays;
}

const seconds = Number(process.argv[2] ?? 1);
const limit = await loadYardstick<{ seed(n: number): void; runBatch(h: number): number }>('limit.mjs');
const workloads: Workload[] = (['public', 'checks', 'rules'] as const).map((v, i) => {
  const pick = chooser(i + 1);
  const start = { s: hokm.setup({ seed: 1 }) };
  const all = { n: 0 };
  return { name: `hokm 4p ${v}`, unit: 'plays', batch: () => hands(v, pick, start, all) };
});
const pickFloor = chooser(4);
workloads.push({ name: 'floor (hokm-floor.ts)', unit: 'plays', batch: () => floorHands(pickFloor, HANDS) });
if (limit) {
  limit.seed(12345);
  workloads.push({ name: 'limit.mjs', unit: 'plays', batch: () => limit.runBatch(HANDS) });
}
const rows = alternate(workloads, { seconds: 2 * seconds });
printRows(rows);
if (limit) for (const r of rows.slice(0, 4)) console.log(`${r.name} / limit.mjs = ${(rows[4]!.perSecond / r.perSecond).toFixed(2)}×`);
for (const v of ['public', 'checks', 'rules'] as const) {
  const pick = chooser(9);
  const start = { s: hokm.setup({ seed: 2 }) };
  const all = { n: 0 };
  const bytes = await allocationPerUnit(() => {
    const before = all.n;
    hands(v, pick, start, all);
    return all.n - before;
  });
  console.log(`hokm 4p ${v}: ${bytes.toFixed(1)} bytes/action`);
}
