/**
 * A rule-of-thumb Hoc Mazarin player, reading only its own view.
 *
 * Bidding from real chances: for the prize on the table it samples the
 * hidden cards a couple of dozen times (`sampler`, which keeps every
 * announcement and claim) and counts how often its best combination beats
 * every player still in. With a likely winner (60 % or more) it raises a
 * little (a third of what the prize is worth — pool, bets down and the
 * bonus it would show — at most 3 chips, so others keep calling);
 * otherwise it declares whatever it holds (declaring costs nothing: a
 * better hand declares over it). It calls a raise only when the call pays
 * on average, shows every combination that earns a bonus and declares
 * carte blanche when it may.
 *
 * In the play it starts each run with its lowest card (low ranks are the
 * hardest to shed), keeps its principal hocs for when it is stuck — but
 * when it laid the run's last card itself it says "without" instead, since
 * the run may come back to it with an accidental hoc and the next lead —
 * and never lies. A baseline opponent for apps and a yardstick for
 * stronger bots; a pure function of the view (its sampling is seeded by
 * the view).
 */
import { RANKS, type Card } from '../cards/cards.js';
import { PRIZES, best, bonus, compare, handCards, sampler, type HocAction, type HocView, type Sequence, type Tricon } from '../hoc/index.js';
import { Rng, seedRng } from '../rng/rng.js';
import { guarded } from './guard.js';
import { hocLegalIds } from './hoc-view.js';

/** Samples per bidding decision. */
const SAMPLES = 24;
/** The chance of winning from which the bot raises rather than declares. */
const RAISE_AT = 0.6;
/** The most it raises at once: small raises keep the other players calling. */
const MAX_RAISE_BY = 3;

function isPrincipal(card: Card): boolean {
  return card[0] === 'K' || card === 'QS' || card === 'JD';
}

function rankOf(card: Card): number {
  return RANKS.indexOf(card[0] as (typeof RANKS)[number]);
}

function find(legal: readonly HocAction[], type: HocAction['type']): HocAction | undefined {
  return legal.find((a) => a.type === type);
}

/** Distance from first in hand (smaller wins ties). */
function nearness(view: HocView, seat: number): number {
  const n = view.seats.length;
  return (seat - view.first + n) % n;
}

/** How often the seat's best combination for the prize beats every other player still in, over sampled deals. */
export function winChance(view: HocView): number {
  const prize = PRIZES.indexOf(view.prize!);
  const mine = best(view.prize!, view.hand);
  if (mine === null) return 0;
  const draw = sampler(view);
  const rng = new Rng(seedRng(`hocBot|${view.deal}|${prize}|${view.stage}|${view.high}|${view.hand.join('')}`));
  let wins = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const s = draw(rng, { mutable: true });
    let win = true;
    for (let p = 0; p < view.seats.length && win; p++) {
      if (p === view.seat || view.seats[p]!.status === 'out') continue;
      const theirs = best(view.prize!, handCards(s, p));
      if (theirs === null) continue;
      const c = compare(theirs, mine);
      if (c > 0 || (c === 0 && nearness(view, p) < nearness(view, view.seat))) win = false;
    }
    if (win) wins++;
  }
  return wins / SAMPLES;
}

/** What winning the current prize would bring: the pool, every bet on it, and the bonus of the best combination. */
function prizeValue(view: HocView): number {
  const prize = PRIZES.indexOf(view.prize!);
  let pot = view.pools[prize]!;
  for (const sv of view.seats) pot += sv.bets[prize]!;
  const mine = best(view.prize!, view.hand);
  if (prize > 0 && mine !== null) pot += bonus(mine as Sequence | Tricon, view.options.bonusTable) * view.multipliers[prize]! * (view.seats.length - 1);
  return pot;
}

function raiseBy(legal: readonly HocAction[], want: number): HocAction | undefined {
  const raises = legal.filter((a): a is { type: 'raise'; amount: number } => a.type === 'raise');
  if (raises.length === 0) return undefined;
  const amount = Math.max(1, Math.min(Math.round(want), raises[raises.length - 1]!.amount));
  return raises.find((a) => a.amount === amount);
}

function bid(view: HocView): HocAction {
  const legal = view.legal;
  const declare = find(legal, 'declare');
  if (view.stage === 'declare') return declare ?? find(legal, 'good') ?? legal[0]!;
  const pass = find(legal, 'pass') ?? legal[0]!;
  if (best(view.prize!, view.hand) === null) return pass;
  const p = winChance(view);
  const value = prizeValue(view);
  const prize = PRIZES.indexOf(view.prize!);
  if (view.stage === 'raised') {
    const cost = view.high - view.seats[view.seat]!.bets[prize]!;
    if (p >= 0.8) return raiseBy(legal, Math.min(MAX_RAISE_BY, value / 3)) ?? find(legal, 'call') ?? pass;
    // Call when it pays on average: win the pot and the call back, or lose the call.
    if (p * (value + cost) > cost) return find(legal, 'call') ?? pass;
    return pass;
  }
  if (p >= RAISE_AT) return raiseBy(legal, Math.min(MAX_RAISE_BY, value / 3)) ?? declare ?? pass;
  // Declaring costs nothing and ends the bidding: whoever holds better declares over it.
  return declare ?? pass;
}

/** The length of the chain of ordinary cards the seat could lay from `start` on, by itself. */
function chain(hand: readonly Card[], start: Card): number {
  const have = new Set(hand.filter((c) => !isPrincipal(c)).map(rankOf));
  let r = rankOf(start);
  let n = 0;
  while (have.has(r)) {
    n++;
    r++;
  }
  return n;
}

function play(view: HocView): HocAction {
  const lays = view.legal.filter((a): a is { type: 'lay'; card: Card } => a.type === 'lay');
  const plain = lays.filter((a) => !isPrincipal(a.card));
  if (plain.length > 0) {
    if (view.top !== null) return plain[0]!;
    // Start a run with the lowest card (low ranks are the hardest to shed:
    // an Ace can only start a run); between equal ranks, the longer own chain.
    let pick = plain[0]!;
    let longest = -1;
    for (const a of plain) {
      const len = chain(view.hand, a.card);
      if (rankOf(a.card) < rankOf(pick.card) || (rankOf(a.card) === rankOf(pick.card) && len > longest)) {
        longest = len;
        pick = a;
      }
    }
    return pick;
  }
  // Stuck. This seat laid the run's last card: "without" may bring the run
  // back to it (an accidental hoc and the next lead), keeping the principal
  // hocs for later; otherwise a principal hoc earns a chip from everyone and
  // the lead, which beats passing the turn.
  const without = find(view.legal, 'without');
  if (without && view.last === view.seat && lays.length < view.hand.length) return without;
  return lays[0] ?? without ?? view.legal[0]!;
}

/**
 * Picks an action for the seat whose view this is (it must be to act).
 * Anything that is not such a view — garbage from a network, the other
 * game's view, a seat not to act — throws `StateError` (`BAD_STATE`).
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 * import { hocBot } from 'hoc-hokm/bots';
 *
 * let state = hoc.setup({ players: 3, seed: 'bots' });
 * while (!hoc.isOver(state)) {
 *   const seat = hoc.toAct(state)!;
 *   state = hoc.apply(state, hocBot(hoc.view(state, seat)));
 * }
 * console.log(hoc.outcome(state)!.balances);
 * ```
 */
export function hocBot(view: HocView): HocAction {
  hocLegalIds(view, 'hocBot');
  return guarded('hocBot', () => decide(view));
}

function decide(view: HocView): HocAction {
  switch (view.phase) {
    case 'bid':
      return bid(view);
    case 'show':
      return find(view.legal, 'show') ?? find(view.legal, 'done') ?? view.legal[0]!;
    case 'blanche':
      return view.legal.find((a) => a.type === 'blanche' && a.declare) ?? view.legal[0]!;
    default:
      return play(view);
  }
}
