/**
 * What both games share: the engine contract, errors and the test kit.
 * @module core
 */
export * from './engine.js';
export * from './errors.js';
export * from './equal.js';
export * from './testkit.js';
export type { LayoutRow } from './observe.js';
