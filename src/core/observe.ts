/**
 * Observation layouts for learning agents: a vector is a list of named
 * segments, each a fixed number of floats. The same table writes the
 * vector (`write`) and documents it (`layoutTable`), so the layout in
 * docs/bots.md cannot drift from the code (a test compares them).
 */
import { OptionsError } from './errors.js';

/** One named part of an observation vector. */
export interface Segment<V> {
  /** Short name, as in the docs. */
  name: string;
  /** Number of floats. */
  size: number;
  /** What the floats hold, for people. */
  text: string;
  /** Writes the segment's floats for `view` at `out[at … at+size-1]` (already zero). */
  write(view: V, out: Float32Array, at: number): void;
}

/** A segment as documented: name, offset, size and meaning. */
export interface LayoutRow {
  /** Short name. */
  name: string;
  /** Index of its first float in the vector. */
  offset: number;
  /** Number of floats. */
  size: number;
  /** What the floats hold. */
  text: string;
}

/** The documented rows of a layout, with offsets. */
export function rows<V>(segments: readonly Segment<V>[]): LayoutRow[] {
  let offset = 0;
  return segments.map((s) => {
    const row = { name: s.name, offset, size: s.size, text: s.text };
    offset += s.size;
    return row;
  });
}

/** The total length of a layout. */
export function lengthOf<V>(segments: readonly Segment<V>[]): number {
  let n = 0;
  for (const s of segments) n += s.size;
  return n;
}

/** The layout as a Markdown table (the form docs/bots.md shows). */
export function layoutTable(layout: readonly LayoutRow[]): string {
  const lines = ['| offset | size | name | meaning |', '|---:|---:|---|---|'];
  for (const r of layout) lines.push(`| ${r.offset} | ${r.size} | \`${r.name}\` | ${r.text} |`);
  return lines.join('\n');
}

/** Writes every segment into `out` (or a new vector) and returns it. */
export function encode<V>(segments: readonly Segment<V>[], view: V, out?: Float32Array): Float32Array {
  const length = lengthOf(segments);
  if (out === undefined) out = new Float32Array(length);
  else if (!(out instanceof Float32Array) || out.length !== length) throw new OptionsError(`out must be a Float32Array of length ${length}`);
  else out.fill(0);
  let at = 0;
  for (const s of segments) {
    s.write(view, out, at);
    at += s.size;
  }
  return out;
}

/** Sets `out[at + i] = 1`: a one-hot entry (nothing for a negative index). */
export function hot(out: Float32Array, at: number, i: number): void {
  if (i >= 0) out[at + i] = 1;
}
