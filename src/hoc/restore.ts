/**
 * `restore`: checks stored or received data thoroughly and returns it as a
 * Hoc state, or throws `StateError`. First the shape (every field, type and
 * range, every list bounded, every card exactly once, chips conserved), then
 * what the rules imply (invariants.ts), so that any state it accepts plays
 * to its end.
 */
import { DECK, isCard, type Card } from '../cards/cards.js';
import { StateError } from '../core/errors.js';
import { excerpt } from '../core/input.js';
import { isRngState } from '../rng/rng.js';
import { checkRules } from './invariants.js';
import { OPTION_KEYS, checkConfig, type HocConfig } from './options.js';
import { BID_STATUSES, PHASES, STAGES, cardsAt, handSize, type HocState } from './state.js';

const KEYS = [
  'game',
  'options',
  'rng',
  'draws',
  'deal',
  'dealer',
  'first',
  'phase',
  'turn',
  'hands',
  'stock',
  'balances',
  'pools',
  'unwon',
  'bets',
  'prize',
  'stage',
  'status',
  'high',
  'raiser',
  'passes',
  'queue',
  'best',
  'announced',
  'winners',
  'paid',
  'shown',
  'blanche',
  'runs',
  'laid',
  'laidBy',
  'top',
  'last',
  'without',
  'lies',
];

// A suit's 13 ranks as a mask.
const FULL_SUIT = (1 << 13) - 1;

function bad(msg: string): never {
  throw new StateError(`Hoc: bad state: ${msg}.`);
}
const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isInt = (x: unknown, lo: number, hi: number): x is number => typeof x === 'number' && Number.isInteger(x) && x >= lo && x <= hi;
function arr(x: unknown, what: string, len?: number, max = 52): unknown[] {
  if (!Array.isArray(x) || (len !== undefined ? x.length !== len : x.length > max)) {
    bad(`${what} must be an array${len === undefined ? ` of at most ${max}` : ` of ${len}`}`);
  }
  return x;
}
function ints(x: unknown, what: string, len: number, lo: number, hi: number): number[] {
  const a = arr(x, what, len);
  a.forEach((v, i) => isInt(v, lo, hi) || bad(`${what}[${i}] out of range`));
  return a as number[];
}
function exactKeys(o: Record<string, unknown>, keys: readonly string[], what: string): void {
  for (const k of Object.keys(o)) if (!keys.includes(k)) bad(`unknown field ${excerpt(k)} in ${what}`);
  for (const k of keys) if (!Object.hasOwn(o, k)) bad(`missing field "${k}" in ${what}`);
}

/** Checks `data` and returns it as a Hoc state; throws `StateError` (`BAD_STATE`). */
export function restore(data: unknown): HocState {
  if (!isObj(data)) bad('not an object');
  const d = data;
  if (d.game !== 'hoc') bad('game must be "hoc"');
  exactKeys(d, KEYS, 'the state');
  if (!isObj(d.options)) bad('options must be an object');
  exactKeys(d.options, OPTION_KEYS, 'options');
  const problem = checkConfig(d.options);
  if (problem) bad(`options: ${problem}`);
  const o = d.options as unknown as HocConfig;
  const n = o.players;
  const BIG = 1e12;
  if (!isRngState(d.rng)) bad('rng must be four 32-bit integers, not all zero');
  arr(d.draws, 'draws').forEach((r, i) => arr(r, `draws[${i}]`, n).forEach((c) => c === null || isCard(c) || bad('draws hold a non-card')));
  if (!isInt(d.deal, 0, o.deals)) bad('deal out of range');
  if (!isInt(d.dealer, 0, n - 1) || d.first !== (d.dealer + 1) % n) bad('dealer/first inconsistent');
  if (!(PHASES as readonly unknown[]).includes(d.phase)) bad('unknown phase');
  const over = d.phase === 'over';
  // Host mode waits in phase shuffle, nothing dealt and nobody to act, for the host's deck.
  const waiting = d.phase === 'shuffle';
  if (waiting && o.shuffle !== 'host') bad('phase shuffle exists only with shuffle "host"');
  if (over !== (d.deal === o.deals)) bad('the game is over exactly after the last deal');
  if (over || waiting ? d.turn !== -1 : !isInt(d.turn, 0, n - 1)) bad('turn out of range');
  // Each place's cards, read out of its rank masks (four a seat, four for the stock).
  const handMasks = ints(d.hands, 'hands', 4 * n, 0, FULL_SUIT);
  const hands = Array.from({ length: n }, (_, p) => cardsAt(handMasks, 4 * p));
  const stock = cardsAt(ints(d.stock, 'stock', 4, 0, FULL_SUIT), 0);
  // The table: the cards laid (ids), who laid each, and the runs' lengths, which add up to them.
  const laid = ints(d.laid, 'laid', arr(d.laid, 'laid').length, 0, 51).map((id) => DECK[id]!);
  const laidBy = ints(d.laidBy, 'laidBy', laid.length, 0, n - 1);
  const runs = ints(d.runs, 'runs', arr(d.runs, 'runs').length, 1, 52);
  if (runs.reduce((a, k) => a + k, 0) !== laid.length) bad('the runs do not add up to the cards laid');
  const seen = new Set<Card>();
  for (const c of [...hands.flat(), ...stock, ...laid]) {
    if (seen.has(c)) bad(`${c} is in two places`);
    seen.add(c);
  }
  if (waiting) {
    if (seen.size !== 0) bad('nothing is dealt while the host is to deal');
  } else {
    if (seen.size !== DECK.length) bad('some cards are missing');
    if (stock.length !== 52 - n * handSize(n)) bad('wrong stock size');
  }
  const balances = ints(d.balances, 'balances', n, -BIG, BIG);
  const pools = ints(d.pools, 'pools', 3, 0, BIG);
  ints(d.unwon, 'unwon', 3, 0, o.deals);
  const bets = arr(d.bets, 'bets', n).map((b, i) => ints(b, `bets[${i}]`, 3, 0, o.maxBet));
  let total = 0;
  for (const v of [...balances, ...pools, ...bets.flat()]) total += v;
  if (total !== o.chips * n) bad(`chips not conserved: ${total} ≠ ${o.chips * n}`);
  if (!isInt(d.prize, 0, 2)) bad('prize out of range');
  if (!(STAGES as readonly unknown[]).includes(d.stage)) bad('unknown stage');
  arr(d.status, 'status', n).forEach((x) => (BID_STATUSES as readonly unknown[]).includes(x) || bad('unknown bid status'));
  if (!isInt(d.high, 0, o.maxBet)) bad('high out of range');
  if (!isInt(d.raiser, -1, n - 1) || !isInt(d.best, -1, n - 1) || !isInt(d.passes, 0, n)) bad('bidding fields out of range');
  const queue = arr(d.queue, 'queue', undefined, n);
  ints(queue, 'queue', queue.length, 0, n - 1);
  arr(d.announced, 'announced', n).forEach((row, i) =>
    arr(row, `announced[${i}]`, 3).forEach((a) => {
      if (a === null) return;
      if (!isObj(a)) bad('bad announcement');
      exactKeys(a, ['length', 'value', 'rank'], 'an announcement');
      if (!isInt(a.length, 1, 15)) bad('bad announced length');
      if (a.value !== null && !isInt(a.value, 1, 200)) bad('bad announced value');
      if (a.rank !== null && !(typeof a.rank === 'string' && a.rank.length === 1 && isCard(`${a.rank}S`))) bad('bad announced rank');
    }),
  );
  arr(d.winners, 'winners', 3).forEach((w) => w === null || isInt(w, 0, n - 1) || bad('bad prize winner'));
  const paid = ints(d.paid, 'paid', arr(d.paid, 'paid').length, 0, 51);
  if (new Set(paid).size !== paid.length) bad('paid holds a card twice');
  const shown = ints(d.shown, 'shown', 4 * n, 0, FULL_SUIT);
  shown.forEach((m, i) => (m & ~handMasks[i]!) === 0 || bad(`a shown card of seat ${i >> 2} is not in its hand`));
  arr(d.blanche, 'blanche', n).forEach((b) => b === null || typeof b === 'boolean' || bad('bad carte blanche'));
  if (!isInt(d.top, -1, 11) || !isInt(d.last, -1, n - 1)) bad('run fields out of range');
  ints(d.without, 'without', n, 0, (1 << 13) - 1);
  if (!o.falseWithout && (d.lies as unknown[])?.length) bad('lies exist only with the falseWithout variant');
  arr(d.lies, 'lies', undefined, 52 * n).forEach((l) => {
    if (!isObj(l)) bad('bad lie');
    exactKeys(l, ['seat', 'rank'], 'a lie');
    if (!isInt(l.seat, 0, n - 1) || !isInt(l.rank, 0, 12)) bad('bad lie');
  });
  const laidCount: number[] = Array(n).fill(0);
  for (const p of laidBy) laidCount[p]!++;
  if (!waiting) hands.forEach((h, p) => h.length + laidCount[p]! === handSize(n) || bad(`seat ${p}'s hand and laid cards do not add up`));
  const problemWithRules = checkRules(d as unknown as HocState);
  if (problemWithRules) bad(problemWithRules);
  return data as unknown as HocState;
}
