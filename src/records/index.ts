/**
 * Game records as text, as PGN and PBN are for chess and bridge: tag pairs
 * (the game, its options, names, the result), the actions in a short
 * notation (`T:S`, `QS`, `Pass`, `+3`, `Deal(…)`), and annotations (`?`,
 * `??`, `!`, comments with named values). `parseRecord` reads one into
 * the `GameRecord` that `replay` (hoc-hokm/bots) takes, with its tags and
 * notes; `formatRecord` writes one; `analyzeRecord` annotates every
 * decision with its exact value. The grammar and the notation:
 * [Game records](../../docs/records.md).
 *
 * @example
 * ```ts
 * import { replay } from 'hoc-hokm/bots';
 * import { formatRecord, parseRecord } from 'hoc-hokm/records';
 *
 * const text = formatRecord({ game: 'hoc', options: { players: 2, seed: 3 }, actions: [{ type: 'pass' }, { type: 'raise', amount: 2 }] });
 * console.log(text); // [Game "hoc"] [Players 2] [Seed 3] [Result "*"], the hands, then: 1. Pass +2
 * console.log(replay(parseRecord(text)).steps.length); // 2
 * ```
 * @module records
 */
export * from './types.js';
export type { RecordGame } from './notation.js';
export { RecordSyntaxError } from './errors.js';
export { parseRecord } from './parse.js';
export { formatRecord } from './format.js';
export { MAX_RECORD_TEXT } from './limits.js';
export * from './analyze.js';
