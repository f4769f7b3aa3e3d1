/**
 * The evaluation tables of docs/bots.md are the script's own output
 * (issue 17): each ```text block that starts with `SUITE: …` must be
 * exactly bench/results/SUITE.txt, which `npm run evaluate -- SUITE`
 * writes, and that text must be what bench/evaluate.ts renders from the
 * stored matches (bench/results/SUITE.json) with the code of this commit,
 * so a change to the arena's summary or table shows up here. The stored
 * run must carry the commit, the package version and the configuration
 * that made it, and the configuration must be the script's current one
 * for that suite. And the script must still make them: the first
 * {@link REPLAYED} stored matches of each suite of rule-based bots are
 * played again with the code of this commit and must come out as stored
 * (a few seconds; the searching entrants take seconds to minutes a match,
 * for them and for every match `npm run evaluate -- --check all` does it).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SUITES, recordedConfig, render, replay, type Stored } from '../bench/evaluate.js';

const docs = readFileSync(new URL('../docs/bots.md', import.meta.url), 'utf8');
const results = (name: string) => new URL(`../bench/results/${name}`, import.meta.url);
const tables = [...docs.matchAll(/```text\n(([a-z0-9]+): (?:hokm|hoc) \d players, [\s\S]*?)```/g)].map((m) => ({ suite: m[2]!, text: m[1]! }));
const version = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/**
 * Suites whose documented table was made before the runs stored their
 * matches and provenance: they must be run again (`npm run evaluate --
 * SUITE`) and then leave this list; docs/bots.md says which they are. The
 * test checks the list is exactly those still without a stored run (none
 * since the five ISMCTS suites were run again).
 */
const AWAITING_RUN: string[] = [];

/** How many stored matches of each quick suite the test plays again (a multiple of 2 and 3: whole deals; a change to a bot changes nearly every match). */
const REPLAYED = 12;
/** The suites whose entrants are all rule-based bots: a match takes milliseconds. */
const quick = (s: Stored): boolean => s.config.entrants.every((e) => e.kind !== 'ismcts' && e.kind !== 'pimc');

describe('docs/bots.md evaluation tables', () => {
  it('shows tables of known suites, each once', () => {
    expect(tables.length).toBeGreaterThanOrEqual(5);
    for (const t of tables) expect(Object.keys(SUITES)).toContain(t.suite);
    expect(new Set(tables.map((t) => t.suite)).size).toBe(tables.length);
  });

  it('lists exactly the suites still awaiting a stored run', () => {
    const without = tables.map((t) => t.suite).filter((name) => !Array.isArray((JSON.parse(readFileSync(results(`${name}.json`), 'utf8')) as Partial<Stored>).results));
    expect(without.sort()).toEqual([...AWAITING_RUN].sort());
    for (const name of AWAITING_RUN) expect(docs).toContain(`\`${name}\``);
  });

  it('replay reports a stored match that the script does not play so', () => {
    const stored = JSON.parse(readFileSync(results('hokmbot2.json'), 'utf8')) as Stored;
    const tampered: Stored = { ...stored, results: stored.results.map((m) => (m.index === 1 ? { ...m, scores: [m.scores[1]!, m.scores[0]!] } : m)) };
    expect(replay(tampered, 0, 2).map((d) => d.index)).toEqual([1]);
  });

  for (const { suite, text } of tables) {
    it(`${suite}: the documented table is bench/results/${suite}.txt`, () => {
      expect(existsSync(results(`${suite}.txt`))).toBe(true);
      expect(text.trimEnd()).toBe(readFileSync(results(`${suite}.txt`), 'utf8').trimEnd());
    });
    if (AWAITING_RUN.includes(suite)) continue;
    it(`${suite}: the stored run carries its commit, version and configuration, and renders as that table`, () => {
      const stored = JSON.parse(readFileSync(results(`${suite}.json`), 'utf8')) as Stored;
      expect(stored.suite).toBe(suite);
      expect(stored.commit).toMatch(/^[0-9a-f]{12}$/); // a clean tree: no "+changes"
      expect(stored.version).toBe(version);
      expect(stored.config).toEqual(recordedConfig(suite, stored.config.matches));
      expect(stored.results).toHaveLength(stored.config.matches);
      expect(stored.results.map((m) => m.index)).toEqual(Array.from({ length: stored.config.matches }, (_, i) => i));
      expect(render(stored)).toBe(readFileSync(results(`${suite}.txt`), 'utf8').trimEnd());
      expect(render(stored)).toContain(`at commit ${stored.commit} (hoc-hokm ${version}`);
    });
    const stored = JSON.parse(readFileSync(results(`${suite}.json`), 'utf8')) as Stored;
    if (quick(stored))
      it(`${suite}: the script still plays its first ${REPLAYED} stored matches as stored`, () => {
        expect(replay(stored, 0, REPLAYED)).toEqual([]);
      });
  }
});
