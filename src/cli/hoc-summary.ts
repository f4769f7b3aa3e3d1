/**
 * A Hoc Mazarin deal in a few lines: how each prize went, the play, and a
 * table of every seat's chips by reason (stakes, bets, pools, bonuses,
 * hocs, cards left…) with the balances after the deal.
 */
import { formatCards, formatRank } from '../cards/format.js';
import type { ChipReason, HocEvent } from '../hoc/index.js';
import type { Output } from './command.js';
import { GAMES } from './games.js';
import type { Reporter } from './report.js';
import { pad, paintSuits, signed } from './style.js';
import type { Locale } from '../core/locale.js';
import { cliTexts, type CliTexts } from './texts/index.js';

/** What a seat declared for a prize, in words. */
function announcement(e: Extract<HocEvent, { type: 'bid' }>, t: CliTexts): string {
  const a = e.announcement;
  if (!a) return '';
  if (e.prize === 'point') return t.pointCards(a.length, a.value);
  if (e.prize === 'sequence') return t.sequenceTo(a.length, formatRank(a.rank!));
  return t.triconOf(a.length, formatRank(a.rank!));
}

/** The per-deal summary of a Hoc game, in `locale`; `chips` is each player's starting stack. */
export function hocSummary(out: Output, players: number, chips: number, locale?: Locale): Reporter {
  const c = out.color;
  const t = cliTexts(locale);
  const reasonName = (r: string) => (Object.hasOwn(t.reasons, r) ? t.reasons[r]! : r);
  const prizeName = (p: string) => (Object.hasOwn(t.prizes, p) ? t.prizes[p]! : p);
  const balances = new Array<number>(players).fill(chips);
  let byReason = new Map<ChipReason, number[]>();
  let lines: string[] = [];
  let declared = new Map<string, string>();
  /** The index in `lines` of each prize's line, to add what its winner shows. */
  let lineOf = new Map<string, number>();
  let hocs = new Array<number>(players).fill(0);
  /** The deal's table is printed once its last chips have moved: at the next deal or the end. */
  let tablePending = false;

  const move = (seat: unknown, reason: ChipReason, amount: number) => {
    if (typeof seat !== 'number') return;
    if (!byReason.has(reason)) byReason.set(reason, new Array<number>(players).fill(0));
    byReason.get(reason)![seat]! += amount;
    balances[seat]! += amount;
  };

  const table = () => {
    const reasons = [...byReason.keys()];
    const width = (r: string) => Math.max(6, reasonName(r).length + 1);
    const head = [pad(t.chipsHead, 10), ...reasons.map((r) => pad(reasonName(r), width(r), 'right')), pad(t.net, 6, 'right'), pad(t.now, 6, 'right')];
    out.print(c.dim(head.join('')));
    for (let s = 0; s < players; s++) {
      const row = reasons.map((r) => pad(signed(byReason.get(r)![s]!, c), width(r), 'right'));
      const net = reasons.reduce((sum, r) => sum + byReason.get(r)![s]!, 0);
      out.print([pad(t.seatRow(s), 10), ...row, pad(signed(net, c), 6, 'right'), pad(c.bold(String(balances[s])), 6, 'right')].join(''));
    }
  };

  return {
    event(raw) {
      const e = raw as HocEvent;
      switch (e.type) {
        case 'deal':
          if (tablePending) {
            table();
            out.print();
          }
          tablePending = false;
          byReason = new Map();
          lines = [];
          declared = new Map();
          lineOf = new Map();
          hocs = new Array<number>(players).fill(0);
          out.print(c.bold(t.dealHead(e.deal + 1)) + c.dim(t.dealWho(e.dealer, e.first)));
          break;
        case 'chips':
          move(e.from, e.reason, -e.amount);
          move(e.to, e.reason, e.amount);
          break;
        case 'bid':
          if (e.bid === 'declare' || e.bid === 'value') declared.set(`${e.prize}:${e.seat}`, announcement(e, t));
          break;
        case 'show': {
          const at = e.prize === null ? undefined : lineOf.get(e.prize);
          if (at === undefined) lines.push(`${pad(t.blancheCol, 12)}${t.showsBlanche(e.seat)}`);
          else lines[at] += t.shows(formatCards(e.cards), e.bonus);
          break;
        }
        case 'prize': {
          const how = e.winner === null ? c.dim(t.nobody) : `${c.green(t.seat(e.winner))}`;
          const said = e.winner === null ? '' : declared.get(`${e.prize}:${e.winner}`);
          const detail = e.winner === null ? '' : said ? t.withSaid(said) : e.how === 'uncontested' ? t.uncontested : '';
          lineOf.set(e.prize, lines.length);
          lines.push(`${pad(`  ${prizeName(e.prize)}`, 12)}${how}${detail}`);
          break;
        }
        case 'hoc':
          hocs[e.seat]!++;
          break;
        case 'dealEnd': {
          for (const line of lines) out.print(paintSuits(line, c));
          const calls = hocs.flatMap((n, s) => (n > 0 ? [t.hocCalls(s, n)] : []));
          out.print(`${pad(t.playCol, 12)}${c.green(t.seat(e.seat))}${t.goesOut(calls.join(', ') || t.noHocs, e.cardsLeft.join('/'))}`);
          tablePending = true;
          break;
        }
        default:
          break;
      }
    },
    end(state, over) {
      if (tablePending) table();
      if (over) out.print(c.bold(GAMES.hoc.result(state, locale)));
    },
  };
}
