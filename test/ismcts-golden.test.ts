/**
 * ISMCTS decides the same on every machine: seeded games whose every
 * searched decision (the action and the root's visit counts) is pinned in
 * test/fixtures/ismcts-golden.json. The search decides with `+ − × ÷`,
 * `Math.sqrt` and exact.ts only; a platform that rounded a logarithm or a
 * tanh differently would flip a close UCB choice somewhere in these games
 * and fail here. The fixture also pins the bits of exact.ts's functions.
 *
 * Regenerate after an intended change to the search with:
 *   UPDATE_GOLDEN=1 npx vitest run test/ismcts-golden.test.ts
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { bots, hoc, hokm } from '../src/index.js';
import { lnExact, tanhExact } from '../src/bots/exact.js';

const FILE = new URL('./fixtures/ismcts-golden.json', import.meta.url);

interface Case {
  name: string;
  game: 'hokm' | 'hoc';
  players: number;
  iterations: number;
  heuristics: boolean;
  decisions: number;
  /** Option `opponents`, when not the default. */
  opponents?: 'observers';
}

const CASES: Case[] = [
  { name: 'hokm 4p', game: 'hokm', players: 4, iterations: 24, heuristics: true, decisions: 60 },
  { name: 'hokm 2p', game: 'hokm', players: 2, iterations: 16, heuristics: true, decisions: 40 },
  { name: 'hoc 3p', game: 'hoc', players: 3, iterations: 16, heuristics: true, decisions: 40 },
  { name: 'hoc 3p, bids searched', game: 'hoc', players: 3, iterations: 12, heuristics: false, decisions: 30 },
  { name: 'hokm 4p, observers', game: 'hokm', players: 4, iterations: 24, heuristics: true, decisions: 60, opponents: 'observers' },
];

/** Each decision: the action id, then the root's visits as [id, visits] pairs (empty when not searched). */
type Decision = [number, [number, number][]];

function play(c: Case): Decision[] {
  const e = (c.game === 'hokm' ? hokm : hoc) as unknown as {
    setup(o: object): unknown;
    isOver(s: unknown): boolean;
    toAct(s: unknown): number;
    view(s: unknown, seat: number): never;
    apply(s: unknown, a: unknown): unknown;
    encodeAction(a: unknown): number;
  };
  const seats = Array.from({ length: c.players }, (_, k) =>
    bots.ismcts({ iterations: c.iterations, seed: `${c.name}/${k}`, heuristics: c.heuristics, ...(c.opponents ? { opponents: c.opponents } : {}) }),
  );
  let s = e.setup({ players: c.players, seed: c.name });
  const out: Decision[] = [];
  while (out.length < c.decisions && !e.isOver(s)) {
    const seat = e.toAct(s);
    const p = seats[seat]!;
    const a = p(e.view(s, seat));
    const visits = [...p.last!.visits].filter(() => p.last!.iterations > 0).sort((x, y) => x[0] - y[0]);
    out.push([e.encodeAction(a), visits]);
    s = e.apply(s, a);
  }
  return out;
}

/** The bits of a double, as 16 hex digits. */
function bits(x: number): string {
  const v = new DataView(new ArrayBuffer(8));
  v.setFloat64(0, x);
  return v.getBigUint64(0).toString(16).padStart(16, '0');
}

const LN_AT = [1, 2, 3, 7, 10, 100, 401, 65535, 1_000_003];
const TANH_AT = [-2.5, -0.1, 0.05, 0.25, 0.4, 1, 3.3, 19.9];

function golden(): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const c of CASES) out[c.name] = play(c);
  out.ln = LN_AT.map((n) => bits(lnExact(n)));
  out.tanh = TANH_AT.map((x) => bits(tanhExact(x)));
  return out;
}

describe('ISMCTS golden decisions', () => {
  if (process.env.UPDATE_GOLDEN === '1') {
    it('writes the fixture', () => {
      writeFileSync(FILE, `${JSON.stringify(golden())}\n`);
    });
    return;
  }
  const want = JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, unknown>;

  it.each(CASES.map((c) => [c.name, c] as const))('%s: every decision and its root visits as recorded', (name, c) => {
    const got = play(c);
    expect(got.length).toBe(c.decisions);
    // The fixture holds searched decisions, not only ones left to the ready-made bots.
    expect(got.filter((d) => d[1].length > 1).length).toBeGreaterThan(c.decisions / 4);
    expect(got).toEqual(want[name]);
  });

  it('exact.ts gives the recorded bits, within a few ulps of the built-ins', () => {
    expect(LN_AT.map((n) => bits(lnExact(n)))).toEqual(want.ln);
    expect(TANH_AT.map((x) => bits(tanhExact(x)))).toEqual(want.tanh);
    for (let n = 1; n < 5000; n++) expect(Math.abs(lnExact(n) - Math.log(n))).toBeLessThanOrEqual(4 * Number.EPSILON * Math.max(1, Math.log(n)));
    for (let x = -25; x <= 25; x += 0.0625) expect(Math.abs(tanhExact(x) - Math.tanh(x))).toBeLessThanOrEqual(4 * Number.EPSILON);
  });

  it('no bot calls a function engines may round differently (Math.log, exp, pow, tanh …) while it decides', () => {
    const names = ['log', 'log1p', 'log2', 'log10', 'exp', 'expm1', 'pow', 'tanh', 'sinh', 'cosh', 'atanh', 'cbrt', 'hypot'] as const;
    const spies = names.map((m) => vi.spyOn(Math, m));
    try {
      for (const c of CASES) play({ ...c, decisions: 12 });
      let s = hoc.setup({ players: 2, seed: 'spy' });
      for (let i = 0; i < 20; i++) s = hoc.apply(s, bots.hocBot(hoc.view(s, hoc.toAct(s)!)));
      let t = hokm.setup({ players: 3, seed: 'spy' });
      for (let i = 0; i < 20; i++) t = hokm.apply(t, bots.hokmBot(hokm.view(t, hokm.toAct(t)!)));
      for (const [k, spy] of spies.entries()) expect(`${names[k]}: ${spy.mock.calls.length}`).toBe(`${names[k]}: 0`);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it('the deciding sources use no `**` and none of those functions (stats.ts and arena.ts only report)', () => {
    const dir = new URL('../src/bots/', import.meta.url);
    for (const f of readdirSync(dir).filter((x) => x.endsWith('.ts') && x !== 'stats.ts' && x !== 'arena.ts' && x !== 'exact.ts')) {
      const code = readFileSync(new URL(f, dir), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      expect(`${f}: ${code.match(/Math\.(log\w*|exp\w*|pow|tanh|sinh|cosh|atanh|cbrt|hypot)\b|\*\*/g) ?? []}`).toBe(`${f}: `);
    }
  });
});
