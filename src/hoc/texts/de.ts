/**
 * Hoc event lines in German; the game's French terms stay as names (Hoc,
 * Carte blanche, Point, Sequenz: Terz, Quart, Quint, Tricon), the rest is
 * German (Topf, Einsatz, erhöhen, halten, „ohne“).
 */
import type { Rank } from '../../cards/cards.js';
import { formatCard, formatCards, formatRank } from '../../cards/format.js';
import type { EventTexts } from '../../core/locale.js';
import { table } from '../../core/tables.js';
import type { Prize } from '../combos.js';
import type { ChipsEvent, HocEvent } from '../events.js';
import type { Announcement } from '../state.js';

const ACC = table({ point: 'den Point', sequence: 'die Sequenz', tricon: 'das Tricon' });
const DAT = table({ point: 'dem Point', sequence: 'der Sequenz', tricon: 'dem Tricon' });
const NAME = table({ point: 'Point', sequence: 'Sequenz', tricon: 'Tricon' });
const REASONS = table({
  stake: 'Grundeinsatz',
  bet: 'Einsatz',
  pool: 'Topf',
  bonus: 'Prämie',
  'carte blanche': 'Carte blanche',
  hoc: 'Hoc',
  'cards left': 'Restkarten',
  penalty: 'Strafe',
});
const SEQUENCES: Readonly<Record<number, string>> = table({ 3: 'Terz', 4: 'Quart', 5: 'Quint' });
const HOW = table({ declared: 'beste Meldung', uncontested: 'unbestritten', nothing: 'niemand hat gemeldet; der Vorhand am nächsten', none: '' });
const RANK = table<string, string>({ A: 'Ass', K: 'König', Q: 'Dame', J: 'Bube' });
const RANKS = table<string, string>({ A: 'Asse', K: 'Könige', Q: 'Damen', J: 'Buben' });

const rank = (r: Rank) => RANK[r] ?? formatRank(r);
const chips = (n: number) => `${n} Jeton${n === 1 ? '' : 's'}`;
const prizeOf = (place: string) => place.split(':')[1] as Prize;

function chipsLine(e: ChipsEvent): string {
  const n = chips(e.amount);
  if (typeof e.from === 'number' && typeof e.to === 'number') return `Platz ${e.from} zahlt Platz ${e.to} ${n} (${REASONS[e.reason]}).`;
  if (typeof e.from === 'number') {
    const to = String(e.to);
    return to.startsWith('pool:') ? `Platz ${e.from} legt ${n} in den Topf für ${ACC[prizeOf(to)]} (${REASONS[e.reason]}).` : `Platz ${e.from} setzt ${n} auf ${ACC[prizeOf(to)]}.`;
  }
  return e.from.startsWith('pool:')
    ? `Platz ${String(e.to)} nimmt den Topf für ${ACC[prizeOf(e.from)]}: ${n}.`
    : `Platz ${String(e.to)} nimmt die auf ${ACC[prizeOf(e.from)]} gesetzten ${n}.`;
}

function announce(prize: Prize, a: Announcement): string {
  if (prize === 'point') return `${a.length} Karten${a.value === null ? '' : ` im Wert von ${a.value}`}`;
  if (prize === 'sequence') return `${SEQUENCES[a.length]} bis ${rank(a.rank!)}`;
  return `${a.length === 4 ? 'vier' : 'drei'} ${RANKS[a.rank!] ?? formatRank(a.rank!)}`;
}

function line(e: HocEvent): string {
  switch (e.type) {
    case 'chips':
      return chipsLine(e);
    case 'draw': {
      const drawn = e.cards.flatMap((c, i) => (c === null ? [] : [`Platz ${i} zieht ${formatCard(c)}`])).join(', ');
      return `${drawn}. ${e.dealer === null ? 'Gleichstand bei der niedrigsten Karte: sie ziehen erneut.' : `Platz ${e.dealer} gibt.`}`;
    }
    case 'deal': {
      const m = e.multipliers.map((x, i) => (x > 1 ? ` ${NAME[(['point', 'sequence', 'tricon'] as const)[i]!]} ×${x}` : '')).join('');
      return `Spiel ${e.deal + 1}: Platz ${e.dealer} gibt; Platz ${e.first} hat die Vorhand.${m ? ` Multiplikatoren:${m}.` : ''}`;
    }
    case 'bid':
      switch (e.bid) {
        case 'raise':
          return `Platz ${e.seat} erhöht um ${e.amount} auf ${ACC[e.prize]}.`;
        case 'declare':
          return `Platz ${e.seat} meldet ${announce(e.prize, e.announcement!)} für ${ACC[e.prize]}.`;
        case 'good':
          return `Platz ${e.seat} sagt „gut“ bei ${DAT[e.prize]}.`;
        case 'value':
          return `Platz ${e.seat} nennt den Wert seines Points: ${e.announcement!.value}.`;
        default:
          return `Platz ${e.seat} ${e.bid === 'call' ? 'hält' : 'passt'} bei ${DAT[e.prize]}.`;
      }
    case 'prize':
      if (e.winner === null) return `Niemand gewinnt ${ACC[e.prize]}; der Topf bleibt für das nächste Spiel.`;
      return `Platz ${e.winner} gewinnt ${ACC[e.prize]} (${HOW[e.how]}).`;
    case 'show':
      if (e.prize === null) return `Platz ${e.seat} zeigt Carte blanche: ${formatCards(e.cards)}.`;
      return `Platz ${e.seat} zeigt ${formatCards(e.cards)} für ${ACC[e.prize]}${e.bonus ? ` (Prämie ${e.bonus} von jedem)` : ''}.`;
    case 'showEnd':
      return `Platz ${e.seat} zeigt nichts weiter für ${ACC[e.prize]}.`;
    case 'blanche':
      return e.declare ? `Platz ${e.seat} meldet Carte blanche.` : `Platz ${e.seat} meldet keine Carte blanche.`;
    case 'lay':
      return `Platz ${e.seat} legt ${formatCard(e.card)}.`;
    case 'without':
      return `Platz ${e.seat}: „ohne ${rank(e.rank)}“.`;
    case 'hoc':
      return `Platz ${e.seat} ruft „Hoc!“ (${e.kind === 'principal' ? 'Haupt-Hoc' : 'zufälliger Hoc'}, ${formatCard(e.card)}).`;
    case 'falseWithout':
      return `Platz ${e.seat} hat fälschlich „ohne ${rank(e.rank)}“ gesagt und wird ertappt.`;
    case 'dealEnd':
      return `Spiel ${e.deal + 1} endet: Platz ${e.seat} ist draußen. Restkarten: ${e.cardsLeft.join(', ')}.`;
    case 'gameEnd':
      return `Partie vorbei. Stände: ${e.balances.join(', ')}. Gewinner: Platz ${e.winners.join(' und Platz ')}.`;
  }
}

/** The German lines of Hoc events. */
export const HOC_DE: EventTexts<HocEvent> = { notAnEvent: '(kein Hoc-Ereignis)', line };
