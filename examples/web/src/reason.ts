/** The engine's reasons for refusing an action, as the page words them. */
import { texts } from './texts/index.js';

/** The engine's reason for a refused action in the page's language (the engine's own words for a code the page does not know). */
export function reason(code: string, message: string): string {
  const known = texts().reasons;
  return Object.hasOwn(known, code) ? known[code]! : message;
}
