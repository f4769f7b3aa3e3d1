/**
 * Observations for learning agents: fixed length per game and player
 * count, equal views give equal vectors, hidden cards never show, and the
 * layout table in docs/bots.md is the one the code writes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hoc, hokm, Rng, seedRng } from '../src/index.js';
import { layoutTable } from '../src/core/observe.js';

const docs = readFileSync(new URL('../docs/bots.md', import.meta.url), 'utf8');

describe('Hokm observations', () => {
  it('fixed length, equal for equal views, blind to hidden cards, written into out', () => {
    const rng = new Rng(seedRng(1));
    for (const players of [4, 3, 2] as const) {
      const s = hokm.clone(hokm.setup({ players, seed: players }));
      const [len] = hokm.observationShape(players);
      const out = new Float32Array(len);
      for (let i = 0; i < 120 && s.phase !== 'over'; i++) {
        const seat = rng.int(players);
        const v = hokm.view(s, seat);
        const x = hokm.observe(v);
        expect(x.length).toBe(len);
        expect(hokm.observe(JSON.parse(JSON.stringify(v)))).toEqual(x);
        // Another deal of the cards this seat cannot see: the same vector.
        expect(hokm.observe(hokm.view(hokm.sampleHidden(v, i), seat))).toEqual(x);
        expect(hokm.observe(v, out)).toBe(out);
        expect(out).toEqual(x);
        const ids = hokm.legalIds(s);
        hokm.applyMutable(s, ids[rng.int(ids.length)]!);
      }
    }
  });

  it('the layout in docs/bots.md matches the code', () => {
    for (const players of [4, 3, 2]) expect(docs).toContain(layoutTable(hokm.observationLayout(players)));
    const rows = hokm.observationLayout(4);
    const last = rows[rows.length - 1]!;
    expect(last.offset + last.size).toBe(hokm.observationShape(4)[0]);
  });
});

describe('Hoc observations', () => {
  it('fixed length, equal for equal views, blind to hidden cards', () => {
    const rng = new Rng(seedRng(2));
    for (const players of [2, 3] as const) {
      let s = hoc.setup({ players, seed: players, raiseLimit: 3 });
      const [len] = hoc.observationShape(players);
      for (let i = 0; i < 120 && !hoc.isOver(s); i++) {
        const seat = rng.int(players);
        const v = hoc.view(s, seat);
        const x = hoc.observe(v);
        expect(x.length).toBe(len);
        expect(hoc.observe(JSON.parse(JSON.stringify(v)))).toEqual(x);
        expect(hoc.observe(hoc.view(hoc.shuffleHidden(s, seat, i), seat))).toEqual(x);
        const legal = hoc.legalActions(s);
        s = hoc.apply(s, legal[rng.int(legal.length)]!);
      }
    }
  });

  it('the layout in docs/bots.md matches the code', () => {
    for (const players of [2, 3]) expect(docs).toContain(layoutTable(hoc.observationLayout(players)));
  });
});
