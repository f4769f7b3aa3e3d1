/**
 * The PIMC inference benches' views (bench/pimc-infer-cost.ts,
 * pimc-infer-speed.ts): every 4-player Hokm play from the 5th trick on,
 * with a choice of cards, of the first hand of the seeds `cost 0` …
 * `cost HANDS-1`, played by `bot`. The same views for the same bot, so the
 * two benches' figures compare.
 */
import { hokm } from '../src/index.js';
import type { HokmAction, HokmView } from '../src/hokm/index.js';

/** The views PIMC's inference is timed on: `hands` first hands played by `bot`. */
export function laterViews(bot: (v: HokmView) => HokmAction, hands: number): HokmView[] {
  const views: HokmView[] = [];
  for (let k = 0; k < hands; k++) {
    let s = hokm.setup({ players: 4, seed: `cost ${k}` });
    while (s.match.handNo === 1 && s.phase !== 'over') {
      const v = hokm.view(s, hokm.toAct(s)!);
      if (v.phase === 'play' && v.history.length >= 4 && v.legal.length > 1) views.push(v);
      s = hokm.apply(s, bot(v));
    }
  }
  return views;
}
