/**
 * Events as English lines (for logs and the CLI transcript), and the events
 * of the setup itself. Events never carry hidden cards: deals and discards
 * are counts only; a UI reads its own new cards from its view.
 */
import { SUIT_NAMES, formatCard, formatCards } from '../cards/index.js';
import { table } from '../core/tables.js';
import { dealtEvent } from './deal.js';
import type { HokmEvent, HokmState } from './types.js';

const KIND_TEXT = table({ tricks: 'first to win', kot: 'kot (7:0)', tie: 'the leaders are level; the third player wins' });

/** The line {@link describeEvent} gives for anything that is not a Hokm event. */
export const NOT_AN_EVENT = '(not a Hokm event)';

function seats(list: readonly number[]): string {
  return list.map((s) => `seat ${s}`).join(' and ');
}

/** One event as an English line; {@link NOT_AN_EVENT} for anything else (never throws). */
export function describeEvent(e: HokmEvent): string {
  try {
    return (typeof e === 'object' && e !== null && line(e)) || NOT_AN_EVENT;
  } catch {
    return NOT_AN_EVENT;
  }
}

function line(e: HokmEvent): string | undefined {
  switch (e.type) {
    case 'hakemChosen': {
      const cards = e.faceUp.map((f) => `${formatCard(f.card)} to player ${f.player}`).join(', ');
      const partner = e.partner === null ? '' : `; partner in seat ${e.partner}`;
      return `Dealt face up: ${cards}. Seat ${e.hakem} is hakem${partner}; seating (player ids) ${e.seating.join(' ')}.`;
    }
    case 'dealt':
      return `Hand ${e.hand}: seat ${e.dealer} deals for hakem seat ${e.hakem}; hands hold ${e.counts.join('/')} cards, ${e.stock} in the stock.`;
    case 'trumpNamed':
      return `Seat ${e.seat} names ${SUIT_NAMES[e.suit]} trumps.`;
    case 'discarded':
      return `Seat ${e.seat} discards a card face down.`;
    case 'drew':
      return `Seat ${e.seat} ${e.keep ? 'keeps the top card and discards the next' : 'discards the top card and keeps the next'}; ${e.stock} left.`;
    case 'played':
      return `Seat ${e.seat} plays ${formatCard(e.card)}.`;
    case 'trickWon':
      return `Seat ${e.seat} wins the trick (${formatCards(e.cards)}, led by seat ${e.leader}); tricks ${e.tricks.join('-')}.`;
    case 'handWon': {
      const r = e.result;
      return `Hand ${r.hand} to ${seats(r.winners)}: ${KIND_TEXT[r.kind]}, ${r.points} point${r.points === 1 ? '' : 's'} (tricks ${r.tricks.join('-')}); score ${e.score.join('-')}.`;
    }
    case 'nextHand':
      return `Hand ${e.hand}: ${e.hakemChanged ? 'new hakem' : 'hakem stays'} seat ${e.hakem}, dealer seat ${e.dealer}.`;
    case 'matchOver':
      return `Match over: ${seats(e.winners)} win ${e.score.join('-')}.`;
  }
}

/**
 * The events of a fresh match's setup: the face-up draw (if any) and the
 * first deal; in host mode, whatever the setup did before waiting for the
 * host (nothing).
 */
export function openingEvents(s: HokmState): HokmEvent[] {
  const out: HokmEvent[] = [];
  if (s.match.hakemDraw !== null) {
    const partner = s.players === 4 ? (s.hakem + 2) % 4 : null;
    out.push({ type: 'hakemChosen', faceUp: s.match.hakemDraw.map((f) => ({ ...f })), hakem: s.hakem, partner, seating: [...s.match.seating] });
  }
  if (s.phase !== 'shuffle') out.push(dealtEvent(s, s.match.handNo));
  return out;
}
