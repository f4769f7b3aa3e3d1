/**
 * Reading untrusted input. An action may come from a network (any JSON) or
 * from hostile code in the same process (getters, proxies, cycles,
 * BigInts). The engines read an action once, field by field, into a plain
 * copy, then check and apply only the copy: a value that changes between
 * reads cannot make `validate` and `apply` disagree. Reading costs no more
 * than a legal action's size: keys are counted with an early stop, and
 * nothing is serialised. Messages quote at most a short escaped excerpt.
 */

/** At most this many characters of an input string are quoted in a message. */
export const EXCERPT_LENGTH = 24;

/** A short, escaped, printable excerpt of any value, for a message; never throws, never serialises an object. */
export function excerpt(x: unknown): string {
  try {
    switch (typeof x) {
      case 'string': {
        const cut = x.length > EXCERPT_LENGTH;
        return JSON.stringify(cut ? x.slice(0, EXCERPT_LENGTH) : x) + (cut ? '…' : '');
      }
      case 'number':
      case 'boolean':
      case 'undefined':
        return String(x);
      case 'bigint':
        return 'a bigint';
      case 'symbol':
        return 'a symbol';
      case 'function':
        return 'a function';
      default:
        return x === null ? 'null' : Array.isArray(x) ? 'an array' : 'an object';
    }
  } catch {
    // A revoked proxy throws even from Array.isArray.
    return 'an unreadable value';
  }
}

/** An action read once: its type and the values of its fields, in the order asked. */
export interface ActionRead {
  /** The action type. */
  type: string;
  /** The field values, copied once from own data properties. */
  values: unknown[];
}

/** Longest action type an engine knows; a longer string is unknown without being hashed. */
const MAX_TYPE_LENGTH = 16;

const MISSING = Symbol('missing');
const ACCESSOR = Symbol('accessor');

/** The value of an own data property, read once; getters are reported, never called. */
function own(o: object, key: string): unknown {
  const d = Object.getOwnPropertyDescriptor(o, key);
  if (d === undefined) return MISSING;
  return 'value' in d ? d.value : ACCESSOR;
}

/**
 * Reads an action once. It must be a plain object (prototype
 * `Object.prototype` or `null`) whose own enumerable keys are exactly
 * `type` and the fields `fieldsOf(type)` names, each an own data property
 * (a getter is refused and never called). Returns the copy, or a message
 * saying why the input is not an action of that shape. Never throws.
 */
export function readAction(a: unknown, fieldsOf: (type: string) => readonly string[] | undefined): ActionRead | string {
  try {
    if (typeof a !== 'object' || a === null || Array.isArray(a)) return `an action is an object, not ${excerpt(a)}`;
    const proto: unknown = Object.getPrototypeOf(a);
    if (proto !== Object.prototype && proto !== null) return 'an action is a plain object (JSON data)';
    const type = own(a, 'type');
    if (type === MISSING) return 'an action has a "type" field';
    if (type === ACCESSOR) return 'action fields are plain data, not getters';
    if (typeof type !== 'string') return `the action type is a string, not ${excerpt(type)}`;
    const fields = type.length <= MAX_TYPE_LENGTH ? fieldsOf(type) : undefined;
    if (fields === undefined) return `unknown action type ${excerpt(type)}`;
    // Counted with an early stop: 100,000 extra keys cost no more than one.
    let count = 0;
    for (const k in a) {
      if (!Object.hasOwn(a, k)) continue;
      if (++count > fields.length + 1 || (k !== 'type' && !fields.includes(k))) return shape(type, fields);
    }
    const values: unknown[] = [];
    for (const f of fields) {
      const v = own(a, f);
      if (v === MISSING) return shape(type, fields);
      if (v === ACCESSOR) return 'action fields are plain data, not getters';
      values.push(v);
    }
    return { type, values };
  } catch {
    // A proxy trap or a revoked proxy threw: the input cannot be read.
    return 'the action could not be read';
  }
}

function shape(type: string, fields: readonly string[]): string {
  return fields.length === 0 ? `a "${type}" action has no other field` : `a "${type}" action has exactly the fields type, ${fields.join(', ')}`;
}

/**
 * Reads the named fields of a plain object once, each an own data property
 * (a missing one is `undefined`; other keys are ignored; a getter is refused
 * and never called). Returns the values in the order named, or a message.
 * Never throws.
 */
export function readFields(x: unknown, names: readonly string[]): unknown[] | string {
  try {
    if (typeof x !== 'object' || x === null || Array.isArray(x)) return `expected an object, not ${excerpt(x)}`;
    const proto: unknown = Object.getPrototypeOf(x);
    if (proto !== Object.prototype && proto !== null) return 'expected a plain object (JSON data)';
    const values: unknown[] = [];
    for (const name of names) {
      const v = own(x, name);
      if (v === ACCESSOR) return `${name} is a getter, not plain data`;
      values.push(v === MISSING ? undefined : v);
    }
    return values;
  } catch {
    return 'the object could not be read';
  }
}

/**
 * Reads an array once into a plain copy of at most `max` items, each an own
 * data element (holes, getters and longer arrays are refused). Returns the
 * copy or a message. Never throws.
 */
export function readList(x: unknown, max: number): unknown[] | string {
  try {
    if (!Array.isArray(x)) return `expected an array, not ${excerpt(x)}`;
    const length: unknown = x.length;
    if (typeof length !== 'number' || length > max) return `expected at most ${max} items`;
    const out: unknown[] = [];
    for (let i = 0; i < length; i++) {
      const v = own(x, String(i));
      if (v === MISSING || v === ACCESSOR) return `item ${i} is not plain data`;
      out.push(v);
    }
    return out;
  } catch {
    return 'the array could not be read';
  }
}

/** Bounds for {@link readData}: how deep, how many values and how long a string. */
export interface DataLimits {
  /** Deepest nesting of arrays and objects (the value itself is level 0). */
  depth: number;
  /** Most values and keys in all. */
  items: number;
  /** Longest string (value or key). */
  chars: number;
}

/**
 * Reads any JSON-like value once into a plain copy, within `limits`: only
 * `null`, booleans, finite numbers, strings, dense arrays and plain objects
 * (prototype `Object.prototype` or `null`), each key an own data property
 * (getters are refused, never called; `toJSON` is a function, so refused).
 * An object key set to `undefined` is left out, as JSON does. Keys such as
 * `__proto__` become own properties of the copy, as `JSON.parse` makes
 * them, never its prototype. A cycle is refused as too deep. The copy is
 * always safe to `JSON.stringify` (the depth is bounded), and reading
 * stops as soon as a bound is passed: a sparse array of 10 million
 * entries, a string of 100 MB or a million levels cost no more than the
 * bounds. Returns `{ value }` or a message. Never throws.
 */
export function readData(x: unknown, limits: DataLimits): { value: unknown } | string {
  let items = 0;
  const copy = (v: unknown, depth: number): unknown => {
    if (++items > limits.items) throw new DataProblem(`more than ${limits.items} values`);
    switch (typeof v) {
      case 'boolean':
        return v;
      case 'number':
        if (!Number.isFinite(v)) throw new DataProblem(`${v} is not a JSON number`);
        return v;
      case 'string':
        if (v.length > limits.chars) throw new DataProblem(`a string longer than ${limits.chars} characters`);
        return v;
      case 'object':
        break;
      default:
        throw new DataProblem(`${excerpt(v)} is not JSON data`);
    }
    if (v === null) return null;
    if (depth >= limits.depth) throw new DataProblem(`nested deeper than ${limits.depth} levels (or a cycle)`);
    if (Array.isArray(v)) {
      // Holes and getters refused, the length bounded before any element is read.
      const list = readList(v, limits.items);
      if (typeof list === 'string') throw new DataProblem(list);
      return list.map((e) => copy(e, depth + 1));
    }
    const proto: unknown = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) throw new DataProblem('an object that is not plain data');
    const out: Record<string, unknown> = {};
    for (const k in v) {
      if (!Object.hasOwn(v, k)) continue;
      if (++items > limits.items) throw new DataProblem(`more than ${limits.items} values`);
      if (k.length > limits.chars) throw new DataProblem(`a key longer than ${limits.chars} characters`);
      const e = own(v, k);
      if (e === ACCESSOR) throw new DataProblem(`${excerpt(k)} is a getter, not plain data`);
      if (e === MISSING || e === undefined) continue;
      // defineProperty, not assignment: a "__proto__" key stays a key.
      Object.defineProperty(out, k, { value: copy(e, depth + 1), enumerable: true, writable: true, configurable: true });
    }
    return out;
  };
  try {
    return { value: copy(x, 0) };
  } catch (e) {
    // A DataProblem names the bound; anything else is a proxy trap or a revoked proxy that threw.
    return e instanceof DataProblem ? e.message : 'the value could not be read';
  }
}

/** Why {@link readData} stopped (internal: never leaves it). */
class DataProblem extends Error {}
