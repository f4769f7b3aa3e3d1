/**
 * The Hokm table: seats around, the trick in the middle, trump and score
 * on the side, the person's hand at the bottom. Everything drawn comes from
 * one `HokmView`; nothing else of the state is read. Every word comes from
 * the page's texts (texts/), in the chosen language.
 */
import { bots, hokm, SUIT_SYMBOLS, type Card, type Suit } from 'hoc-hokm';
import { backsEl, cardEl, cardName, h } from './dom.js';
import { handKeys } from './focus.js';
import { flash, hintSeed, place, seatName, signed, type Act, type Check, type Decision, type Hint, type TableGame } from './game.js';
import { locale, texts } from './texts/index.js';

type View = hokm.HokmView;
type Action = hokm.HokmAction;
type Event = hokm.HokmEvent;

const same = (a: Action, b: Action) => JSON.stringify(a) === JSON.stringify(b);
const isLegal = (v: View, a: Action) => v.legal.some((l) => same(l, a));

function sideName(v: View, side: number): string {
  if (v.options.players !== 4) return seatName(side, v.seat);
  const t = texts();
  return side === v.seat % 2 ? t.us(side, side + 2) : t.them(side, side + 2);
}

/** A suit's symbol, hidden from screen readers (the suit's name is always written next to it). */
function suitEl(s: Suit): HTMLElement {
  return h('span', { class: `suit ${s === 'H' || s === 'D' ? 'red' : 'black'}`, 'aria-hidden': 'true' }, SUIT_SYMBOLS[s]);
}

function seatBox(v: View, seat: number): HTMLElement {
  const n = v.options.players;
  const t = texts();
  const badges = [
    seat === v.hakem && h('span', { class: 'badge hakem' }, t.hakem),
    seat === v.dealer && h('span', { class: 'badge' }, t.dealer),
    n === 4 && h('span', { class: `badge side${seat % 2}` }, seat % 2 === v.seat % 2 ? t.usBadge : t.themBadge),
  ];
  return h(
    'div',
    { class: `seat ${place(seat, v.seat, n)}${v.toAct === seat ? ' to-act' : ''}`, 'data-seat': seat, role: 'group', 'aria-labelledby': `seat-${seat}-name` },
    h('div', { class: 'name', id: `seat-${seat}-name` }, seatName(seat, v.seat), ...badges),
    seat === v.seat ? null : backsEl(v.handCounts[seat]!),
    h('div', { class: 'tricks', 'data-tricks': v.tricks[seat]! }, t.tricks(v.tricks[seat]!)),
    n === 2 ? h('div', { class: 'small-note' }, t.discardCount(v.discardCounts[seat]!)) : null,
  );
}

function centre(v: View): HTMLElement {
  const n = v.options.players;
  const t = texts();
  const slots = h('div', { class: 'trick' });
  const shown = v.trick.cards.length > 0 || v.history.length === 0 ? { ...v.trick, winner: null as number | null } : v.history.at(-1)!;
  shown.cards.forEach((c, i) => {
    const seat = (shown.leader + i) % n;
    slots.append(h('div', { class: `slot ${place(seat, v.seat, n)}` }, cardEl(c, { label: t.playedBy(cardName(c), seatName(seat, v.seat)) })));
  });
  const caption =
    shown.winner !== null && shown.winner !== undefined
      ? h('div', { class: 'caption last-trick' }, t.lastTrick(seatName(shown.winner, v.seat)))
      : v.phase === 'play'
        ? h('div', { class: 'caption' }, t.trickNo(v.history.length + 1))
        : null;
  return h('div', { class: `centre${shown.winner != null ? ' done' : ''}` }, slots, caption);
}

function info(v: View): HTMLElement {
  const sides = v.options.players === 4 ? [0, 1] : v.seating.map((_, s) => s);
  const t = texts();
  return h(
    'div',
    { class: 'info' },
    h('div', {}, t.handTo(v.handNo, v.options.target)),
    h('div', { class: 'trump', 'data-trump': v.trump ?? '' }, t.trump, v.trump ? suitEl(v.trump) : '—', v.trump ? ` ${t.suits[v.trump]}` : ''),
    h(
      'table',
      { class: 'score' },
      h('tr', {}, h('th', { scope: 'col' }, h('span', { class: 'sr-only' }, t.side)), h('th', { scope: 'col' }, t.tricksCol), h('th', { scope: 'col' }, t.pointsCol)),
      ...sides.map((s) =>
        h('tr', { 'data-side': s }, h('td', {}, sideName(v, s)), h('td', { class: 'side-tricks' }, t.num(v.sideTricks[s]!)), h('td', { class: 'points' }, t.num(v.points[s]!))),
      ),
    ),
    v.stockCount > 0 ? h('div', { class: 'small-note' }, t.stock(v.stockCount)) : null,
  );
}

function controls(v: View, act: Act<Action>): HTMLElement {
  const bar = h('div', { class: 'controls' });
  const mine = v.toAct === v.seat;
  const t = texts();
  if (v.phase === 'trump') {
    if (!mine) bar.append(h('span', {}, t.namingTrumps(seatName(v.hakem, v.seat))));
    else {
      bar.append(h('span', {}, t.nameTrumps));
      for (const a of v.legal) {
        if (a.type !== 'trump') continue;
        bar.append(h('button', { class: 'action', 'data-legal': 'true', 'data-action': `trump-${a.suit}`, onclick: () => act(a) }, suitEl(a.suit), ` ${t.suits[a.suit]}`));
      }
    }
  } else if (v.phase === 'draw' && mine && v.drawCard) {
    bar.append(
      h('span', {}, t.stockTop),
      cardEl(v.drawCard, { small: true }),
      h('button', { class: 'action', 'data-legal': 'true', 'data-action': 'keep', onclick: () => act({ type: 'draw', keep: true }) }, t.keep),
      h('button', { class: 'action', 'data-legal': 'true', 'data-action': 'pass', onclick: () => act({ type: 'draw', keep: false }) }, t.takeNext),
    );
  } else if (mine) {
    bar.append(h('span', {}, v.phase === 'discard' ? t.discardPrompt : t.playPrompt));
  } else if (v.toAct !== null) {
    bar.append(h('span', {}, t.toPlay(seatName(v.toAct, v.seat))));
  }
  return bar;
}

function handEl(v: View, act: Act<Action>, check: Check<Action>): HTMLElement {
  // The hand is a labelled group that can hold focus while no card can be played (focus.ts).
  const t = texts();
  const row = h('div', { class: 'hand', 'data-hand': v.hand.length, role: 'group', 'aria-label': t.yourHand, tabindex: -1, onkeydown: handKeys });
  for (const card of v.hand) {
    const a: Action = v.phase === 'discard' ? { type: 'discard', card } : { type: 'play', card };
    const legal = isLegal(v, a);
    const verdict = legal ? null : check(a);
    row.append(cardEl(card, { legal, why: verdict && !verdict.ok ? verdict : undefined, onclick: () => act(a) }));
  }
  if (v.discards.length > 0) {
    row.append(h('div', { class: 'discards' }, h('span', { class: 'small-note' }, t.yourDiscards), ...v.discards.map((c) => cardEl(c, { small: true }))));
  }
  return row;
}

function draw(v: View, act: Act<Action>, check: Check<Action>): HTMLElement {
  const n = v.options.players;
  const others = v.seating.map((_, s) => s).filter((s) => s !== v.seat);
  return h(
    'div',
    { class: `table hokm p${n}`, 'data-phase': v.phase },
    ...others.map((s) => seatBox(v, s)),
    centre(v),
    info(v),
    h('div', { class: 'me' }, seatBox(v, v.seat), controls(v, act), handEl(v, act, check)),
  );
}

function summary(events: readonly Event[], next: readonly Event[], v: View, before: number[]) {
  const won = events.find((e) => e.type === 'handWon');
  const over = [...events, ...next].find((e) => e.type === 'matchOver');
  const last = events.filter((e) => e.type === 'trickWon').at(-1);
  const t = texts();
  if (!won || won.type !== 'handWon') return { el: h('div', {}, t.noResult), after: before };
  const r = won.result;
  const n = v.options.players;
  const el = h(
    'div',
    { class: 'summary-body', 'data-winner-side': r.side, 'data-points': r.points, 'data-kind': r.kind },
    h('h2', {}, t.handWon(r.hand, n === 4 ? sideName(v, r.side) : seatName(r.side, v.seat), n === 4)),
    h('p', { class: 'result' }, t.byKind(t.kinds[r.kind], r.points)),
    h(
      'table',
      { class: 'tricks-table' },
      h('tr', {}, h('th', { scope: 'col' }, t.seatCol), h('th', { scope: 'col' }, t.tricksCol)),
      ...r.tricks.map((k, s) => h('tr', { 'data-seat': s }, h('td', {}, seatName(s, v.seat)), h('td', { class: 'n', 'data-n': k }, t.num(k)))),
    ),
    last && last.type === 'trickWon'
      ? h('div', { class: 'last' }, h('span', {}, t.lastTrickTo(seatName(last.seat, v.seat))), ...last.cards.map((c) => cardEl(c, { small: true })))
      : null,
    h('p', { class: 'score-line', 'data-score': won.score.join(',') }, t.score(won.score, v.options.target)),
    over && over.type === 'matchOver' ? h('p', { class: 'match-over' }, t.matchOver(n === 4 ? sideName(v, over.side) : seatName(over.side, v.seat))) : null,
  );
  return { el, after: [...won.score] };
}

function animate(events: readonly Event[], root: HTMLElement): void {
  for (const e of events) {
    if (e.type === 'played') flash(root, `.centre [data-card="${e.card}"]`, 'anim-in');
    if (e.type === 'trickWon') {
      flash(root, '.centre', 'anim-win');
      flash(root, `.seat[data-seat="${e.seat}"] .tricks`, 'anim-pulse');
    }
    if (e.type === 'trumpNamed') flash(root, '.trump', 'anim-pop');
    if (e.type === 'dealt') flash(root, '.hand .card', 'anim-deal');
  }
}

/**
 * The first trick the hint and the review solve, by player count: from there
 * one exact solve takes milliseconds to a few tenths of a second in a
 * browser (docs/analysis.md "Speed"; a little later than `HOKM_FROM_TRICK`
 * of hoc-hokm/records with 3 and 4 players, since the page must not freeze).
 * Before it the hint is the bot's rule of thumb and the review skips the trick.
 */
const QUICK_FROM_TRICK: Readonly<Record<number, number>> = { 2: 1, 3: 8, 4: 5 };
/** The hint's time budget, in milliseconds (checked between worlds: at least one is solved), and its most worlds. */
const HINT_MS = 250;
const HINT_WORLDS = 24;

const trickOf = (v: { history: readonly unknown[] } | hokm.HokmState) => ('winners' in v ? v.winners.length : v.history.length) + 1;

function hint(v: View): Hint | null {
  if (v.phase !== 'play' || v.toAct !== v.seat) return null;
  const t = texts();
  const at = (card: string) => `.hand [data-card="${card}"]`;
  const plays = v.legal.filter((a): a is hokm.PlayAction => a.type === 'play');
  if (plays.length === 1) return { target: at(plays[0]!.card), text: t.hintOnly(cardName(plays[0]!.card)) };
  const from = QUICK_FROM_TRICK[v.options.players]!;
  if (trickOf(v) < from) {
    const a = bots.hokmBot(v) as hokm.PlayAction;
    return { target: at(a.card), text: t.hintRule(cardName(a.card), t.atTrick(from)) };
  }
  const seed = hintSeed([v.handNo, trickOf(v), v.trick.cards.join(''), v.hand.join('')]);
  const a = hokm.analyzeView(v, { worlds: HINT_WORLDS, seed, timeMs: HINT_MS, now: () => performance.now() });
  const best = a.best[0]!;
  const score = a.actions.find((x) => x.action.card === best.card)!.score;
  return { target: at(best.card), text: t.hintSolved(cardName(best.card), t.pointsOf(signed(score)), a.worlds) };
}

/** The best line from a position, a few plays of the hand: each mover's first best play by the exact solver. */
function bestLine(s: hokm.HokmState, plays: number): { seat: number; card: Card }[] {
  const out: { seat: number; card: Card }[] = [];
  const hand = s.match.handNo;
  for (let x = s; out.length < plays && x.phase === 'play' && x.match.handNo === hand;) {
    const b = hokm.solve(x).best[0]!;
    out.push({ seat: hokm.toAct(x)!, card: b.card });
    x = hokm.apply(x, b);
  }
  return out;
}

/** The best choices in words: at most three, then "…" (a long list says no more). */
const brief = (best: string[]): string => (best.length > 3 ? `${best.slice(0, 3).join(texts().or)}…` : best.join(texts().or));

function review(decisions: readonly Decision<hokm.HokmState, Action>[]): HTMLElement {
  const t = texts();
  const box = h('section', { class: 'review', 'aria-labelledby': 'review-title' }, h('h3', { id: 'review-title' }, t.reviewTitle));
  let checked = 0;
  for (const { state: s, action } of decisions) {
    if (s.phase !== 'play' || action.type !== 'play' || trickOf(s) < QUICK_FROM_TRICK[s.players]!) continue;
    if (hokm.legalActions(s).length === 1) continue;
    checked++;
    const a = hokm.analyze(s);
    const played = a.actions.find((x) => x.action.card === action.card)!;
    if (played.score >= a.score) continue;
    const me = a.seat;
    const best = a.actions.filter((x) => x.score === a.score).map((x) => cardName(x.action.card));
    box.dataset.mistake = `${trickOf(s)}:${action.card}`;
    box.append(
      h('p', { class: 'mistake' }, t.reviewMistake(t.atTrick(trickOf(s)), cardName(action.card), t.pointsOf(signed(played.score)), brief(best), t.pointsOf(signed(a.score)))),
      h('p', {}, t.reviewLine),
      h('ol', { class: 'line' }, ...bestLine(s, 4).map((m) => h('li', { 'data-card': m.card }, `${seatName(m.seat, me)}: `, cardEl(m.card, { small: true })))),
    );
    return box;
  }
  box.dataset.mistake = '';
  box.append(h('p', {}, checked > 0 ? t.reviewClean(checked) : t.reviewNone(t.atTrick(QUICK_FROM_TRICK[decisions[0]?.state.players ?? 4]!))));
  return box;
}

/** Hokm for the page. */
export const hokmGame: TableGame<hokm.HokmState, Action, View, Event> = {
  name: 'hokm',
  players: [4, 3, 2],
  setup: (players, seed) => hokm.setup({ players: players as hokm.PlayerCount, seed }),
  opening: hokm.openingEvents,
  view: hokm.view,
  toAct: hokm.toAct,
  isOver: hokm.isOver,
  validate: hokm.validate,
  step: hokm.step,
  describe: (e) => hokm.describe(e, { locale: locale() }),
  bot: bots.hokmBot,
  draw,
  ends: (e) => e.type === 'handWon',
  starts: (e) => e.type === 'nextHand',
  start: (v) => v.points.map(() => 0),
  summary,
  animate,
  hint,
  review,
};
