/**
 * Deep freezing for states handed to apps (both games): `setup`, `restore`
 * and frozen samples. Parts already frozen (shared with an earlier state)
 * are not walked again.
 */

/** Freezes `value` and everything reachable from it that is not frozen yet; returns it. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}
