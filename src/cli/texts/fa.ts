/**
 * The CLI's own lines in Persian, with the Hokm words of the library's
 * Persian event lines (حاکم، حکم، کُت، دست، دور) and Hoc Mazarin's French
 * terms as they sound (پوان، سکانس، تریکُن، هُک، کارت بلانش). Numbers in
 * Persian digits; cards in their universal notation; the words of the
 * commands (`hoc-hokm hokm --help`) and seeds as typed.
 */
import { persianDigits } from '../../core/locale.js';
import type { CliTexts } from './en.js';

/** Persian digits for a number or a text's ASCII digits. */
const d = (n: number | string) => persianDigits(String(n));
const seatList = (list: readonly number[]) => list.map((s) => `صندلی ${d(s)}`).join(' و ');

/** The Persian lines of the CLI. */
export const CLI_FA: CliTexts = {
  num: d,
  titles: { 'Usage:': 'طرز استفاده:', 'Options:': 'گزینه‌ها:', 'Commands:': 'فرمان‌ها:', 'Arguments:': 'آرگومان‌ها:', 'Global Options:': 'گزینه‌های همگانی:' },
  examples: 'نمونه‌ها:',
  choices: 'گزینه‌ها:',
  default: 'پیش‌فرض:',
  addHelp: '(برای راهنما --help را بیفزایید)',
  helpCommand: 'راهنمای یک فرمان',
  error: 'خطا',
  games: { hokm: 'حکم', hoc: 'هُک مازارَن' },

  you: (seat) => `شما روی صندلی ${d(seat)}`,
  randomPlayers: 'بازیکنان تصادفی',
  bots: 'ربات‌ها',
  hokmHeader: (players, target, who, seed) => ` · ${d(players)} بازیکن · هر که زودتر به ${d(target)} امتیاز برسد · ${who} · بذر "${seed}"`,
  hocHeader: (players, chips, deals, firstOnly, who, seed) =>
    ` · ${d(players)} بازیکن · هر نفر ${d(chips)} ژتون · ${firstOnly ? `دور اول از ${d(deals)} دور` : `${d(deals)} دور`} · ${who} · بذر "${seed}"`,
  demoNext: (hoc, human, help) => `بعد: ${hoc} یک بازی کامل · ${human} شما را می‌نشاند · ${help} بقیه را فهرست می‌کند`,
  replayHeader: (players, from, label, actions) => ` · ${d(players)} بازیکن · ${from} · ${label} · ${d(actions)} حرکت`,
  fromHost: 'ورق‌ها از میزبان',
  seedIs: (seed) => `بذر ${seed}`,
  replayLabel: 'بازپخش',
  replayOf: (path) => `بازپخش ${path}`,
  recordEnds: (seat) => `ثبت پیش از پایان بازی تمام می‌شود: ${seat === null ? 'نوبت ورق دادن میزبان است' : `نوبت صندلی ${d(seat)} است`}.`,

  yourMove: (seat) => `صندلی ${d(seat)}، حرکت شما:`,
  noSuchMove: (answer, n) => `حرکت ${answer} وجود ندارد: عددی از ۱ تا ${d(n)} بنویسید.`,
  notAMove: (answer, n) => `«${answer}» حرکت نیست: ۱ تا ${d(n)}، کارتی مثل QS یا 10♦، یا واژه‌های یک حرکت را بنویسید.`,
  inputEnded: 'ورودی پیش از پایان بازی تمام شد',
  actionWords: {
    play: 'بازی',
    trump: 'حکم',
    discard: 'کنار',
    draw: 'کشیدن',
    keep: 'نگه‌دار',
    pass: 'پاس',
    raise: 'بالا',
    lay: 'بگذار',
    without: 'بدون',
    declare: 'اعلام',
    call: 'می‌خوانم',
    good: 'خوب',
    show: 'نشان بده',
    done: 'بس',
    carteBlanche: 'کارت بلانش',
    noCarteBlanche: 'بی کارت بلانش',
  },
  none: '—',
  hokmScreen: (hand, hakem, trumps, tricks, points) => `دور ${d(hand)} · حاکم صندلی ${d(hakem)} · حکم ${trumps ?? 'هنوز نشده'} · دست‌ها ${d(tricks)} · امتیازها ${d(points)}`,
  trick: (cards, leader) => `دست: ${cards === null ? `شروع با صندلی ${d(leader)}` : `${cards} (شروع با صندلی ${d(leader)})`}`,
  stockTop: (card) => `کارت روی دسته: ${card}`,
  yourHand: (cards) => `دست شما: ${cards}`,
  hocScreen: (deal, deals, phase, prize, high, pools) => `دور ${d(deal)} از ${d(deals)} · ${phase}${prize ? ` (${prize}، بالاترین شرط ${d(high)})` : ''} · صندوق‌ها ${d(pools)}`,
  hocChips: (balances, left) => `ژتون: ${balances.map((b, i) => `صندلی ${d(i)} ${d(b)}`).join('، ')} · کارت‌های مانده ${d(left)}`,
  hocRun: (run, needed) => `رشته: ${run} · لازم: ${needed === null ? 'رشتهٔ تازه' : d(needed)}`,
  hocHand: (cards, bets) => `دست شما: ${cards} · شرط‌های شما ${d(bets)}`,
  phases: { bid: 'شرط‌بندی', show: 'نشان دادن', blanche: 'کارت بلانش', play: 'بازی', over: 'پایان', shuffle: 'بُر زدن' },

  hokmResult: (winners, score, hands) => `${seatList(winners)} بازی را ${d(score)} پس از ${d(hands)} دور می‌برد.`,
  hocResult: (winners, top, others) =>
    `${seatList(winners)} با ${d(top)} ژتون ${winners.length > 1 ? 'با هم می‌برند' : 'می‌برد'}${others.length ? ` (${others.map(([s, b]) => `صندلی ${d(s)} ${d(b)}`).join('، ')})` : ''}.`,

  handCol: (hand) => `  دور ${d(hand)}`,
  hakemCol: (seat) => `حاکم ${d(seat)}`,
  trumpsCol: (suit) => `حکم ${suit}`,
  tricksCol: (tricks) => `دست‌ها ${d(tricks)}`,
  sideCol: (seats, points) => `${seats.length > 1 ? `صندلی ${d(seats.join('+'))}` : `صندلی ${d(seats[0]!)}`} +${d(points)}`,
  kot: ' کُت!',
  tie: ' (مساوی)',
  scoreCol: (score) => `امتیازها ${d(score)}`,

  prizes: { point: 'پوان', sequence: 'سکانس', tricon: 'تریکُن' },
  pointCards: (length, value) => `${d(length)} کارت${value === null ? '' : ` به ارزش ${d(value)}`}`,
  sequenceTo: (length, rank) => `${({ 3: 'سه‌کارتی', 4: 'چهارکارتی', 5: 'پنج‌کارتی' } as Record<number, string>)[length] ?? d(length)} تا ${d(rank)}`,
  triconOf: (length, rank) => `${length === 4 ? 'چهار' : 'سه'} ${d(rank)}`,
  chipsHead: '  ژتون',
  reasons: { stake: 'سهم', bet: 'شرط', pool: 'صندوق', bonus: 'جایزه', 'carte blanche': 'کارت بلانش', hoc: 'هُک', 'cards left': 'مانده', penalty: 'جریمه' },
  net: 'خالص',
  now: 'اکنون',
  seatRow: (seat) => `  صندلی ${d(seat)}`,
  dealHead: (deal) => `  دور ${d(deal)}`,
  dealWho: (dealer, first) => ` · صندلی ${d(dealer)} ورق می‌دهد · صندلی ${d(first)} دستِ اول`,
  blancheCol: '  بلانش',
  showsBlanche: (seat) => `صندلی ${d(seat)} کارت بلانش نشان می‌دهد`,
  shows: (cards, bonus) => ` · نشان می‌دهد ${cards}${bonus ? ` (جایزه ${d(bonus)})` : ''}`,
  nobody: 'هیچ‌کس؛ صندوق می‌ماند',
  seat: (seat) => `صندلی ${d(seat)}`,
  withSaid: (said) => ` با ${said}`,
  uncontested: ' (بی‌رقیب)',
  playCol: '  بازی',
  goesOut: (hocs, left) => ` زودتر از همه تمام می‌کند · هُک‌ها: ${hocs} · کارت‌های مانده ${d(left)}`,
  hocCalls: (seat, n) => `صندلی ${d(seat)} ×${d(n)}`,
  noHocs: 'هیچ',
};
