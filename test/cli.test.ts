/** The README's first command and the CLI options, run as a person would. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import { GAMES, actionText } from '../src/cli/games.js';
import { humanChooser } from '../src/cli/human.js';
import { hokm } from '../src/index.js';

function cli(args: string[], input?: string) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { encoding: 'utf8', input, timeout: 60_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('cli', () => {
  it('the default demo plays a Hokm match and a Hoc game and prints a transcript', () => {
    const r = cli([]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^== Hokm /m);
    expect(r.out).toMatch(/names \w+ trumps/);
    expect(r.out).toMatch(/Match over/);
    expect(r.out).toMatch(/^== Hoc Mazarin /m);
    expect(r.out).toMatch(/calls "hoc!"/);
    expect(r.out).toMatch(/Game over/);
  });

  it('is deterministic for a seed and different for another', () => {
    const a = cli(['hokm', '--players', '3', '--seed', '42', '--quiet']);
    const b = cli(['hokm', '--players', '3', '--seed', '42', '--quiet']);
    const c = cli(['hokm', '--players', '3', '--seed', '43', '--quiet']);
    expect(a.code).toBe(0);
    expect(a.out).toBe(b.out);
    expect(a.out).not.toBe(c.out);
    expect(a.out).toMatch(/^Hokm: \{"side":\d/);
  });

  it('reports bad options and usage with an exit code', () => {
    const bad = cli(['hokm', '--players', '9']);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/BAD_OPTIONS/);
    expect(cli(['chess']).code).toBe(2);
    expect(cli(['--nonsense']).code).toBe(2);
  });

  it('reads a move as a number, a card or words, and asks again after nonsense', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      const s = hokm.setup({ seed: 1, players: 2 });
      const view = hokm.view(s, hokm.toAct(s)!); // the hakem names trumps: C D H S
      // Typed lines, as the terminal would give them.
      const lines = (list: string[]): AsyncIterator<string> => {
        const it = list[Symbol.iterator]();
        return { next: async () => it.next() };
      };
      const choose = (list: string[]) => humanChooser(GAMES.hokm, lines(list))(view);
      expect(await choose(['2'])).toEqual({ type: 'trump', suit: 'D' });
      expect(await choose(['nonsense', '9', 'trump suit S'])).toEqual({ type: 'trump', suit: 'S' });
      await expect(choose(['nonsense'])).rejects.toThrow(/input ended/);
      expect(actionText({ type: 'play', card: 'TD' })).toBe('play 10♦');
      expect(actionText({ type: 'raise', amount: 3 })).toBe('raise 3');
    } finally {
      log.mockRestore();
      write.mockRestore();
    }
  });

  it('lets a person play a seat at the terminal', () => {
    // Always answer "1" (the first legal move) for seat 0 of a 2-player Hoc game with bots.
    const r = cli(['hoc', '--players', '2', '--bots', '--human', '0', '--seed', 'h'], '1\n'.repeat(3000));
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Seat 0, your move: \[1\]/);
    expect(r.out).toMatch(/Your hand: /);
    expect(r.out).toMatch(/Game over/);
  });
});
