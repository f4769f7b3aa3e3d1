/**
 * The Hoc Mazarin table: every seat's chips, bets, announcements and shown
 * cards, the three pools, the runs on the table, and the person's hand and
 * bidding buttons. Everything drawn comes from one `HocView`.
 */
import { bots, hoc, formatRank, type Card } from 'hoc-hokm';
import { backsEl, cardEl, cardName, h } from './dom.js';
import { handKeys } from './focus.js';
import { flash, place, seatName, type Act, type Check, type TableGame } from './game.js';

type View = hoc.HocView;
type Action = hoc.HocAction;
type Event = hoc.HocEvent;

const PRIZES = hoc.PRIZES;
const same = (a: Action, b: Action) => JSON.stringify(a) === JSON.stringify(b);
const isLegal = (v: View, a: Action) => v.legal.some((l) => same(l, a));

function announcement(prize: hoc.Prize, a: hoc.Announcement): string {
  if (prize === 'point') return `${a.length} cards${a.value === null ? '' : ` worth ${a.value}`}`;
  if (prize === 'sequence') return `${['', '', '', 'tierce', 'quart', 'quint'][a.length]} to ${formatRank(a.rank!)}`;
  return `${a.length === 4 ? 'four' : 'three'} ${formatRank(a.rank!)}s`;
}

function seatBox(v: View, seat: number): HTMLElement {
  const s = v.seats[seat]!;
  const n = v.options.players;
  const badges = [
    seat === v.dealer && h('span', { class: 'badge' }, 'Dealer'),
    seat === v.first && h('span', { class: 'badge' }, 'First'),
    v.phase === 'bid' && s.status !== 'in' && h('span', { class: 'badge muted' }, s.status),
    s.blanche === true && h('span', { class: 'badge hakem' }, 'Carte blanche'),
  ];
  const bets = PRIZES.map((p, i) => (s.bets[i]! > 0 ? `${p} ${s.bets[i]}` : null)).filter(Boolean);
  const said = PRIZES.map((p, i) => (s.announced[i] ? `${p}: ${announcement(p, s.announced[i]!)}` : null)).filter(Boolean);
  return h(
    'div',
    { class: `seat ${place(seat, v.seat, n)}${v.toAct === seat ? ' to-act' : ''}`, 'data-seat': seat, role: 'group', 'aria-labelledby': `seat-${seat}-name` },
    h('div', { class: 'name', id: `seat-${seat}-name` }, seatName(seat, v.seat), ...badges),
    h('div', { class: 'chips', 'data-balance': s.balance }, `Chips: ${s.balance}`),
    seat === v.seat ? null : backsEl(s.cards),
    bets.length ? h('div', { class: 'bets', 'data-bets': s.bets.join(',') }, `Bets: ${bets.join(', ')}`) : h('div', { class: 'bets', 'data-bets': s.bets.join(',') }),
    said.length ? h('div', { class: 'announced' }, `Announced ${said.join('; ')}`) : null,
    s.without.length ? h('div', { class: 'without' }, `Without: ${s.without.map(formatRank).join(', ')}`) : null,
    s.shown.length && seat !== v.seat ? h('div', { class: 'shown' }, ...s.shown.map((c) => cardEl(c, { small: true }))) : null,
  );
}

function centre(v: View): HTMLElement {
  const pools = h(
    'div',
    { class: 'pools' },
    ...PRIZES.map((p, i) =>
      h(
        'div',
        { class: `pool${v.prize === p ? ' current' : ''}`, 'data-pool': p, 'data-chips': v.pools[i]! },
        h('div', { class: 'pool-name' }, p, v.multipliers[i]! > 1 ? ` ×${v.multipliers[i]}` : ''),
        h('div', { class: 'pool-chips' }, v.pools[i]!),
        v.winners[i] !== null ? h('div', { class: 'small-note' }, `won by seat ${v.winners[i]}`) : null,
      ),
    ),
  );
  const run = v.runs.at(-1);
  const runs = h(
    'div',
    { class: 'runs' },
    v.phase === 'play'
      ? h(
          'div',
          { class: 'caption' },
          v.needed === null ? 'A new run: any card' : `The run needs a ${formatRank(v.needed)}`,
          v.runs.length > 1 ? ` · ${v.runs.length - 1} run(s) closed` : '',
        )
      : null,
    run ? h('div', { class: 'run' }, ...run.cards.map((c) => cardEl(c, { small: true }))) : null,
  );
  const bidding =
    v.phase === 'bid' && v.prize
      ? h('div', { class: 'caption' }, `Bidding for the ${v.prize}: highest bet ${v.high}`, v.raiser !== null ? ` (raised by seat ${v.raiser})` : '', ` · ${v.stage}`)
      : v.phase === 'show' || v.phase === 'blanche'
        ? h('div', { class: 'caption' }, v.phase === 'show' ? `Seat ${v.toAct} may show more ${v.prize}s` : 'Carte blanche?')
        : null;
  return h('div', { class: 'centre hoc-centre' }, h('div', { class: 'small-note' }, `Deal ${v.deal + 1} of ${v.options.deals}`), pools, bidding, runs);
}

function label(a: Action, prize: hoc.Prize | null): string {
  switch (a.type) {
    case 'pass':
      return 'Pass';
    case 'declare':
      return 'Declare';
    case 'call':
      return 'Call';
    case 'good':
      return 'Good';
    case 'done':
      return 'Show nothing more';
    case 'without':
      return 'Without';
    case 'show':
      return `Show the ${prize ?? 'combination'} named by the ${cardName(a.card)}`; // words, not "J♦": read out right
    case 'blanche':
      return a.declare ? 'Declare carte blanche' : 'No carte blanche';
    default:
      return a.type;
  }
}

function controls(v: View, act: Act<Action>): HTMLElement {
  const bar = h('div', { class: 'controls' });
  if (v.toAct !== v.seat) {
    if (v.toAct !== null) bar.append(h('span', {}, `${seatName(v.toAct, v.seat)} to act…`));
    return bar;
  }
  bar.append(h('span', {}, v.phase === 'play' ? 'Your turn: lay a card, or say without ' : 'Your turn: '));
  const raises = v.legal.filter((a): a is hoc.RaiseAction => a.type === 'raise');
  for (const a of v.legal) {
    if (a.type === 'raise' || a.type === 'lay') continue;
    const key = a.type === 'show' ? `show-${a.card}` : a.type === 'blanche' ? `blanche-${a.declare}` : a.type;
    bar.append(h('button', { class: 'action', 'data-legal': 'true', 'data-action': key, onclick: () => act(a) }, label(a, v.prize)));
  }
  if (raises.length > 0) {
    const pick = h(
      'select',
      { class: 'raise-amount', 'data-action': 'raise-amount', 'aria-label': 'raise by' },
      ...raises.map((r) => h('option', { value: r.amount }, `+${r.amount}`)),
    );
    bar.append(pick, h('button', { class: 'action', 'data-legal': 'true', 'data-action': 'raise', onclick: () => act({ type: 'raise', amount: Number(pick.value) }) }, 'Raise'));
  }
  return bar;
}

function handEl(v: View, act: Act<Action>, check: Check<Action>): HTMLElement {
  // The hand is a labelled group that can hold focus while no card can be played (focus.ts).
  const row = h('div', { class: 'hand', 'data-hand': v.hand.length, role: 'group', 'aria-label': 'Your hand', tabindex: -1, onkeydown: handKeys });
  const shown = new Set<Card>(v.seats[v.seat]!.shown);
  for (const card of v.hand) {
    const a: Action = { type: 'lay', card };
    const legal = isLegal(v, a);
    const verdict = legal ? null : check(a);
    const el = cardEl(card, { legal, why: verdict && !verdict.ok ? verdict : undefined, onclick: () => act(a), label: shown.has(card) ? `${cardName(card)}, shown` : undefined });
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
  const el = h(
    'div',
    { class: 'summary-body', 'data-total': total, 'data-expected': v.options.chips * n },
    h('h2', {}, end && end.type === 'dealEnd' ? `Deal ${end.deal + 1}: ${seatName(end.seat, v.seat)} went out` : 'Deal over'),
    end && end.type === 'dealEnd' ? h('p', {}, `Cards left: ${end.cardsLeft.map((c, s) => `seat ${s}: ${c}`).join(', ')}`) : null,
    h(
      'table',
      { class: 'ledger' },
      h('tr', {}, ...['Seat', 'Before', 'This deal', 'Next stakes', 'Now'].map((t) => h('th', { scope: 'col' }, t))),
      ...after.map((now, s) =>
        h(
          'tr',
          { 'data-seat': s },
          h('td', {}, seatName(s, v.seat)),
          h('td', { class: 'before' }, before[s]!),
          h('td', { class: 'deal' }, deal[s]! > 0 ? `+${deal[s]}` : deal[s]!),
          h('td', { class: 'stakes' }, stakes[s]!),
          h('td', { class: 'now' }, now),
        ),
      ),
    ),
    h('p', { class: 'pools-line' }, `Pools: ${PRIZES.map((p, i) => `${p} ${v.pools[i]}`).join(', ')}; bets ${bets}.`),
    h('p', { class: 'total-line' }, `Chips in play: ${total} (${n} × ${v.options.chips} = ${v.options.chips * n}).`),
    game && game.type === 'gameEnd' ? h('p', { class: 'match-over' }, `Game over: ${game.winners.map((s) => seatName(s, v.seat)).join(' and ')} win.`) : null,
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
  describe: hoc.describe,
  bot: bots.hocBot,
  draw,
  ends: (e) => e.type === 'dealEnd',
  starts: (e) => e.type === 'deal',
  start: (v) => v.seats.map(() => v.options.chips),
  summary,
  animate,
};
