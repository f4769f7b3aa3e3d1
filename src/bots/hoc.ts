/**
 * A simple rule-of-thumb Hoc Mazarin player, reading only its own view. It
 * bids only on real strength (no bluffing: it declares a good combination,
 * calls a small raise with one, passes otherwise), shows every combination
 * that earns a bonus, declares carte blanche when it may, and in the play
 * keeps its principal hocs for when it is stuck (hoc-seed-en "Tips for
 * beginners"). A baseline opponent for apps and a yardstick for stronger
 * bots.
 */
import { hocStrength, type Card } from '../cards/index.js';
import { best, type Prize, type HocAction, type HocView } from '../hoc/index.js';

/** Whether the hand holds a combination worth bidding on for this prize. */
function strong(prize: Prize, hand: readonly Card[]): boolean {
  const c = best(prize, hand);
  if (c === null) return false;
  return c.kind === 'point' ? c.length >= 5 : true;
}

function isPrincipal(card: Card): boolean {
  return card[0] === 'K' || card === 'QS' || card === 'JD';
}

function has(legal: readonly HocAction[], type: HocAction['type']): HocAction | undefined {
  return legal.find((a) => a.type === type);
}

function bid(view: HocView): HocAction {
  const legal = view.legal;
  const good = view.prize !== null && strong(view.prize, view.hand);
  if (view.stage === 'declare') return has(legal, 'declare') ?? has(legal, 'good') ?? legal[0]!;
  if (view.stage === 'raised') {
    const cost = view.high - (view.seats[view.seat]!.bets[prizeIndex(view.prize)] ?? 0);
    const call = has(legal, 'call');
    if (good && call && cost <= 3) return call;
    return has(legal, 'pass') ?? legal[0]!;
  }
  if (good) return has(legal, 'declare') ?? has(legal, 'pass') ?? legal[0]!;
  return has(legal, 'pass') ?? legal[0]!;
}

function prizeIndex(prize: Prize | null): number {
  return prize === 'sequence' ? 1 : prize === 'tricon' ? 2 : 0;
}

function play(view: HocView): HocAction {
  const lays = view.legal.filter((a): a is { type: 'lay'; card: Card } => a.type === 'lay');
  const plain = lays.filter((a) => !isPrincipal(a.card));
  if (plain.length > 0) {
    // Continue the run if possible (the rules oblige it); starting a run, lead the lowest card.
    return plain.reduce((a, b) => (hocStrength(b.card) < hocStrength(a.card) ? b : a));
  }
  // Stuck (or only principal hocs left to start with): a principal hoc earns
  // a chip from everyone and a new run, so it beats saying "without".
  return lays[0] ?? has(view.legal, 'without') ?? view.legal[0]!;
}

/**
 * Picks an action for the seat whose view this is (it must be to act).
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
  if (view.legal.length === 0) throw new RangeError('the view has no legal action: this seat is not to act');
  switch (view.phase) {
    case 'bid':
      return bid(view);
    case 'show':
      return has(view.legal, 'show') ?? has(view.legal, 'done') ?? view.legal[0]!;
    case 'blanche':
      return view.legal.find((a) => a.type === 'blanche' && a.declare) ?? view.legal[0]!;
    default:
      return play(view);
  }
}
