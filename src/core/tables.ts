/**
 * Lookup tables keyed by strings that may come from outside (a card code, a
 * suit, an action type, a field of an event): without a prototype, so that
 * `"constructor"`, `"toString"` or `"__proto__"` find nothing instead of
 * a function of `Object.prototype`.
 */

/**
 * A frozen copy of `entries` without a prototype.
 * @example const NAMES = table({ C: 'clubs' }); NAMES['constructor'] === undefined
 */
export function table<K extends string, V>(entries: Readonly<Record<K, V>>): Readonly<Record<K, V>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<K, V>, entries));
}

/** The value of `key` in a table, or `undefined` when `key` is not one of its own keys (any string is safe). */
export function lookup<V>(t: Readonly<Record<string, V>>, key: unknown): V | undefined {
  return typeof key === 'string' && Object.hasOwn(t, key) ? t[key] : undefined;
}
