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
