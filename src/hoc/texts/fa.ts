/**
 * Hoc event lines in Persian. The game's French terms are written as they
 * sound (هُک hoc, کارت بلانش carte blanche, پوان point, سکانس sequence,
 * تریکُن tricon), the rest in everyday Persian (ژتون chips, صندوق pool,
 * «بدونِ …» sans). Numbers in Persian digits, cards in their universal
 * notation (`Q♠`, `10♦`).
 */
import type { Rank } from '../../cards/cards.js';
import { formatCard, formatCards, formatRank } from '../../cards/format.js';
import { persianDigits, type EventTexts } from '../../core/locale.js';
import { table } from '../../core/tables.js';
import type { Prize } from '../combos.js';
import type { ChipsEvent, HocEvent } from '../events.js';
import type { Announcement } from '../state.js';

const NAME = table({ point: 'پوان', sequence: 'سکانس', tricon: 'تریکُن' });
const REASONS = table({
  stake: 'سهم ورودی',
  bet: 'شرط',
  pool: 'صندوق',
  bonus: 'جایزه',
  'carte blanche': 'کارت بلانش',
  hoc: 'هُک',
  'cards left': 'کارت‌های مانده',
  penalty: 'جریمه',
});
const SEQUENCES: Readonly<Record<number, string>> = table({ 3: 'سه‌کارتی', 4: 'چهارکارتی', 5: 'پنج‌کارتی' });
const HOW = table({ declared: 'بهترین اعلام', uncontested: 'بی‌رقیب', nothing: 'کسی اعلام نکرد؛ نزدیک‌ترین به دستِ اول', none: '' });
const RANK = table<string, string>({ A: 'آس', K: 'شاه', Q: 'بی‌بی', J: 'سرباز' });

const rank = (r: Rank) => RANK[r] ?? formatRank(r);
const prizeOf = (place: string) => NAME[place.split(':')[1] as Prize];

function chipsLine(e: ChipsEvent): string {
  const n = `${e.amount} ژتون`;
  if (typeof e.from === 'number' && typeof e.to === 'number') return `صندلی ${e.from} به صندلی ${e.to} می‌پردازد: ${n} (${REASONS[e.reason]}).`;
  if (typeof e.from === 'number') {
    const to = String(e.to);
    return to.startsWith('pool:') ? `صندلی ${e.from} در صندوقِ ${prizeOf(to)} می‌گذارد: ${n} (${REASONS[e.reason]}).` : `صندلی ${e.from} روی ${prizeOf(to)} شرط می‌بندد: ${n}.`;
  }
  return e.from.startsWith('pool:') ? `صندلی ${String(e.to)} صندوقِ ${prizeOf(e.from)} را برمی‌دارد: ${n}.` : `صندلی ${String(e.to)} شرطِ ${prizeOf(e.from)} را برمی‌دارد: ${n}.`;
}

function announce(prize: Prize, a: Announcement): string {
  if (prize === 'point') return `${a.length} کارت${a.value === null ? '' : ` به ارزش ${a.value}`}`;
  if (prize === 'sequence') return `${SEQUENCES[a.length]} تا ${rank(a.rank!)}`;
  return `${a.length === 4 ? 'چهار' : 'سه'} ${rank(a.rank!)}`;
}

function line(e: HocEvent): string {
  switch (e.type) {
    case 'chips':
      return chipsLine(e);
    case 'draw': {
      const drawn = e.cards.flatMap((c, i) => (c === null ? [] : [`صندلی ${i} کارتِ ${formatCard(c)} را می‌کشد`])).join('، ');
      return `${drawn}. ${e.dealer === null ? 'پایین‌ترین کارت‌ها برابرند: دوباره می‌کشند.' : `صندلی ${e.dealer} ورق می‌دهد.`}`;
    }
    case 'deal': {
      const m = e.multipliers.map((x, i) => (x > 1 ? ` ${NAME[(['point', 'sequence', 'tricon'] as const)[i]!]} ×${x}` : '')).join('');
      return `دور ${e.deal + 1}: صندلی ${e.dealer} ورق می‌دهد؛ صندلی ${e.first} دستِ اول است.${m ? ` ضریب‌ها:${m}.` : ''}`;
    }
    case 'bid':
      switch (e.bid) {
        case 'raise':
          return `صندلی ${e.seat} روی ${NAME[e.prize]} ${e.amount} بالا می‌برد.`;
        case 'declare':
          return `صندلی ${e.seat} برای ${NAME[e.prize]} اعلام می‌کند: ${announce(e.prize, e.announcement!)}.`;
        case 'good':
          return `صندلی ${e.seat} روی ${NAME[e.prize]} می‌گوید «خوب».`;
        case 'value':
          return `صندلی ${e.seat} ارزش پوانش را می‌گوید: ${e.announcement!.value}.`;
        default:
          return `صندلی ${e.seat} روی ${NAME[e.prize]} ${e.bid === 'call' ? 'می‌بیند' : 'پاس می‌دهد'}.`;
      }
    case 'prize':
      if (e.winner === null) return `کسی ${NAME[e.prize]} را نمی‌برد؛ صندوقش برای دور بعد می‌ماند.`;
      return `صندلی ${e.winner} ${NAME[e.prize]} را می‌برد (${HOW[e.how]}).`;
    case 'show':
      if (e.prize === null) return `صندلی ${e.seat} کارت بلانش نشان می‌دهد: ${formatCards(e.cards)}.`;
      return `صندلی ${e.seat} برای ${NAME[e.prize]} ${formatCards(e.cards)} را نشان می‌دهد${e.bonus ? ` (جایزهٔ ${e.bonus} از هر نفر)` : ''}.`;
    case 'showEnd':
      return `صندلی ${e.seat} برای ${NAME[e.prize]} چیز دیگری نشان نمی‌دهد.`;
    case 'blanche':
      return e.declare ? `صندلی ${e.seat} کارت بلانش اعلام می‌کند.` : `صندلی ${e.seat} کارت بلانش اعلام نمی‌کند.`;
    case 'lay':
      return `صندلی ${e.seat} ${formatCard(e.card)} را می‌گذارد.`;
    case 'without':
      return `صندلی ${e.seat}: «بدونِ ${rank(e.rank)}».`;
    case 'hoc':
      return `صندلی ${e.seat} می‌گوید «هُک!» (${e.kind === 'principal' ? 'اصلی' : 'اتفاقی'}، ${formatCard(e.card)}).`;
    case 'falseWithout':
      return `صندلی ${e.seat} به دروغ گفت «بدونِ ${rank(e.rank)}» و لو رفت.`;
    case 'dealEnd':
      return `پایان دور ${e.deal + 1}: صندلی ${e.seat} بیرون رفت. کارت‌های مانده: ${e.cardsLeft.join('، ')}.`;
    case 'gameEnd':
      return `پایان بازی. موجودی‌ها: ${e.balances.join('، ')}. برنده: صندلی ${e.winners.join(' و صندلی ')}.`;
  }
}

/** The Persian lines of Hoc events. */
export const HOC_FA: EventTexts<HocEvent> = {
  notAnEvent: '(رویداد هُک نیست)',
  line: (e) => persianDigits(line(e)),
};
