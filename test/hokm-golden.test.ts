/**
 * Golden playthroughs: seeded matches per variant, played by a seeded random
 * bot, recorded in test/fixtures/hokm-golden.json as the action ids, the
 * transcript of the first 60 events and the final state. The test replays
 * and compares, so an unintended rules change shows up as a diff.
 *
 * Regenerate after an intended change with:
 *   UPDATE_GOLDEN=1 npx vitest run test/hokm-golden.test.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as hokm from '../src/hokm/index.js';
import { Rng, seedRng } from '../src/rng/index.js';

const FILE = new URL('./fixtures/hokm-golden.json', import.meta.url);

interface Golden {
  options: hokm.HokmOptions;
  actions: number[];
  transcript: string[];
  final: hokm.HokmState;
}

function play(options: hokm.HokmOptions): Golden {
  const bot = new Rng(seedRng(`bot/${JSON.stringify(options)}`));
  let s = hokm.setup(options);
  const transcript = hokm.openingEvents(s).map(hokm.describe);
  const actions: number[] = [];
  while (!hokm.isOver(s)) {
    const legal = hokm.legalActions(s);
    const a = legal[bot.int(legal.length)]!;
    actions.push(hokm.encodeAction(a));
    const r = hokm.step(s, a);
    if (transcript.length < 60) transcript.push(...r.events.map(hokm.describe));
    s = r.state;
  }
  return { options, actions, transcript: transcript.slice(0, 60), final: s };
}

const CASES: hokm.HokmOptions[] = [
  { seed: 'golden-4a' },
  { seed: 'golden-4b', target: 3 },
  { players: 3, seed: 'golden-3a' },
  { players: 3, seed: 'golden-3b', removedTwo: '2H', target: 3 },
  { players: 2, seed: 'golden-2a' },
  { players: 2, seed: 'golden-2b', target: 3 },
];

describe('hokm: golden playthroughs', () => {
  const fresh = CASES.map(play);
  if (process.env.UPDATE_GOLDEN === '1') {
    // Number arrays on one line keep the fixture readable.
    const text = JSON.stringify(fresh, null, 1).replace(/\[[\d,\s]+\]/g, (m) => m.replace(/\s+/g, ''));
    writeFileSync(FILE, text + '\n');
  }
  const stored = JSON.parse(readFileSync(FILE, 'utf8')) as Golden[];

  it('has a fixture per case', () => {
    expect(stored.map((g) => g.options)).toEqual(CASES);
  });

  stored.forEach((g, i) => {
    it(`replays ${JSON.stringify(g.options)}`, () => {
      let s = hokm.setup(g.options);
      for (const id of g.actions) s = hokm.apply(s, hokm.decodeAction(id));
      expect(s).toEqual(g.final);
      expect(hokm.isOver(s)).toBe(true);
      expect(fresh[i]!.transcript).toEqual(g.transcript);
    });
  });
});
