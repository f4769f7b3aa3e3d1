/**
 * The progress bar of long runs (arena, simulate), on standard error so
 * that standard output stays the result alone. Shown on a terminal when the
 * result goes to a terminal too (not with `--json`, not when piped or
 * redirected), or whenever `--progress` asks; `--no-progress` hides it.
 * On a stream that is not a terminal, a forced bar prints a line every few
 * seconds and a last one at the end.
 */
import { SingleBar } from 'cli-progress';

/** Counts finished work. */
export interface Progress {
  /** `n` more done. */
  tick(n: number): void;
  /** All done (or given up): the bar is cleared from a terminal, and the time taken is said. */
  stop(): void;
}

/** Where the bar goes, and whether the user asked for it (`undefined`: neither `--progress` nor `--no-progress`). */
export interface ProgressSetting {
  /** Standard error. */
  stream: { write(text: string): unknown; isTTY?: boolean };
  /** `--progress` (true), `--no-progress` (false) or neither. */
  flag: boolean | undefined;
  /** Whether the result goes to a terminal as text (not JSON, not a pipe or file). */
  textToTerminal: boolean;
}

/** Whether to show a bar. */
export function wantProgress(s: ProgressSetting): boolean {
  return s.flag ?? (s.stream.isTTY === true && s.textToTerminal);
}

/** A bar for `total` units of `unit` (`matches`, `games`), or a silent counter when none is wanted. */
export function progress(s: ProgressSetting, total: number, unit: string): Progress {
  if (!wantProgress(s)) return { tick: () => {}, stop: () => {} };
  const started = Date.now();
  const tty = s.stream.isTTY === true;
  const bar = new SingleBar({
    stream: s.stream as NodeJS.WritableStream,
    format: `{bar} {value}/{total} ${unit} · {percentage}% · {eta_formatted} left`,
    barCompleteChar: '█',
    barIncompleteChar: '░',
    barsize: 30,
    clearOnComplete: true,
    noTTYOutput: !tty,
    notTTYSchedule: 2000,
    etaBuffer: 50,
  });
  bar.start(total, 0);
  let done = 0;
  return {
    tick(n) {
      done += n;
      bar.update(done);
    },
    stop() {
      // Off a terminal, the bar's last line is the full count.
      if (!tty) bar.update(done);
      bar.stop();
      s.stream.write(`${done} ${unit} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    },
  };
}
