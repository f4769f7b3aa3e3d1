/**
 * Hokm event lines in Persian, with the words Iranian players use: حاکم
 * (the hakem), حکم (trumps), کُت (kot, 7:0), دست (a trick), دور (a hand of
 * the match); suits خاج, خشت, دل, پیک. Numbers in Persian digits; cards keep
 * their universal notation (`Q♠`, `10♦`), shown with Persian digits too.
 */
import { formatCard, formatCards } from '../../cards/format.js';
import { persianDigits, type EventTexts } from '../../core/locale.js';
import { table } from '../../core/tables.js';
import type { HokmEvent } from '../types.js';

const SUITS = table({ C: 'خاج', D: 'خشت', H: 'دل', S: 'پیک' });
const KIND_TEXT = table({ tricks: 'زودتر به هدف رسید', kot: 'کُت (7:0)', tie: 'دو نفرِ جلو برابرند؛ نفر سوم می‌برد' });

const seats = (list: readonly number[]) => list.map((s) => `صندلی ${s}`).join(' و ');

function line(e: HokmEvent): string {
  switch (e.type) {
    case 'hakemChosen': {
      const cards = e.faceUp.map((f) => `${formatCard(f.card)} برای بازیکن ${f.player}`).join('، ');
      const partner = e.partner === null ? '' : `؛ یارش صندلی ${e.partner}`;
      return `کارت‌های رو: ${cards}. صندلی ${e.hakem} حاکم است${partner}؛ نشستن (شمارهٔ بازیکنان) ${e.seating.join(' ')}.`;
    }
    case 'dealt':
      return `دور ${e.hand}: صندلی ${e.dealer} برای حاکم (صندلی ${e.hakem}) ورق می‌دهد؛ در دست‌ها ${e.counts.join('/')} کارت، ${e.stock} کارت در دسته.`;
    case 'trumpNamed':
      return `صندلی ${e.seat} حکم می‌کند: ${SUITS[e.suit]}.`;
    case 'discarded':
      return `صندلی ${e.seat} یک کارت را به پشت کنار می‌گذارد.`;
    case 'drew':
      return `صندلی ${e.seat} ${e.keep ? 'کارت رویی را برمی‌دارد و بعدی را کنار می‌گذارد' : 'کارت رویی را کنار می‌گذارد و بعدی را برمی‌دارد'}؛ ${e.stock} کارت مانده.`;
    case 'played':
      return `صندلی ${e.seat} ${formatCard(e.card)} را بازی می‌کند.`;
    case 'trickWon':
      return `صندلی ${e.seat} دست را می‌برد (${formatCards(e.cards)}، شروع با صندلی ${e.leader})؛ دست‌ها ${e.tricks.join('-')}.`;
    case 'handWon': {
      const r = e.result;
      return `دور ${r.hand} به ${seats(r.winners)}: ${KIND_TEXT[r.kind]}، ${r.points} امتیاز (دست‌ها ${r.tricks.join('-')})؛ امتیازها ${e.score.join('-')}.`;
    }
    case 'nextHand':
      return `دور ${e.hand}: ${e.hakemChanged ? 'حاکم تازه' : 'حاکم می‌ماند'} صندلی ${e.hakem}، ورق‌دهنده صندلی ${e.dealer}.`;
    case 'matchOver':
      return `پایان بازی: ${seats(e.winners)} با ${e.score.join('-')} می‌برد.`;
  }
}

/** The Persian lines of Hokm events. */
export const HOKM_FA: EventTexts<HokmEvent> = {
  notAnEvent: '(رویداد حکم نیست)',
  line: (e) => persianDigits(line(e)),
};
