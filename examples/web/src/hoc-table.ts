/**
 * The Hoc Mazarin table: every seat's chips, bets, announcements and shown
 * cards, the three pools, the runs on the table, and the person's hand and
 * bidding buttons. Everything drawn comes from one `HocView`; every word from
 * the page's texts (texts/), in the chosen language.
 */
import { bots, hoc, formatRank, type Card } from 'hoc-hokm';
import { backsEl, cardEl, cardName, h } from './dom.js';
import { handKeys } from './focus.js';
import { flash, hintSeed, place, seatName, signed, type Act, type Check, type Decision, type Hint, type TableGame } from './game.js';
import { locale, texts } from './texts/index.js';

type View = hoc.HocView;
type Action = hoc.HocAction;
type Event = hoc.HocEvent;

const PRIZES = hoc.PRIZES;
const same = (a: Action, b: Action) => JSON.stringify(a) === JSON.stringify(b);
const isLegal = (v: View, a: Action) => v.legal.some((l) => same(l, a));

/** A prize's name in the page's language. */
const prizeName = (p: hoc.Prize) => texts().prizes[p];

function announcement(prize: hoc.Prize, a: hoc.Announcement): string {
  const t = texts();
  if (prize === 'point') return t.pointCards(a.length, a.value);
  if (prize === 'sequence') return t.sequenceTo(a.length, t.num(formatRank(a.rank!)));
  return t.triconOf(a.length, t.num(formatRank(a.rank!)));
}

function seatBox(v: View, seat: number): HTMLElement {
  const s = v.seats[seat]!;
  const n = v.options.players;
  const t = texts();
  const badges = [
    seat === v.dealer && h('span', { class: 'badge' }, t.dealer),
    seat === v.first && h('span', { class: 'badge' }, t.first),
    v.phase === 'bid' && s.status !== 'in' && h('span', { class: 'badge muted', 'data-status': s.status }, t.statuses[s.status]),
    s.blanche === true && h('span', { class: 'badge hakem' }, t.carteBlanche),
  ];
  const bets = PRIZES.map((p, i) => (s.bets[i]! > 0 ? `${prizeName(p)} ${t.num(s.bets[i]!)}` : null)).filter(Boolean);
  const said = PRIZES.map((p, i) => (s.announced[i] ? `${prizeName(p)}: ${announcement(p, s.announced[i]!)}` : null)).filter(Boolean);
  return h(
    'div',
    { class: `seat ${place(seat, v.seat, n)}${v.toAct === seat ? ' to-act' : ''}`, 'data-seat': seat, role: 'group', 'aria-labelledby': `seat-${seat}-name` },
    h('div', { class: 'name', id: `seat-${seat}-name` }, seatName(seat, v.seat), ...badges),
    h('div', { class: 'chips', 'data-balance': s.balance }, t.chips(s.balance)),
    seat === v.seat ? null : backsEl(s.cards),
    bets.length ? h('div', { class: 'bets', 'data-bets': s.bets.join(',') }, t.bets(bets.join(', '))) : h('div', { class: 'bets', 'data-bets': s.bets.join(',') }),
    said.length ? h('div', { class: 'announced' }, t.announced(said.join('; '))) : null,
    s.without.length ? h('div', { class: 'without' }, t.without(s.without.map((r) => t.num(formatRank(r))).join(', '))) : null,
    s.shown.length && seat !== v.seat ? h('div', { class: 'shown' }, ...s.shown.map((c) => cardEl(c, { small: true }))) : null,
  );
}

function centre(v: View): HTMLElement {
  const t = texts();
  const pools = h(
    'div',
    { class: 'pools' },
    ...PRIZES.map((p, i) =>
      h(
        'div',
        { class: `pool${v.prize === p ? ' current' : ''}`, 'data-pool': p, 'data-chips': v.pools[i]! },
        h('div', { class: 'pool-name' }, prizeName(p), v.multipliers[i]! > 1 ? ` ×${t.num(v.multipliers[i]!)}` : ''),
        h('div', { class: 'pool-chips' }, t.num(v.pools[i]!)),
        v.winners[i] !== null ? h('div', { class: 'small-note' }, t.wonBy(v.winners[i]!)) : null,
      ),
    ),
  );
  const run = v.runs.at(-1);
  const runs = h(
    'div',
    { class: 'runs' },
    v.phase === 'play'
      ? h('div', { class: 'caption' }, v.needed === null ? t.newRun : t.runNeeds(t.num(formatRank(v.needed))), v.runs.length > 1 ? t.runsClosed(v.runs.length - 1) : '')
      : null,
    run ? h('div', { class: 'run' }, ...run.cards.map((c) => cardEl(c, { small: true }))) : null,
  );
  const bidding =
    v.phase === 'bid' && v.prize
      ? h('div', { class: 'caption' }, t.bidding(prizeName(v.prize), v.high), v.raiser !== null ? t.raisedBy(v.raiser) : '', ` · ${t.stages[v.stage]}`)
      : v.phase === 'show' || v.phase === 'blanche'
        ? h('div', { class: 'caption' }, v.phase === 'show' ? t.mayShow(v.toAct ?? 0, v.prize ? prizeName(v.prize) : t.combination) : t.blancheQ)
        : null;
  return h('div', { class: 'centre hoc-centre' }, h('div', { class: 'small-note', 'data-deal': v.deal + 1 }, t.dealOf(v.deal + 1, v.options.deals)), pools, bidding, runs);
}

function label(a: Action, prize: hoc.Prize | null): string {
  const t = texts().actions;
  switch (a.type) {
    case 'pass':
    case 'declare':
    case 'call':
    case 'good':
    case 'done':
    case 'without':
    case 'raise':
      return t[a.type];
    case 'show':
      return texts().showNamed(prize ? prizeName(prize) : texts().combination, cardName(a.card)); // words, not "J♦": read out right
    case 'blanche':
      return a.declare ? t.blancheYes : t.blancheNo;
    default:
      return a.type;
  }
}

function controls(v: View, act: Act<Action>): HTMLElement {
  const bar = h('div', { class: 'controls' });
  const t = texts();
  if (v.toAct !== v.seat) {
    if (v.toAct !== null) bar.append(h('span', {}, t.toAct(seatName(v.toAct, v.seat))));
    return bar;
  }
  bar.append(h('span', {}, v.phase === 'play' ? t.layPrompt : t.yourTurnColon));
  const raises = v.legal.filter((a): a is hoc.RaiseAction => a.type === 'raise');
  for (const a of v.legal) {
    if (a.type === 'raise' || a.type === 'lay') continue;
    const key = a.type === 'show' ? `show-${a.card}` : a.type === 'blanche' ? `blanche-${a.declare}` : a.type;
    bar.append(h('button', { class: 'action', 'data-legal': 'true', 'data-action': key, onclick: () => act(a) }, label(a, v.prize)));
  }
  if (raises.length > 0) {
    const pick = h(
      'select',
      { class: 'raise-amount', 'data-action': 'raise-amount', 'aria-label': t.raiseBy },
      ...raises.map((r) => h('option', { value: r.amount }, `+${t.num(r.amount)}`)),
    );
    bar.append(
      pick,
      h('button', { class: 'action', 'data-legal': 'true', 'data-action': 'raise', onclick: () => act({ type: 'raise', amount: Number(pick.value) }) }, t.actions.raise),
    );
  }
  return bar;
}

function handEl(v: View, act: Act<Action>, check: Check<Action>): HTMLElement {
  // The hand is a labelled group that can hold focus while no card can be played (focus.ts).
  const t = texts();
  const row = h('div', { class: 'hand', 'data-hand': v.hand.length, role: 'group', 'aria-label': t.yourHand, tabindex: -1, onkeydown: handKeys });
  const shown = new Set<Card>(v.seats[v.seat]!.shown);
  for (const card of v.hand) {
    const a: Action = { type: 'lay', card };
    const legal = isLegal(v, a);
    const verdict = legal ? null : check(a);
    const el = cardEl(card, { legal, why: verdict && !verdict.ok ? verdict : undefined, onclick: () => act(a), label: shown.has(card) ? t.shownCard(cardName(card)) : undefined });
    if (shown.has(card)) el.classList.add('shown-card');
    row.append(el);
  }
  return row;
}

function draw(v: View, act: Act<Action>, check: Check<Action>): HTMLElement {
  const n = v.options.players;
  return h(
    'div',
    { class: `table hoc p${n}`, 'data-phase': v.phase },
    ...v.seats
      .map((_, s) => s)
      .filter((s) => s !== v.seat)
      .map((s) => seatBox(v, s)),
    centre(v),
    h('div', { class: 'me' }, seatBox(v, v.seat), controls(v, act), handEl(v, act, check)),
  );
}

/** Net chips per seat from the ledger (`chips` events). */
function nets(events: readonly Event[], n: number): number[] {
  const out = new Array<number>(n).fill(0);
  for (const e of events) {
    if (e.type !== 'chips') continue;
    if (typeof e.from === 'number') out[e.from]! -= e.amount;
    if (typeof e.to === 'number') out[e.to]! += e.amount;
  }
  return out;
}

function summary(events: readonly Event[], next: readonly Event[], v: View, before: number[]) {
  const n = v.options.players;
  const end = events.find((e) => e.type === 'dealEnd');
  const game = [...events, ...next].find((e) => e.type === 'gameEnd');
  const deal = nets(events, n);
  const stakes = nets(next, n);
  const after = v.seats.map((s) => s.balance);
  const bets = v.seats.reduce((t, s) => t + s.bets.reduce((a, b) => a + b, 0), 0);
  const pools = v.pools.reduce((a, b) => a + b, 0);
  const total = after.reduce((a, b) => a + b, 0) + pools + bets;
  const t = texts();
  const signed = (x: number) => (x > 0 ? `+${t.num(x)}` : t.num(x));
  const el = h(
    'div',
    { class: 'summary-body', 'data-total': total, 'data-expected': v.options.chips * n },
    h('h2', {}, end && end.type === 'dealEnd' ? t.wentOut(end.deal + 1, seatName(end.seat, v.seat)) : t.dealOver),
    end && end.type === 'dealEnd' ? h('p', {}, t.cardsLeft(end.cardsLeft)) : null,
    h(
      'table',
      { class: 'ledger' },
      h('tr', {}, ...[t.ledger.seat, t.ledger.before, t.ledger.deal, t.ledger.stakes, t.ledger.now].map((c) => h('th', { scope: 'col' }, c))),
      ...after.map((now, s) =>
        h(
          'tr',
          { 'data-seat': s },
          h('td', {}, seatName(s, v.seat)),
          h('td', { class: 'before', 'data-n': before[s]! }, t.num(before[s]!)),
          h('td', { class: 'deal', 'data-n': deal[s]! }, signed(deal[s]!)),
          h('td', { class: 'stakes', 'data-n': stakes[s]! }, t.num(stakes[s]!)),
          h('td', { class: 'now', 'data-n': now }, t.num(now)),
        ),
      ),
    ),
    h('p', { class: 'pools-line' }, t.poolsLine(PRIZES.map((p, i) => `${prizeName(p)} ${t.num(v.pools[i]!)}`).join(', '), bets)),
    h('p', { class: 'total-line' }, t.totalLine(total, n, v.options.chips)),
    game && game.type === 'gameEnd' ? h('p', { class: 'match-over' }, t.gameWon(game.winners.map((s) => seatName(s, v.seat)))) : null,
  );
  return { el, after };
}

function animate(events: readonly Event[], root: HTMLElement): void {
  for (const e of events) {
    if (e.type === 'lay') flash(root, `.run [data-card="${e.card}"]`, 'anim-in');
    if (e.type === 'chips') {
      if (typeof e.to === 'number') flash(root, `.seat[data-seat="${e.to}"] .chips`, 'anim-gain');
      if (typeof e.from === 'number') flash(root, `.seat[data-seat="${e.from}"] .chips`, 'anim-loss');
      for (const p of [e.to, e.from]) if (typeof p === 'string') flash(root, `.pool[data-pool="${p.split(':')[1]}"]`, 'anim-pulse');
    }
    if (e.type === 'hoc') flash(root, `.seat[data-seat="${e.seat}"]`, 'anim-hoc');
    if (e.type === 'without') flash(root, `.seat[data-seat="${e.seat}"] .without`, 'anim-pop');
    if (e.type === 'deal') flash(root, '.hand .card', 'anim-deal');
  }
}

/**
 * The first card of a deal's play the hint and the review solve, by player
 * count: from there one exact solve takes at most a few tenths of a second
 * (docs/analysis.md "Speed", and `HOC_FROM_CARD` of hoc-hokm/records, which
 * starts earlier: a command line may wait, a page must not freeze). Before
 * it the hint is the bot's rule of thumb and the review skips the card.
 */
const QUICK_FROM_CARD: Readonly<Record<number, number>> = { 2: 5, 3: 11 };
/** The hint's time budget, in milliseconds (checked between worlds: at least one is solved), and its most worlds. */
const HINT_MS = 250;
const HINT_WORLDS = 24;

/** The number of the next card of the deal's play, from 1. */
const cardNo = (v: View): number => v.runs.reduce((k, r) => k + r.cards.length, 0) + 1;

/** A play action in words, and where it is on the table (the card in the hand, or the "without" button). */
const words = (a: hoc.PlayAction): string => (a.type === 'lay' ? cardName(a.card) : texts().actions.without);
/** A play action inside a sentence of the review: "without" as said, not as the button's label. */
const said = (a: hoc.PlayAction): string => (a.type === 'lay' ? cardName(a.card) : texts().saidWithout);
const target = (a: hoc.PlayAction): string => (a.type === 'lay' ? `.hand [data-card="${a.card}"]` : '.controls [data-action="without"]');

function hint(v: View): Hint | null {
  if (v.phase !== 'play' || v.toAct !== v.seat) return null;
  const t = texts();
  const plays = v.legal.filter((a): a is hoc.PlayAction => a.type === 'lay' || a.type === 'without');
  if (plays.length === 1) return { target: target(plays[0]!), text: t.hintOnly(words(plays[0]!)) };
  const from = QUICK_FROM_CARD[v.options.players]!;
  if (cardNo(v) < from) {
    const a = bots.hocBot(v) as hoc.PlayAction;
    return { target: target(a), text: t.hintRule(words(a), t.atCard(from)) };
  }
  const seed = hintSeed([v.deal, cardNo(v), v.hand.join('')]);
  const a = hoc.analyzeView(v, { worlds: HINT_WORLDS, seed, timeMs: HINT_MS, now: () => performance.now() });
  const best = a.best[0]!;
  const score = a.actions.find((x) => hoc.encodeAction(x.action) === hoc.encodeAction(best))!.score;
  return { target: target(best), text: t.hintSolved(words(best), t.chipsOf(signed(score)), a.worlds) };
}

/** The best choices in words: at most three, then "…" (a long list says no more). */
const brief = (best: string[]): string => (best.length > 3 ? `${best.slice(0, 3).join(texts().or)}…` : best.join(texts().or));

function review(decisions: readonly Decision<hoc.HocState, Action>[]): HTMLElement {
  const t = texts();
  const box = h('section', { class: 'review', 'aria-labelledby': 'review-title' }, h('h3', { id: 'review-title' }, t.reviewTitle));
  let checked = 0;
  const players = decisions[0]?.state.options.players ?? 3;
  for (const { state: s, action } of decisions) {
    if (s.phase !== 'play' || (action.type !== 'lay' && action.type !== 'without') || s.laid.length + 1 < QUICK_FROM_CARD[players]!) continue;
    if (hoc.legalActions(s).length === 1) continue;
    checked++;
    const a = hoc.analyze(s);
    const id = hoc.encodeAction(action);
    const played = a.actions.find((x) => hoc.encodeAction(x.action) === id)!;
    if (played.loss <= 0) continue;
    const me = a.seat;
    const best = a.actions.filter((x) => x.loss === 0).map((x) => said(x.action));
    // The solver's line of best play from the position, with who plays each move.
    const line: { seat: number; action: hoc.PlayAction }[] = [];
    let x = s;
    for (const m of a.line.slice(0, 6)) {
      if (x.phase !== 'play') break;
      line.push({ seat: hoc.toAct(x)!, action: m });
      x = hoc.apply(x, m);
    }
    box.dataset.mistake = `${s.laid.length + 1}:${action.type === 'lay' ? action.card : 'without'}`;
    box.append(
      h('p', { class: 'mistake' }, t.reviewMistake(t.atCard(s.laid.length + 1), said(action), t.chipsOf(signed(played.score)), brief(best), t.chipsOf(signed(a.score)))),
      h('p', {}, t.reviewLine),
      h(
        'ol',
        { class: 'line' },
        ...line.map((m) => h('li', {}, `${seatName(m.seat, me)}: `, m.action.type === 'lay' ? cardEl(m.action.card, { small: true }) : texts().actions.without)),
      ),
    );
    return box;
  }
  box.dataset.mistake = '';
  box.append(h('p', {}, checked > 0 ? t.reviewClean(checked) : t.reviewNone(t.atCard(QUICK_FROM_CARD[players]!))));
  return box;
}

/** Hoc Mazarin for the page. */
export const hocGame: TableGame<hoc.HocState, Action, View, Event> = {
  name: 'hoc',
  players: [3, 2],
  setup: (players, seed) => hoc.setup({ players: players as 2 | 3, seed }),
  opening: hoc.openingEvents,
  view: hoc.view,
  toAct: hoc.toAct,
  isOver: hoc.isOver,
  validate: hoc.validate,
  step: hoc.step,
  describe: (e) => hoc.describe(e, { locale: locale() }),
  bot: bots.hocBot,
  draw,
  ends: (e) => e.type === 'dealEnd',
  starts: (e) => e.type === 'deal',
  start: (v) => v.seats.map(() => v.options.chips),
  summary,
  animate,
  hint,
  review,
};
