/**
 * How well PIMC's inference places the hidden cards in 4-player Hokm, with
 * no solving: views of `hokmBot` hands (every choice from the 5th trick on),
 * the worlds PIMC would solve drawn by each setting, and the share of the
 * hidden cards each world puts in the hand that really holds them (1 would
 * be the true deal; uniform worlds score about 1/2 to 1/3).
 *
 * Run: `npx tsx bench/pimc-infer-quality.ts [HANDS] [SETTINGS]` (default 40
 * hands, every setting; SETTINGS a comma-separated list of names of the
 * form `e=0.1 c=200`, or `uniform`).
 */
import { hokm } from '../src/index.js';
import { hokmBot } from '../src/bots/hokm.js';
import { playInference, trumpInference, weightedSource } from '../src/bots/hokm-infer.js';
import { samplerOf } from '../src/hokm/sample.js';
import { rngOf } from '../src/core/random.js';
import type { HokmState, HokmView } from '../src/hokm/index.js';

const hands = Number(process.argv[2] ?? '40');
interface Setting {
  name: string;
  eps: number;
  partner: number | null;
  candidates: number;
  worlds: number;
  on: boolean;
}
const all: Setting[] = [
  { name: 'uniform', eps: 0.1, partner: 0.2, candidates: 200, worlds: 10, on: false },
  { name: 'e=0.1 c=200', eps: 0.1, partner: 0.2, candidates: 200, worlds: 10, on: true },
  { name: 'e=0.03 c=200', eps: 0.03, partner: 0.2, candidates: 200, worlds: 10, on: true },
  { name: 'e=0.01 c=200', eps: 0.01, partner: 0.2, candidates: 200, worlds: 10, on: true },
  { name: 'e=0.1 c=600', eps: 0.1, partner: 0.2, candidates: 600, worlds: 10, on: true },
  { name: 'e=0.03 c=600', eps: 0.03, partner: 0.2, candidates: 600, worlds: 10, on: true },
  { name: 'e=0.01 c=600', eps: 0.01, partner: 0.2, candidates: 600, worlds: 10, on: true },
  { name: 'e=0.01 c=2000', eps: 0.01, partner: 0.2, candidates: 2000, worlds: 10, on: true },
  ...[1000, 2000, 5000, 10000].map((candidates) => ({ name: `e=0.1 c=${candidates}`, eps: 0.1, partner: 0.2, candidates, worlds: 10, on: true })),
];
const only = process.argv[3]?.split(',');
// A name not listed, `e=X c=N`, is that setting.
const parse = (name: string): Setting => {
  const [e, c] = name.split(' ').map((x) => Number(x.slice(2)));
  return { name, eps: e!, partner: 0.2, candidates: c!, worlds: 10, on: true };
};
const settings = only === undefined ? all : only.map((name) => all.find((s) => s.name === name) ?? parse(name));
const views: { v: HokmView; truth: HokmState }[] = [];
for (let k = 0; k < hands; k++) {
  let s = hokm.setup({ players: 4, seed: `quality ${k}` });
  while (s.match.handNo === 1 && s.phase !== 'over') {
    const v = hokm.view(s, hokm.toAct(s)!);
    if (v.phase === 'play' && v.history.length >= 4 && v.legal.length > 1) views.push({ v, truth: s });
    s = hokm.apply(s, hokmBot(v));
  }
}
function score(world: HokmState, truth: HokmState, seat: number): number {
  let right = 0;
  let all = 0;
  for (let p = 0; p < 4; p++) {
    if (p === seat) continue;
    for (let suit = 0; suit < 4; suit++) {
      const t = truth.hands[4 * p + suit]!;
      const w = world.hands[4 * p + suit]!;
      for (let r = 0; r < 13; r++)
        if ((t >> r) & 1) {
          all++;
          if ((w >> r) & 1) right++;
        }
    }
  }
  return all === 0 ? 1 : right / all;
}
for (const st of settings) {
  let sum = 0;
  let n = 0;
  const t0 = process.cpuUsage();
  for (const { v, truth } of views) {
    const rng = rngOf(`q ${n}`);
    const draw = samplerOf(v);
    let src: ((d: typeof draw, r: typeof rng, w: number) => HokmState) | null = null;
    if (st.on) {
      const plays = playInference(v, 'hokmBot', (seat) => (seat === (v.seat + 2) % 4 ? st.partner : st.eps));
      const tr = trumpInference(v, st.eps);
      const w = plays === null ? tr : tr === null ? plays : (x: HokmState) => plays(x) * tr(x);
      if (w !== null) src = weightedSource(w, st.candidates);
    }
    let s = 0;
    for (let i = 0; i < st.worlds; i++) s += score(src ? src(draw, rng, st.worlds) : draw(rng, { mutable: true }), truth, v.seat);
    sum += s / st.worlds;
    n++;
  }
  const c = process.cpuUsage(t0);
  console.log(`${st.name}: ${((100 * sum) / n).toFixed(1)} % of hidden cards placed right over ${n} views; ${((c.user + c.system) / 1000 / n).toFixed(1)} CPU-ms per view`);
}
