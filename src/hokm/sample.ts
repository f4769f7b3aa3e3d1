import type { Seed } from '../rng/index.js';
import type { HokmState, HokmView } from './types.js';
export function sample(view: HokmView, seed: Seed): HokmState {
  throw new Error('todo');
}
