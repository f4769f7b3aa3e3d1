/**
 * Colour and layout for the terminal. Colour is on for a terminal (a TTY)
 * and off for a pipe or a file, with `NO_COLOR` set, or with `TERM=dumb`;
 * `FORCE_COLOR` or `--color` turn it on, `--no-color` off.
 */
import pc from 'picocolors';

/** The colour functions (each the identity when colour is off). */
export type Colors = ReturnType<typeof pc.createColors>;

/** Whether to colour output written to `stream`, given `--color` / `--no-color` (`undefined`: neither). */
export function colorWanted(flag: boolean | undefined, stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv): boolean {
  if (flag !== undefined) return flag;
  if (env.NO_COLOR) return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false') return true;
  return stream.isTTY === true && env.TERM !== 'dumb';
}

/** Colour functions, on or off. */
export function colors(enabled: boolean): Colors {
  return pc.createColors(enabled);
}

/** Red hearts and diamonds, in any text holding cards written as `Q♥` or `10♦` (or a lone suit symbol). */
export function paintSuits(text: string, c: Colors): string {
  // Persian event lines write a card's rank in Persian digits (۱۰♦).
  return text.replace(/(?:10|۱۰|[2-9۲-۹JQKA])?[♥♦]/g, (m) => c.red(m)).replace(/(?:10|۱۰|[2-9۲-۹JQKA])?[♠♣]/g, (m) => c.bold(m));
}

/** `n` with its sign, green when positive, red when negative: `+5`, `−3`, `0`. */
export function signed(n: number, c: Colors): string {
  if (n > 0) return c.green(`+${n}`);
  if (n < 0) return c.red(`−${-n}`);
  return c.dim('0');
}

/** The columns `text` takes: colour codes, combining marks (the Persian ـُ and ـٔ) and zero-width characters (the ZWNJ, direction marks) take none. */
export function columns(text: string): number {
  return text.replace(/\x1b\[[0-9;]*m/g, '').replace(/[\p{Mn}\u200b-\u200f]/gu, '').length;
}

/** Pads `text` to `width` columns, ignoring colour codes. */
export function pad(text: string, width: number, align: 'left' | 'right' = 'left'): string {
  const visible = columns(text);
  const fill = ' '.repeat(Math.max(0, width - visible));
  return align === 'left' ? text + fill : fill + text;
}

/** Rows of cells as aligned lines, two spaces apart: the first `left` columns to the left, the others (numbers) to the right; colour codes ignored. */
export function table(rows: readonly (readonly string[])[], left = 1): string[] {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => columns(r[c] ?? ''))));
  return rows.map((r) =>
    r
      .map((cell, c) => pad(cell, widths[c]!, c < left ? 'left' : 'right'))
      .join('  ')
      .trimEnd(),
  );
}
