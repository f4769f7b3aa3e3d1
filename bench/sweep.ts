/**
 * The long determinization sweep (`npm run sweep -- [states per variant]`):
 * the property of test/sample.test.ts over many more reachable states —
 * every variant of both games, several samples per state: the seat's view
 * is unchanged, the state restores, every Hoc announcement holds. Prints
 * the count per variant and the slowest Hoc sample; exits non-zero on the
 * first failure.
 */
import { bots, hoc, hokm, Rng, seedRng } from '../src/index.js';
import { PRIZES, best, countedLength } from '../src/hoc/index.js';
import { deepEqual, firstDifference } from '../src/core/equal.js';

const perVariant = Number(process.argv[2] ?? 5000);

function fail(msg: string): never {
  console.error(msg);
  process.exit(1);
}

for (const players of [4, 3, 2] as const) {
  const rng = new Rng(seedRng(`sweep hokm ${players}`));
  let s = hokm.clone(hokm.setup({ players, seed: 0 }));
  let game = 0;
  let checked = 0;
  while (checked < perVariant) {
    if (s.phase === 'over') s = hokm.clone(hokm.setup({ players, seed: ++game }));
    const seat = rng.int(players);
    const v = hokm.view(s, seat);
    for (let k = 0; k < 3; k++) {
      const t = hokm.sampleHidden(v, rng, { mutable: k > 0 });
      const d = firstDifference(hokm.view(t, seat), v);
      if (d) fail(`hokm ${players}p game ${game}: ${d}`);
      hokm.restore(JSON.parse(JSON.stringify(t)));
    }
    checked++;
    const ids = hokm.legalIds(s);
    const v2 = hokm.view(s, hokm.toAct(s)!);
    hokm.applyMutable(s, rng.int(2) === 0 ? ids[rng.int(ids.length)]! : hokm.encodeAction(bots.hokmBot(v2)));
  }
  console.log(`hokm ${players}p: ${checked} states, 3 samples each: ok`);
}

for (const players of [2, 3] as const) {
  for (const falseWithout of [false, true]) {
    const rng = new Rng(seedRng(`sweep hoc ${players} ${falseWithout}`));
    let s = hoc.setup({ players, seed: 0, falseWithout, raiseLimit: 4 });
    let game = 0;
    let checked = 0;
    let slowest = 0;
    while (checked < perVariant) {
      if (hoc.isOver(s)) s = hoc.setup({ players, seed: ++game, falseWithout, raiseLimit: 4 });
      const seat = rng.int(players);
      const v = hoc.view(s, seat);
      const t0 = performance.now();
      const t = hoc.sampleHidden(v, rng);
      slowest = Math.max(slowest, performance.now() - t0);
      if (!deepEqual(hoc.view(t, seat), v)) fail(`hoc ${players}p game ${game}: ${firstDifference(hoc.view(t, seat), v)}`);
      hoc.restore(JSON.parse(JSON.stringify(t)));
      for (let p = 0; p < players; p++) {
        const hand = [...hoc.handCards(t, p), ...hoc.runsOf(t).flatMap((r) => r.cards.filter((_, i) => r.by[i] === p))];
        s.announced[p]!.forEach((a, k) => {
          if (!a) return;
          const c = best(PRIZES[k]!, hand);
          const ok =
            c !== null &&
            (c.kind === 'point'
              ? c.length === a.length && (a.value === null || c.value === a.value)
              : c.kind === 'sequence'
                ? countedLength(c) === a.length && c.top === a.rank
                : c.size === a.length && c.rank === a.rank);
          if (!ok) fail(`hoc ${players}p game ${game}: seat ${p}'s ${PRIZES[k]} announcement broken`);
        });
      }
      checked++;
      const legal = v.seat === hoc.toAct(s) ? v.legal : hoc.legalActions(s);
      const calm = legal.filter((a) => a.type !== 'raise' || rng.int(6) === 0);
      s = hoc.apply(s, rng.int(2) === 0 ? (calm[rng.int(calm.length)] ?? legal[0]!) : bots.hocBot(hoc.view(s, hoc.toAct(s)!)));
    }
    console.log(`hoc ${players}p${falseWithout ? ' falseWithout' : ''}: ${checked} states: ok; slowest sample ${slowest.toFixed(1)} ms`);
  }
}
