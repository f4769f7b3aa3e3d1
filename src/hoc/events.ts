/**
 * Hoc events: what each transition did, safe to broadcast to every player
 * (they never carry a hidden card; shown cards are public once shown).
 * Every chip that moves is one `chips` event, so an app can keep a ledger.
 */
import type { Card, Rank } from '../cards/cards.js';
import { formatCard, formatCards, formatRank } from '../cards/format.js';
import { table } from '../core/tables.js';
import type { Prize } from './combos.js';
import type { Announcement } from './state.js';

/** Where chips come from or go to: a seat, a prize's pool, or the chips bet on a prize. */
export type ChipPlace = number | `pool:${Prize}` | `bets:${Prize}`;

/** Why chips moved. */
export const CHIP_REASONS = ['stake', 'bet', 'pool', 'bonus', 'carte blanche', 'hoc', 'cards left', 'penalty'] as const;
/** A reason for a chip movement. */
export type ChipReason = (typeof CHIP_REASONS)[number];

/** Chips moved. */
export interface ChipsEvent {
  /** `'chips'`. */
  type: 'chips';
  /** Payer. */
  from: ChipPlace;
  /** Payee. */
  to: ChipPlace;
  /** How many (positive). */
  amount: number;
  /** Why. */
  reason: ChipReason;
}
/** One round of the draw for the first dealer (face-up cards, HOC-3.1, HOC-D10). */
export interface DrawEvent {
  /** `'draw'`. */
  type: 'draw';
  /** The card each seat drew (`null`: not drawing in this tie round). */
  cards: (Card | null)[];
  /** The dealer once the draw is decided, else `null` (a tie: the lowest draw again). */
  dealer: number | null;
}
/** A new deal was dealt (the cards themselves are in each player's view). */
export interface DealEvent {
  /** `'deal'`. */
  type: 'deal';
  /** The deal number, 0-based. */
  deal: number;
  /** The dealer. */
  dealer: number;
  /** First in hand. */
  first: number;
  /** Double/triple-game multiplier per prize. */
  multipliers: number[];
}
/** A bid for a prize. */
export interface BidEvent {
  /** `'bid'`. */
  type: 'bid';
  /** Who. */
  seat: number;
  /** The prize. */
  prize: Prize;
  /**
   * What they said; `value`: an earlier declarer names their point's value
   * because a later declaration has the same count (HOC-5.7, HOC-D19); never
   * for a value already public.
   */
  bid: 'pass' | 'raise' | 'call' | 'declare' | 'good' | 'value';
  /** The raise size (0 for other bids). */
  amount: number;
  /** What a declaration (or a `value`) announced, else `null`. */
  announcement: Announcement | null;
}
/** A prize was settled. */
export interface PrizeEvent {
  /** `'prize'`. */
  type: 'prize';
  /** The prize. */
  prize: Prize;
  /** The winner, or `null` when everybody passed (the pool stays). */
  winner: number | null;
  /**
   * How: best declaration, last player left, nobody declared (everyone said
   * "good" after a raise: the one nearest first in hand, who wins
   * uncontested and, for the sequence or tricon, may show), or nobody.
   */
  how: 'declared' | 'uncontested' | 'nothing' | 'none';
}
/** Cards were shown (a prize's combination, or a carte blanche hand). */
export interface ShowEvent {
  /** `'show'`. */
  type: 'show';
  /** Who. */
  seat: number;
  /** The prize, or `null` for carte blanche. */
  prize: Prize | null;
  /** The cards shown (now public). */
  cards: Card[];
  /** The bonus each other player pays for it (0 for the point). */
  bonus: number;
}
/** The prize winner shows nothing more. */
export interface ShowEndEvent {
  /** `'showEnd'`. */
  type: 'showEnd';
  /** Who. */
  seat: number;
  /** The prize. */
  prize: Prize;
}
/** A carte blanche decision. */
export interface BlancheEvent {
  /** `'blanche'`. */
  type: 'blanche';
  /** Who. */
  seat: number;
  /** Whether they declared carte blanche. */
  declare: boolean;
}
/** A card laid on the table. */
export interface LayEvent {
  /** `'lay'`. */
  type: 'lay';
  /** Who. */
  seat: number;
  /** The card. */
  card: Card;
}
/** "Without N": the turn passes to the right. */
export interface WithoutEvent {
  /** `'without'`. */
  type: 'without';
  /** Who. */
  seat: number;
  /** The rank needed. */
  rank: Rank;
}
/** A hoc was called (each other player then pays 1 chip). */
export interface HocCallEvent {
  /** `'hoc'`. */
  type: 'hoc';
  /** Who. */
  seat: number;
  /** Principal (a King, Q♠ or J♦ laid) or accidental (a stuck run). */
  kind: 'principal' | 'accidental';
  /** The card that made the hoc. */
  card: Card;
}
/** A false "without" was found out (falseWithout variant). */
export interface FalseWithoutEvent {
  /** `'falseWithout'`. */
  type: 'falseWithout';
  /** Who lied. */
  seat: number;
  /** The rank they said they lacked. */
  rank: Rank;
}
/** A deal ended: someone laid their last card. */
export interface DealEndEvent {
  /** `'dealEnd'`. */
  type: 'dealEnd';
  /** The deal number. */
  deal: number;
  /** Who went out. */
  seat: number;
  /** Cards left in each hand. */
  cardsLeft: number[];
}
/** The game ended. */
export interface GameEndEvent {
  /** `'gameEnd'`. */
  type: 'gameEnd';
  /** Final balances. */
  balances: number[];
  /** The seats sharing the win. */
  winners: number[];
}

/**
 * Any Hoc event.
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 *
 * // A chip ledger kept from events alone.
 * const ledger = new Map<string, number>();
 * let state = hoc.setup({ players: 2, seed: 'table 7', deals: 2 });
 * const count = (events: hoc.HocEvent[]) => {
 *   for (const e of events) if (e.type === 'chips') ledger.set(e.reason, (ledger.get(e.reason) ?? 0) + e.amount);
 * };
 * count(hoc.openingEvents(state));
 * while (!hoc.isOver(state)) {
 *   const r = hoc.step(state, hoc.legalActions(state)[0]!);
 *   count(r.events);
 *   state = r.state;
 * }
 * console.log(ledger); // chips moved, by reason
 * ```
 */
export type HocEvent =
  | ChipsEvent
  | DrawEvent
  | DealEvent
  | BidEvent
  | PrizeEvent
  | ShowEvent
  | ShowEndEvent
  | BlancheEvent
  | LayEvent
  | WithoutEvent
  | HocCallEvent
  | FalseWithoutEvent
  | DealEndEvent
  | GameEndEvent;

// Tables without a prototype: a field of a damaged event finds nothing in them.
const SEQUENCE_NAMES: Readonly<Record<number, string>> = table({ 3: 'tierce', 4: 'quart', 5: 'quint' });
const HOW_TEXT = table({ declared: 'best declaration', uncontested: 'uncontested', nothing: 'nobody declared; nearest to first in hand', none: '' });

const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;

function chipsLine(e: ChipsEvent): string {
  const n = plural(e.amount, 'chip');
  if (typeof e.from === 'number' && typeof e.to === 'number') return `Seat ${e.from} pays Seat ${e.to} ${n} (${e.reason}).`;
  if (typeof e.from === 'number') {
    const [kind, prize] = String(e.to).split(':');
    return kind === 'pool' ? `Seat ${e.from} puts ${n} in the ${prize} pool (${e.reason}).` : `Seat ${e.from} bets ${n} on the ${prize}.`;
  }
  const [kind, prize] = e.from.split(':');
  return kind === 'pool' ? `Seat ${String(e.to)} takes the ${prize} pool: ${n}.` : `Seat ${String(e.to)} takes the ${n} bet on the ${prize}.`;
}

function announce(prize: Prize, a: Announcement): string {
  if (prize === 'point') return `${a.length} cards${a.value === null ? '' : ` worth ${a.value}`}`;
  if (prize === 'sequence') return `${SEQUENCE_NAMES[a.length]} to the ${formatRank(a.rank!)}`;
  return `${a.length === 4 ? 'four' : 'three'} ${formatRank(a.rank!)}s`;
}

/**
 * One event as an English line, e.g. `Seat 1 raises 2 on the point.` or
 * `Seat 2 pays Seat 0 1 chip (hoc).`
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 *
 * const { events } = hoc.step(hoc.setup({ seed: 7 }), { type: 'raise', amount: 2 });
 * console.log(events.map(hoc.describe).join('\n'));
 * ```
 */
export function describe(e: HocEvent): string {
  switch (e.type) {
    case 'chips':
      return chipsLine(e);
    case 'draw': {
      const drawn = e.cards.flatMap((c, i) => (c === null ? [] : [`Seat ${i} draws ${formatCard(c)}`])).join(', ');
      return `${drawn}. ${e.dealer === null ? 'A tie for lowest: they draw again.' : `Seat ${e.dealer} deals.`}`;
    }
    case 'deal': {
      const m = e.multipliers.map((x, i) => (x > 1 ? ` ${['point', 'sequence', 'tricon'][i]} ×${x}` : '')).join('');
      return `Deal ${e.deal + 1}: Seat ${e.dealer} deals; Seat ${e.first} is first in hand.${m ? ` Multipliers:${m}.` : ''}`;
    }
    case 'bid':
      switch (e.bid) {
        case 'raise':
          return `Seat ${e.seat} raises ${e.amount} on the ${e.prize}.`;
        case 'declare':
          return `Seat ${e.seat} declares ${announce(e.prize, e.announcement!)} for the ${e.prize}.`;
        case 'good':
          return `Seat ${e.seat} says "good" on the ${e.prize}.`;
        case 'value':
          return `Seat ${e.seat} names the value of their point: ${e.announcement!.value}.`;
        default:
          return `Seat ${e.seat} ${e.bid === 'call' ? 'calls' : 'passes'} on the ${e.prize}.`;
      }
    case 'prize':
      if (e.winner === null) return `Nobody wins the ${e.prize}; its pool stays for the next deal.`;
      return `Seat ${e.winner} wins the ${e.prize} (${HOW_TEXT[e.how]}).`;
    case 'show':
      if (e.prize === null) return `Seat ${e.seat} shows carte blanche: ${formatCards(e.cards)}.`;
      return `Seat ${e.seat} shows ${formatCards(e.cards)} for the ${e.prize}${e.bonus ? ` (bonus ${e.bonus} from each)` : ''}.`;
    case 'showEnd':
      return `Seat ${e.seat} shows nothing more for the ${e.prize}.`;
    case 'blanche':
      return e.declare ? `Seat ${e.seat} declares carte blanche.` : `Seat ${e.seat} declares no carte blanche.`;
    case 'lay':
      return `Seat ${e.seat} lays ${formatCard(e.card)}.`;
    case 'without':
      return `Seat ${e.seat}: "without ${formatRank(e.rank)}".`;
    case 'hoc':
      return `Seat ${e.seat} calls "hoc!" (${e.kind}, ${formatCard(e.card)}).`;
    case 'falseWithout':
      return `Seat ${e.seat} said "without ${formatRank(e.rank)}" falsely and is found out.`;
    case 'dealEnd':
      return `Deal ${e.deal + 1} ends: Seat ${e.seat} is out. Cards left: ${e.cardsLeft.join(', ')}.`;
    case 'gameEnd':
      return `Game over. Balances: ${e.balances.join(', ')}. Winner${e.winners.length > 1 ? 's' : ''}: Seat ${e.winners.join(' and Seat ')}.`;
  }
}
