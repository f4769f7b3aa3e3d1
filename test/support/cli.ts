/**
 * Runs the built command line (dist/cli/main.js, which `npm test` builds
 * first) as people run it: a child process, its output piped, with no
 * colour variables from the environment unless a test sets them.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const bin = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));

/** What a run printed, and its exit code. */
export interface Run {
  code: number | null;
  out: string;
  err: string;
}

/** Runs the binary with `args`, `input` on its standard input, and extra environment variables. */
export function cli(args: string[], input = '', env: Record<string, string> = {}): Promise<Run> {
  return new Promise((done, fail) => {
    const base = { ...process.env };
    for (const k of ['FORCE_COLOR', 'NO_COLOR', 'CI', 'TERM']) delete base[k];
    const child = spawn(process.execPath, [bin, ...args], { cwd: root, env: { ...base, ...env } });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', fail);
    child.on('close', (code) => done({ code, out, err }));
    child.stdin.on('error', () => {}); // the program may end before reading everything
    child.stdin.end(input);
  });
}
