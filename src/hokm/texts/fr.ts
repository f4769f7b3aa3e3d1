/**
 * Hokm event lines in French: atout, pli, donne, partie; the Persian terms
 * hakem and kot kept as players say them.
 */
import { formatCard, formatCards } from '../../cards/format.js';
import type { EventTexts } from '../../core/locale.js';
import { table } from '../../core/tables.js';
import type { HokmEvent } from '../types.js';

const SUITS = table({ C: 'trèfle', D: 'carreau', H: 'cœur', S: 'pique' });
const KIND_TEXT = table({ tricks: 'premier au but', kot: 'kot (7 à 0)', tie: 'les deux premiers sont à égalité ; le troisième joueur gagne' });

const seats = (list: readonly number[]) => list.map((s) => `la place ${s}`).join(' et ');

function line(e: HokmEvent): string {
  switch (e.type) {
    case 'hakemChosen': {
      const cards = e.faceUp.map((f) => `${formatCard(f.card)} au joueur ${f.player}`).join(', ');
      const partner = e.partner === null ? '' : ` ; son partenaire est à la place ${e.partner}`;
      return `Cartes retournées : ${cards}. La place ${e.hakem} est hakem${partner} ; placement (numéros des joueurs) ${e.seating.join(' ')}.`;
    }
    case 'dealt':
      return `Donne ${e.hand} : la place ${e.dealer} distribue pour le hakem (place ${e.hakem}) ; les mains ont ${e.counts.join('/')} cartes, ${e.stock} au talon.`;
    case 'trumpNamed':
      return `La place ${e.seat} nomme l'atout : ${SUITS[e.suit]}.`;
    case 'discarded':
      return `La place ${e.seat} écarte une carte face cachée.`;
    case 'drew':
      return `La place ${e.seat} ${e.keep ? 'garde la carte du dessus et écarte la suivante' : 'écarte la carte du dessus et garde la suivante'} ; il en reste ${e.stock}.`;
    case 'played':
      return `La place ${e.seat} joue ${formatCard(e.card)}.`;
    case 'trickWon':
      return `La place ${e.seat} remporte le pli (${formatCards(e.cards)}, entamé par la place ${e.leader}) ; plis ${e.tricks.join('-')}.`;
    case 'handWon': {
      const r = e.result;
      return `Donne ${r.hand} pour ${seats(r.winners)} : ${KIND_TEXT[r.kind]}, ${r.points} point${r.points === 1 ? '' : 's'} (plis ${r.tricks.join('-')}) ; score ${e.score.join('-')}.`;
    }
    case 'nextHand':
      return `Donne ${e.hand} : ${e.hakemChanged ? 'nouveau hakem' : 'le hakem reste'} à la place ${e.hakem}, donneur à la place ${e.dealer}.`;
    case 'matchOver':
      return `Partie terminée : ${seats(e.winners)} ${e.winners.length > 1 ? 'gagnent' : 'gagne'} ${e.score.join('-')}.`;
  }
}

/** The French lines of Hokm events. */
export const HOKM_FR: EventTexts<HokmEvent> = { notAnEvent: '(pas un événement de Hokm)', line };
