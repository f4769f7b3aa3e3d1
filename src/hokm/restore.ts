import type { HokmState } from './types.js';
export function restoreState(data: unknown): HokmState {
  return JSON.parse(JSON.stringify(data)) as HokmState;
}
