/**
 * Where a 3-player PIMC loses against ISMCTS, hand by hand: plays the
 * `pimc3` dev arena's matches (bench/pimc-dev.ts's deals) and counts, by
 * who is hakem (PIMC or an ISMCTS seat), the hands PIMC wins, the hands
 * it loses, the kots for and against, and its mean tricks. A diagnostic:
 * stores nothing.
 *
 * Run: `npx tsx bench/pimc3-hands.ts MATCHES [SEED] ['{json overrides}'] [FROM]`
 */
import { hokm } from '../src/index.js';
import { configOf, SUITES, type EntrantSpec, type Suite } from './evaluate.js';
import { rotations } from '../src/bots/arena.js';

const [m = '30', seed = '1', patch = '{}', f = '0'] = process.argv.slice(2);
const base = SUITES['pimc3']!;
const entrants = base.entrants.map((e) => (e.kind === 'pimc' ? { ...e, ...(JSON.parse(patch) as Partial<EntrantSpec>) } : e)) as Suite['entrants'];
const suite: Suite = { ...base, entrants, seed: `dev pimc3 ${seed}` };
const config = configOf('pimc3', suite, Number(m));
const rots = rotations(config.lineup);
// By PIMC hakem (0) or not (1): hands, PIMC wins, PIMC kots, kots against, PIMC tricks, hakem wins.
const t = [0, 1].map(() => ({ hands: 0, win: 0, kotFor: 0, kotAgainst: 0, tricks: 0, hakemWins: 0, ties: 0 }));
let ahead = 0;
let pairs = 0;
// The arena's seeds (src/bots/arena.ts derive): the same deals and players as bench/pimc-dev.ts.
const derive = (s: string, ...parts: number[]): string => `arena:${JSON.stringify(s)}:${parts.join(':')}`;
for (let index = Number(f); index < Number(f) + Number(m); index++) {
  const deal = Math.floor(index / rots.length);
  const lineup = rots[index % rots.length]!;
  const me = lineup.indexOf(0);
  const players = lineup.map((e, seat) => config.entrants[e]!.create(derive(String(config.seed), index, seat)) as (view: unknown) => unknown);
  let s = hokm.setup({ players: 3, seed: derive(String(config.seed), deal) });
  let hand = s.match.handNo;
  while (!hokm.isOver(s)) {
    const seat = hokm.toAct(s)!;
    s = hokm.apply(s, players[seat]!(hokm.view(s, seat)) as never);
    const h = s.match.lastHand;
    if (h !== null && h.hand === hand) {
      hand++;
      const x = t[h.hakem === me ? 0 : 1]!;
      x.hands++;
      if (h.winners.includes(me)) x.win++;
      if (h.kind === 'kot' && h.winners.includes(me)) x.kotFor++;
      else if (h.kind === 'kot') x.kotAgainst++;
      if (h.kind === 'tie') x.ties++;
      if (h.winners.includes(h.hakem)) x.hakemWins++;
      x.tricks += h.tricks[me]!;
    }
  }
  const p = s.match.points;
  for (let o = 0; o < 3; o++) {
    if (o === me) continue;
    pairs++;
    ahead += p[me]! > p[o]! ? 1 : p[me] === p[o] ? 0.5 : 0;
  }
  if ((index + 1) % 10 === 0) console.error(`${index + 1} matches`);
}
for (const [k, x] of t.entries())
  console.log(
    `${k === 0 ? 'PIMC hakem  ' : 'ISMCTS hakem'}: ${x.hands} hands, PIMC wins ${((100 * x.win) / x.hands).toFixed(1)}%, kots for ${x.kotFor} against ${x.kotAgainst}, ties ${x.ties}, hakem wins ${((100 * x.hakemWins) / x.hands).toFixed(1)}%, PIMC tricks ${(x.tricks / x.hands).toFixed(2)}`,
  );
console.log(`PIMC ahead of an ISMCTS seat in ${((100 * ahead) / pairs).toFixed(1)}% of ${pairs} pairs`);
