/**
 * hoc-hokm: rules engines for Hoc Mazarin and Hokm.
 *
 * Everything is exported from here; the subpaths `hoc-hokm/hokm`,
 * `hoc-hokm/hoc`, `hoc-hokm/cards` and `hoc-hokm/rng` hold the same pieces
 * one game or concern at a time.
 * @module hoc-hokm
 */
export * from './cards/index.js';
export * from './rng/index.js';
export * from './core/index.js';
export * as hokm from './hokm/index.js';
export * as hoc from './hoc/index.js';
export * as bots from './bots/index.js';
