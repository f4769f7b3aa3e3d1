/**
 * Finds, offline, Hoc Mazarin seeds in which the browser test's way of
 * playing (browser-assist.test.ts: the first legal card of the hand, else
 * the first button) makes a mistake that the web table's review reports,
 * so the review's mistake path is tested with a seed known to reach it.
 * It plays the first deal as the page does (the bots by `bots.hocBot` on
 * their views) and applies the review's rule (examples/web/src/hoc-table.ts:
 * choices with more than one legal move from the first solved card, the
 * first whose exact loss is above zero).
 *
 * `npx tsx examples/test/hoc-mistakes.ts PLAYERS COUNT [PREFIX]` prints
 * one line per seed `PREFIX-0` … `PREFIX-(COUNT-1)` (after `npm run build`).
 */
import { bots, hoc } from 'hoc-hokm';

/** The review's first solved card of the play, by player count (QUICK_FROM_CARD of hoc-table.ts). */
const QUICK_FROM_CARD: Readonly<Record<number, number>> = { 2: 5, 3: 11 };

/** A mistake as the review reports it, with the actions as the engine writes them. */
export interface Mistake {
  /** The card of the play it was made at, from 1. */
  card: number;
  played: hoc.PlayAction;
  /** What the played move is worth, and what the best is worth, in chips, for the person. */
  worth: number;
  kept: number;
  best: hoc.PlayAction[];
  /** The solver's best line from there (at most six moves, within the play) and who makes each move. */
  line: { seat: number; action: hoc.PlayAction }[];
}

/** Plays seed's first deal as the browser test does (seat 0) and returns the review's first mistake, if any. */
export function firstMistake(players: 2 | 3, seed: string): { decisions: number; checked: number; mistake: Mistake | null } {
  let s = hoc.setup({ players, seed });
  const mine: { state: hoc.HocState; action: hoc.HocAction }[] = [];
  const deal = s.deal;
  while (!hoc.isOver(s) && s.deal === deal) {
    const who = hoc.toAct(s);
    if (who === null) break;
    const v = hoc.view(s, who);
    let a: hoc.HocAction;
    if (who === 0) {
      // The hand's order, then the buttons' (raise last), as the page draws them.
      const card = v.hand.find((c) => v.legal.some((l) => l.type === 'lay' && l.card === c));
      a = card ? { type: 'lay', card } : (v.legal.find((l) => l.type !== 'raise' && l.type !== 'lay') ?? v.legal[0]!);
      mine.push({ state: s, action: a });
    } else a = bots.hocBot(v);
    s = hoc.apply(s, a);
  }
  let checked = 0;
  for (const { state, action } of mine) {
    if (state.phase !== 'play' || (action.type !== 'lay' && action.type !== 'without') || state.laid.length + 1 < QUICK_FROM_CARD[players]!) continue;
    if (hoc.legalActions(state).length === 1) continue;
    checked++;
    const a = hoc.analyze(state);
    const played = a.actions.find((x) => hoc.encodeAction(x.action) === hoc.encodeAction(action))!;
    if (played.loss <= 0) continue;
    const line: Mistake['line'] = [];
    let x = state;
    for (const m of a.line.slice(0, 6)) {
      if (x.phase !== 'play') break;
      line.push({ seat: hoc.toAct(x)!, action: m });
      x = hoc.apply(x, m);
    }
    const best = a.actions.filter((y) => y.loss === 0).map((y) => y.action);
    return { decisions: mine.length, checked, mistake: { card: state.laid.length + 1, played: action, worth: played.score, kept: a.score, best, line } };
  }
  return { decisions: mine.length, checked, mistake: null };
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const players = Number(process.argv[2] ?? 2) as 2 | 3;
  const count = Number(process.argv[3] ?? 20);
  const prefix = process.argv[4] ?? `browser-review-hoc${players}`;
  const words = (a: hoc.PlayAction) => (a.type === 'lay' ? a.card : 'without');
  for (let i = 0; i < count; i++) {
    const seed = `${prefix}-${i}`;
    const { decisions, checked, mistake: m } = firstMistake(players, seed);
    const said = m
      ? `card ${m.card}: ${words(m.played)} worth ${m.worth}, ${m.best.map(words).join('/')} kept ${m.kept} (loss ${m.kept - m.worth}); line ${m.line.map((l) => `${l.seat}:${words(l.action)}`).join(' ')}`
      : 'no mistake';
    console.log(`${seed}: ${decisions} decisions, ${checked} checked; ${said}`);
  }
}
