/**
 * Golden playthroughs: seeded full games (2 and 3 players) recorded in
 * test/fixtures/hoc-2p.json and hoc-3p.json as options, action ids, the
 * English transcript of every event and the final standings. Any change to
 * the rules shows up as a diff. After an intended change, regenerate with
 *   HOC_GOLDEN=update npx vitest run test/hoc-golden.test.ts
 * and review the diff.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { Rng, seedRng } from '../src/rng/rng.js';
import { describe as line, engine, openingEvents, type HocOptions } from '../src/hoc/index.js';

interface Golden {
  options: HocOptions;
  actions: number[];
  transcript: string[];
  balances: number[];
  pools: number[];
  winners: number[];
}

/** A seeded random player that picks an action kind first, then one of that kind (so raises do not swamp the bidding). */
function playthrough(options: HocOptions): Golden {
  const rng = new Rng(seedRng(`golden/${String(options.seed)}`));
  let s = engine.setup(options);
  const actions: number[] = [];
  const transcript: string[] = openingEvents(s).map(line);
  while (!engine.isOver(s)) {
    const legal = engine.legalActions(s);
    const kinds = [...new Set(legal.map((a) => a.type))];
    const kind = kinds[rng.int(kinds.length)]!;
    const ofKind = legal.filter((a) => a.type === kind);
    const a = ofKind[rng.int(ofKind.length)]!;
    const r = engine.step(s, a);
    actions.push(engine.encodeAction(a));
    transcript.push(...r.events.map(line));
    s = r.state;
  }
  const o = engine.outcome(s)!;
  return { options, actions, transcript, balances: o.balances, pools: s.pools.slice(), winners: o.winners };
}

const CASES: HocOptions[] = [
  { players: 2, seed: 'golden-2', deals: 2 },
  { players: 3, seed: 'golden-3', deals: 3, tripleGame: true, falseWithout: true },
];

for (const options of CASES) {
  const file = fileURLToPath(new URL(`./fixtures/hoc-${options.players}p.json`, import.meta.url));
  it(`golden playthrough, ${options.players} players`, () => {
    const got = playthrough(options);
    if (process.env.HOC_GOLDEN === 'update') writeFileSync(file, `${JSON.stringify(got, null, 1).replace(/\[[\d,\s]+\]/g, (m) => m.replace(/\s+/g, ''))}\n`);
    const want = JSON.parse(readFileSync(file, 'utf8')) as Golden;
    expect(got.actions).toEqual(want.actions);
    expect(got.transcript).toEqual(want.transcript);
    expect({ balances: got.balances, pools: got.pools, winners: got.winners }).toEqual({
      balances: want.balances,
      pools: want.pools,
      winners: want.winners,
    });
    // Replaying the recorded ids reproduces the standings.
    let s = engine.setup(want.options);
    for (const id of want.actions) s = engine.apply(s, engine.decodeAction(id));
    expect(engine.outcome(s)!.balances).toEqual(want.balances);
  });
}
