/**
 * Deep freezing for states handed to apps (both games): `setup`, `restore`
 * and frozen samples. Parts already frozen (shared with an earlier state)
 * are not walked again.
 */

/** Freezes `value` and everything reachable from it that is not frozen yet; returns it. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    // Arrays by index: listing an array's keys makes a string per element. Numbers (most elements) need no call.
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const x: unknown = value[i];
        if (typeof x === 'object' && x !== null) deepFreeze(x);
      }
    } else for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

/**
 * A deep copy of plain data (objects, arrays, strings, numbers, booleans,
 * `null`) that shares nothing with `value`. It reads through getters and
 * proxies, so an immer draft copies as its current value. Index loops:
 * spreading frozen arrays takes a slow path in V8.
 */
export function plainCopy<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (let i = 0; i < value.length; i++) out.push(plainCopy(value[i]));
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const v = plainCopy((value as Record<string, unknown>)[key]);
    // An own "__proto__" key (JSON.parse makes them) stays a key, never the copy's prototype.
    if (key === '__proto__') Object.defineProperty(out, key, { value: v, enumerable: true, writable: true, configurable: true });
    else out[key] = v;
  }
  return out as T;
}
