/**
 * Where `hoc.analyze` is quick enough for a review (`HOC_FROM_CARD` in
 * src/records/analyze.ts): `analyze` once `k` cards of the play are laid by
 * seeded random play, for several `k`, 2 and 3 players, on the built
 * package: `npx tsx bench/hoc-from.ts [deals] [3: only 3 players]`. CPU ms, one core.
 */
import * as hoc from '../dist/hoc/index.js';
import { cpu, stats } from './timing.js';

const deals = Number(process.argv[2] ?? 20);
/** The play of deal `seed` once `k` cards are laid, random bidding and play (a fixed generator); null if the deal ended first. */
function after(players: 2 | 3, seed: number, k: number): hoc.HocState | null {
  let x = (seed + 1) >>> 0 || 1;
  const s = hoc.clone(hoc.setup({ players, seed }));
  const pick = (ids: number[]) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return ids[Math.floor((x / 2 ** 32) * ids.length)]!;
  };
  while (s.phase !== 'play') hoc.applyMutable(s, pick(hoc.legalIds(s)));
  const deal = s.deal;
  while (s.laid.length < k) {
    hoc.applyMutable(s, pick(hoc.legalIds(s)));
    if (s.phase !== 'play' || s.deal !== deal) return null;
  }
  return s;
}

for (const players of (process.argv[3] === '3' ? [3] : [2, 3]) as (2 | 3)[]) {
  for (const k of players === 2 ? [0, 4] : [3, 6, 9, 12]) {
    const ms: number[] = [];
    for (let seed = 0; seed < deals; seed++) {
      const s = after(players, seed, k);
      if (s !== null) ms.push(cpu(() => hoc.analyze(s)));
    }
    stats(`${players}p analyze after ${k} cards laid`, ms);
  }
}
