/**
 * Deep freezing for states handed to apps. Hokm freezes with this rather
 * than immer's `freeze`, so that an app using only Hokm does not bundle
 * immer (which Hoc needs for `produce`).
 */

/** Freezes `value` and everything reachable from it that is not frozen yet; returns it. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}
