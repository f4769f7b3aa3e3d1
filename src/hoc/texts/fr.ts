/**
 * Hoc event lines in French, in the game's own vocabulary (HOC-1.1): hoc,
 * carte blanche, le point, la séquence (tierce, quarte, quinte), le tricon,
 * « sans », la poule, renvier, tenir, « bon ».
 */
import type { Rank } from '../../cards/cards.js';
import { formatCard, formatCards, formatRank } from '../../cards/format.js';
import type { EventTexts } from '../../core/locale.js';
import { table } from '../../core/tables.js';
import type { Prize } from '../combos.js';
import type { ChipsEvent, HocEvent } from '../events.js';
import type { Announcement } from '../state.js';

const LE = table({ point: 'le point', sequence: 'la séquence', tricon: 'le tricon' });
const DU = table({ point: 'du point', sequence: 'de la séquence', tricon: 'du tricon' });
const NAME = table({ point: 'point', sequence: 'séquence', tricon: 'tricon' });
const REASONS = table({
  stake: 'enjeu',
  bet: 'mise',
  pool: 'poule',
  bonus: 'prime',
  'carte blanche': 'carte blanche',
  hoc: 'hoc',
  'cards left': 'cartes restantes',
  penalty: 'pénalité',
});
const SEQUENCES: Readonly<Record<number, string>> = table({ 3: 'tierce', 4: 'quarte', 5: 'quinte' });
const HOW = table({ declared: 'meilleure annonce', uncontested: 'sans contestation', nothing: "personne n'a annoncé ; le plus proche du premier en main", none: '' });
const RANK = table<string, string>({ A: 'as', K: 'roi', Q: 'dame', J: 'valet' });
const AU = table<string, string>({ A: "à l'as", K: 'au roi', Q: 'à la dame', J: 'au valet' });
const RANKS = table<string, string>({ A: 'as', K: 'rois', Q: 'dames', J: 'valets' });

const rank = (r: Rank) => RANK[r] ?? formatRank(r);
const chips = (n: number) => `${n} jeton${n === 1 ? '' : 's'}`;
const prizeOf = (place: string) => place.split(':')[1] as Prize;

function chipsLine(e: ChipsEvent): string {
  const n = chips(e.amount);
  if (typeof e.from === 'number' && typeof e.to === 'number') return `La place ${e.from} paie ${n} à la place ${e.to} (${REASONS[e.reason]}).`;
  if (typeof e.from === 'number') {
    const to = String(e.to);
    return to.startsWith('pool:') ? `La place ${e.from} met ${n} dans la poule ${DU[prizeOf(to)]} (${REASONS[e.reason]}).` : `La place ${e.from} mise ${n} sur ${LE[prizeOf(to)]}.`;
  }
  return e.from.startsWith('pool:')
    ? `La place ${String(e.to)} prend la poule ${DU[prizeOf(e.from)]} : ${n}.`
    : `La place ${String(e.to)} prend les ${n} misés sur ${LE[prizeOf(e.from)]}.`;
}

function announce(prize: Prize, a: Announcement): string {
  if (prize === 'point') return `${a.length} cartes${a.value === null ? '' : ` valant ${a.value}`}`;
  if (prize === 'sequence') return `${SEQUENCES[a.length]} ${AU[a.rank!] ?? `au ${formatRank(a.rank!)}`}`;
  return `${a.length === 4 ? 'quatre' : 'trois'} ${RANKS[a.rank!] ?? formatRank(a.rank!)}`;
}

function line(e: HocEvent): string {
  switch (e.type) {
    case 'chips':
      return chipsLine(e);
    case 'draw': {
      const drawn = e.cards.flatMap((c, i) => (c === null ? [] : [`la place ${i} tire ${formatCard(c)}`])).join(', ');
      const end = e.dealer === null ? 'Égalité pour la plus basse : on tire de nouveau.' : `La place ${e.dealer} donne.`;
      return `${drawn.charAt(0).toUpperCase()}${drawn.slice(1)}. ${end}`;
    }
    case 'deal': {
      const m = e.multipliers.map((x, i) => (x > 1 ? ` ${NAME[(['point', 'sequence', 'tricon'] as const)[i]!]} ×${x}` : '')).join('');
      return `Donne ${e.deal + 1} : la place ${e.dealer} donne ; la place ${e.first} est premier en main.${m ? ` Multiplicateurs :${m}.` : ''}`;
    }
    case 'bid':
      switch (e.bid) {
        case 'raise':
          return `La place ${e.seat} renvie de ${e.amount} sur ${LE[e.prize]}.`;
        case 'declare':
          return `La place ${e.seat} annonce ${announce(e.prize, e.announcement!)} pour ${LE[e.prize]}.`;
        case 'good':
          return `La place ${e.seat} dit « bon » sur ${LE[e.prize]}.`;
        case 'value':
          return `La place ${e.seat} donne la valeur de son point : ${e.announcement!.value}.`;
        default:
          return `La place ${e.seat} ${e.bid === 'call' ? 'tient' : 'passe'} sur ${LE[e.prize]}.`;
      }
    case 'prize':
      if (e.winner === null) return `Personne ne gagne ${LE[e.prize]} ; sa poule reste pour la donne suivante.`;
      return `La place ${e.winner} gagne ${LE[e.prize]} (${HOW[e.how]}).`;
    case 'show':
      if (e.prize === null) return `La place ${e.seat} montre carte blanche : ${formatCards(e.cards)}.`;
      return `La place ${e.seat} montre ${formatCards(e.cards)} pour ${LE[e.prize]}${e.bonus ? ` (prime de ${e.bonus} de chacun)` : ''}.`;
    case 'showEnd':
      return `La place ${e.seat} ne montre rien de plus pour ${LE[e.prize]}.`;
    case 'blanche':
      return e.declare ? `La place ${e.seat} annonce carte blanche.` : `La place ${e.seat} n'annonce pas carte blanche.`;
    case 'lay':
      return `La place ${e.seat} pose ${formatCard(e.card)}.`;
    case 'without':
      return `La place ${e.seat} : « sans ${rank(e.rank)} ».`;
    case 'hoc':
      return `La place ${e.seat} dit « hoc ! » (${e.kind === 'principal' ? 'principal' : 'accidentel'}, ${formatCard(e.card)}).`;
    case 'falseWithout':
      return `La place ${e.seat} a dit « sans ${rank(e.rank)} » à tort et est découverte.`;
    case 'dealEnd':
      return `Fin de la donne ${e.deal + 1} : la place ${e.seat} est sortie. Cartes restantes : ${e.cardsLeft.join(', ')}.`;
    case 'gameEnd':
      return `Partie terminée. Soldes : ${e.balances.join(', ')}. Gagnant${e.winners.length > 1 ? 's' : ''} : la place ${e.winners.join(' et la place ')}.`;
  }
}

/** The French lines of Hoc events. */
export const HOC_FR: EventTexts<HocEvent> = { notAnEvent: '(pas un événement de Hoc)', line };
