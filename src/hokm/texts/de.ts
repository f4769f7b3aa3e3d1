/**
 * Hokm event lines in German: Trumpf, Stich, Runde (a hand), Partie; the
 * Persian terms Hakem and Kot kept as players say them.
 */
import { formatCard, formatCards } from '../../cards/format.js';
import type { EventTexts } from '../../core/locale.js';
import { table } from '../../core/tables.js';
import type { HokmEvent } from '../types.js';

const SUITS = table({ C: 'Kreuz', D: 'Karo', H: 'Herz', S: 'Pik' });
const KIND_TEXT = table({ tricks: 'zuerst am Ziel', kot: 'Kot (7:0)', tie: 'die Führenden liegen gleich; der dritte Spieler gewinnt' });

const seats = (list: readonly number[]) => list.map((s) => `Platz ${s}`).join(' und ');

function line(e: HokmEvent): string {
  switch (e.type) {
    case 'hakemChosen': {
      const cards = e.faceUp.map((f) => `${formatCard(f.card)} für Spieler ${f.player}`).join(', ');
      const partner = e.partner === null ? '' : `; Partner auf Platz ${e.partner}`;
      return `Offen gezogen: ${cards}. Platz ${e.hakem} ist Hakem${partner}; Sitzordnung (Spielernummern) ${e.seating.join(' ')}.`;
    }
    case 'dealt':
      return `Runde ${e.hand}: Platz ${e.dealer} gibt für den Hakem auf Platz ${e.hakem}; die Hände haben ${e.counts.join('/')} Karten, ${e.stock} im Stapel.`;
    case 'trumpNamed':
      return `Platz ${e.seat} bestimmt ${SUITS[e.suit]} als Trumpf.`;
    case 'discarded':
      return `Platz ${e.seat} legt eine Karte verdeckt ab.`;
    case 'drew':
      return `Platz ${e.seat} ${e.keep ? 'behält die oberste Karte und legt die nächste ab' : 'legt die oberste Karte ab und behält die nächste'}; ${e.stock} übrig.`;
    case 'played':
      return `Platz ${e.seat} spielt ${formatCard(e.card)}.`;
    case 'trickWon':
      return `Platz ${e.seat} gewinnt den Stich (${formatCards(e.cards)}, ausgespielt von Platz ${e.leader}); Stiche ${e.tricks.join('-')}.`;
    case 'handWon': {
      const r = e.result;
      return `Runde ${r.hand} an ${seats(r.winners)}: ${KIND_TEXT[r.kind]}, ${r.points} Punkt${r.points === 1 ? '' : 'e'} (Stiche ${r.tricks.join('-')}); Stand ${e.score.join('-')}.`;
    }
    case 'nextHand':
      return `Runde ${e.hand}: ${e.hakemChanged ? 'neuer Hakem' : 'der Hakem bleibt'} auf Platz ${e.hakem}, Geber auf Platz ${e.dealer}.`;
    case 'matchOver':
      return `Partie vorbei: ${seats(e.winners)} ${e.winners.length > 1 ? 'gewinnen' : 'gewinnt'} ${e.score.join('-')}.`;
  }
}

/** The German lines of Hokm events. */
export const HOKM_DE: EventTexts<HokmEvent> = { notAnEvent: '(kein Hokm-Ereignis)', line };
