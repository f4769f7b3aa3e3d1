/**
 * `hoc-hokm simulate`'s statistics: what each game's events say (collected
 * in the worker thread that played it, one small record per game) and the
 * summary of all the records with 95 % intervals (computed once, in game
 * order, so the figures do not depend on how the games were split among
 * threads).
 *
 * Hokm: match wins and final points per side, hands per match, hands won by
 * the hakem's side, kots. Hoc Mazarin: per seat, chips won, wins, deals in
 * which it went out first, hocs, prizes won, carte blanche and false
 * "without"s found out; chips left unclaimed in the pools.
 */
import { meanInterval, wilson, type Interval } from '../bots/index.js';
import type { AnyEngine } from '../core/engine.js';
import type { HocEvent } from '../hoc/index.js';
import type { HokmEvent } from '../hokm/index.js';
import { columns, pad, table } from './style.js';
import { CLI_EN, type CliTexts } from './texts/en.js';

/** One Hokm match. */
export interface HokmGameStats {
  game: 'hokm';
  /** The game's number. */
  index: number;
  /** Each seat's final points (its side's). */
  score: number[];
  /** Each seat's share of the win. */
  result: number[];
  /** Hands played. */
  hands: number;
  /** Hands won by the hakem's side. */
  hakemWon: number;
  /** Hands won 7–0 (kot). */
  kots: number;
  /** Actions played. */
  actions: number;
}

/** The prizes of a Hoc deal, in bidding order. */
const PRIZES = ['point', 'sequence', 'tricon'] as const;

/** One Hoc Mazarin game. */
export interface HocGameStats {
  game: 'hoc';
  /** The game's number. */
  index: number;
  /** Each seat's chips won or lost. */
  chips: number[];
  /** Each seat's share of the win. */
  result: number[];
  /** Deals played. */
  deals: number;
  /** Per seat, deals in which it went out first. */
  wentOut: number[];
  /** Per seat, hocs made. */
  hocs: number[];
  /** Per prize, per seat, deals in which the seat won it. */
  prizes: Record<(typeof PRIZES)[number], number[]>;
  /** Per seat, carte blanche declared. */
  blanche: number[];
  /** Per seat, false "without"s found out. */
  falseWithout: number[];
  /** Chips left in the pools at the end. */
  unclaimed: number;
  /** Actions played. */
  actions: number;
}

/** One game's statistics. */
export type GameStats = HokmGameStats | HocGameStats;

/** Reads one game's events, then its final state. */
export interface Collector {
  event(e: unknown): void;
  finish(engine: AnyEngine, state: unknown, actions: number): GameStats;
}

const zeros = (n: number) => new Array<number>(n).fill(0);

/** A collector for game `index` of `game` with `players` seats. */
export function collector(game: 'hokm' | 'hoc', players: number, index: number): Collector {
  if (game === 'hokm') {
    const s = { hands: 0, hakemWon: 0, kots: 0 };
    return {
      event(raw) {
        const e = raw as HokmEvent;
        if (e.type !== 'handWon') return;
        s.hands++;
        if (e.result.winners.includes(e.result.hakem)) s.hakemWon++;
        if (e.result.kind === 'kot') s.kots++;
      },
      finish(engine, state, actions) {
        const r = engine.returns(state);
        return { game, index, score: r.score, result: r.result!, ...s, actions };
      },
    };
  }
  const s = {
    deals: 0,
    wentOut: zeros(players),
    hocs: zeros(players),
    prizes: { point: zeros(players), sequence: zeros(players), tricon: zeros(players) },
    blanche: zeros(players),
    falseWithout: zeros(players),
  };
  return {
    event(raw) {
      const e = raw as HocEvent;
      if (e.type === 'dealEnd') {
        s.deals++;
        s.wentOut[e.seat]!++;
      } else if (e.type === 'hoc') s.hocs[e.seat]!++;
      else if (e.type === 'prize' && e.winner !== null) s.prizes[e.prize][e.winner]!++;
      else if (e.type === 'blanche' && e.declare) s.blanche[e.seat]!++;
      else if (e.type === 'falseWithout') s.falseWithout[e.seat]!++;
    },
    finish(engine, state, actions) {
      const r = engine.returns(state);
      const o = engine.outcome(state) as { unclaimed: number };
      return { game, index, chips: r.score, result: r.result!, ...s, unclaimed: o.unclaimed, actions };
    },
  };
}

/** A Hokm side (4 players: seats 0+2 and 1+3; otherwise one seat) and how it did. */
export interface SideSummary {
  /** Its seats. */
  seats: number[];
  /** The player in each of its seats. */
  players: string[];
  /** Match win rate, Wilson 95 %. */
  wins: Interval;
  /** Final points per match, 95 %. */
  points: Interval;
}

/** A Hoc seat and how it did. */
export interface SeatSummary {
  /** The seat. */
  seat: number;
  /** Its player. */
  player: string;
  /** Chips won or lost per game, 95 %. */
  chips: Interval;
  /** Share of the games won (ties shared), Wilson 95 %. */
  wins: Interval;
  /** Share of the deals in which it went out first, Wilson 95 %. */
  wentOut: Interval;
  /** Hocs per game, 95 %. */
  hocs: Interval;
  /** Share of the deals in which it won each prize, Wilson 95 %. */
  prizes: Record<(typeof PRIZES)[number], Interval>;
  /** Carte blanche declared (count). */
  blanche: number;
  /** False "without"s found out (count). */
  falseWithout: number;
}

/** The summary of a simulation. */
export type SimulateSummary =
  | {
      game: 'hokm';
      /** Matches played. */
      games: number;
      /** Per side. */
      sides: SideSummary[];
      /** Hands per match, 95 %. */
      hands: Interval;
      /** Share of the hands won by the hakem's side, Wilson 95 %. */
      hakemWins: Interval;
      /** Share of the hands won 7–0, Wilson 95 %. */
      kots: Interval;
      /** Actions per match, 95 %. */
      actions: Interval;
    }
  | {
      game: 'hoc';
      /** Games played. */
      games: number;
      /** Deals played in all. */
      deals: number;
      /** Per seat. */
      seats: SeatSummary[];
      /** Chips left unclaimed in the pools at the end, per game, 95 %. */
      unclaimed: Interval;
      /** Actions per game, 95 %. */
      actions: Interval;
    };

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** The summary of the games' records (any order: they are sorted by number); `names` is the player of each seat. */
export function summarizeGames(game: 'hokm' | 'hoc', names: readonly string[], records: readonly GameStats[]): SimulateSummary {
  const players = names.length;
  if (game === 'hokm') {
    const g = [...records].sort((a, b) => a.index - b.index) as HokmGameStats[];
    const sides =
      players === 4
        ? [
            [0, 2],
            [1, 3],
          ]
        : names.map((_, s) => [s]);
    const hands = sum(g.map((x) => x.hands));
    return {
      game,
      games: g.length,
      sides: sides.map((seats) => ({
        seats,
        players: seats.map((s) => names[s]!),
        wins: wilson(sum(g.map((x) => x.result[seats[0]!]!)), g.length),
        points: meanInterval(g.map((x) => x.score[seats[0]!]!)),
      })),
      hands: meanInterval(g.map((x) => x.hands)),
      hakemWins: wilson(sum(g.map((x) => x.hakemWon)), hands),
      kots: wilson(sum(g.map((x) => x.kots)), hands),
      actions: meanInterval(g.map((x) => x.actions)),
    };
  }
  const g = [...records].sort((a, b) => a.index - b.index) as HocGameStats[];
  const deals = sum(g.map((x) => x.deals));
  return {
    game,
    games: g.length,
    deals,
    seats: names.map((player, seat) => ({
      seat,
      player,
      chips: meanInterval(g.map((x) => x.chips[seat]!)),
      wins: wilson(sum(g.map((x) => x.result[seat]!)), g.length),
      wentOut: wilson(sum(g.map((x) => x.wentOut[seat]!)), deals),
      hocs: meanInterval(g.map((x) => x.hocs[seat]!)),
      prizes: Object.fromEntries(PRIZES.map((p) => [p, wilson(sum(g.map((x) => x.prizes[p][seat]!)), deals)])) as SeatSummary['prizes'],
      blanche: sum(g.map((x) => x.blanche[seat]!)),
      falseWithout: sum(g.map((x) => x.falseWithout[seat]!)),
    })),
    unclaimed: meanInterval(g.map((x) => x.unclaimed)),
    actions: meanInterval(g.map((x) => x.actions)),
  };
}

/** Label and figure lines, the figures in a column two spaces after the longest label. */
function figures(lines: readonly [string, string][]): string[] {
  const width = Math.max(...lines.map(([label]) => columns(label))) + 2;
  return lines.map(([label, value]) => pad(label, width) + value);
}

/** The summary as lines of text in the language of `t`: a table per side or seat, then the game's figures. */
export function formatSummary(s: SimulateSummary, t: CliTexts = CLI_EN): string[] {
  const pct = (x: number) => (Number.isFinite(x) ? t.percent(t.num((100 * x).toFixed(1))) : '–');
  const num = (x: number) => (Number.isFinite(x) ? t.num(x.toFixed(2)) : '–');
  /** `51.0% [44.1%, 57.8%]`. */
  const rate = (i: Interval) => `${pct(i.value)} [${pct(i.low)}, ${pct(i.high)}]`;
  /** `6.12 [5.90, 6.34]`. */
  const mean = (i: Interval) => `${num(i.value)} [${num(i.low)}, ${num(i.high)}]`;
  if (s.game === 'hokm') {
    const rows = [[t.sideHead, t.playersHead, t.matchWinsHead, t.finalPointsHead]];
    for (const side of s.sides) rows.push([t.sideName(side.seats), [...new Set(side.players)].join('+'), rate(side.wins), mean(side.points)]);
    return [
      ...table(rows, 2),
      '',
      ...figures([
        [t.handsPerMatch, mean(s.hands)],
        [t.hakemHands, rate(s.hakemWins)],
        [t.kotHands, rate(s.kots)],
        [t.actionsPerMatch, mean(s.actions)],
      ]),
    ];
  }
  const prize = (p: (typeof PRIZES)[number]) => t.prizes[p] ?? p;
  const rows = [
    [t.seatHead, t.playerHead, t.chipsPerGameHead, t.winsHead, t.outFirstHead, t.hocsHead, prize('point'), prize('sequence'), prize('tricon'), t.blancheHead, t.falseWithoutHead],
  ];
  for (const x of s.seats) {
    rows.push([
      t.seat(x.seat),
      x.player,
      mean(x.chips),
      rate(x.wins),
      pct(x.wentOut.value),
      num(x.hocs.value),
      pct(x.prizes.point.value),
      pct(x.prizes.sequence.value),
      pct(x.prizes.tricon.value),
      t.num(x.blanche),
      t.num(x.falseWithout),
    ]);
  }
  return [
    ...table(rows, 2),
    '',
    ...figures([
      [t.dealsLine, t.dealsNote(s.deals)],
      [t.unclaimedLine, t.perGame(mean(s.unclaimed))],
      [t.actionsPerGame, mean(s.actions)],
    ]),
  ];
}
