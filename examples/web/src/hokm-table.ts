/**
 * The Hokm table: seats around, the trick in the middle, trump and score
 * on the side, the person's hand at the bottom. Everything drawn comes from
 * one `HokmView`; nothing else of the state is read.
 */
import { bots, hokm, SUIT_SYMBOLS, SUIT_NAMES, type Suit } from 'hoc-hokm';
import { backsEl, cardEl, cardName, h } from './dom.js';
import { handKeys } from './focus.js';
import { flash, place, seatName, type Act, type Check, type TableGame } from './game.js';

type View = hokm.HokmView;
type Action = hokm.HokmAction;
type Event = hokm.HokmEvent;

const same = (a: Action, b: Action) => JSON.stringify(a) === JSON.stringify(b);
const isLegal = (v: View, a: Action) => v.legal.some((l) => same(l, a));

function sideName(v: View, side: number): string {
  if (v.options.players !== 4) return seatName(side, v.seat);
  return side === v.seat % 2 ? `Us (seats ${side} & ${side + 2})` : `Them (seats ${side} & ${side + 2})`;
}

/** A suit's symbol, hidden from screen readers (the suit's name is always written next to it). */
function suitEl(s: Suit): HTMLElement {
  return h('span', { class: `suit ${s === 'H' || s === 'D' ? 'red' : 'black'}`, 'aria-hidden': 'true' }, SUIT_SYMBOLS[s]);
}

function seatBox(v: View, seat: number): HTMLElement {
  const n = v.options.players;
  const badges = [
    seat === v.hakem && h('span', { class: 'badge hakem' }, 'Hakem'),
    seat === v.dealer && h('span', { class: 'badge' }, 'Dealer'),
    n === 4 && h('span', { class: `badge side${seat % 2}` }, seat % 2 === v.seat % 2 ? 'Us' : 'Them'),
  ];
  return h(
    'div',
    { class: `seat ${place(seat, v.seat, n)}${v.toAct === seat ? ' to-act' : ''}`, 'data-seat': seat, role: 'group', 'aria-labelledby': `seat-${seat}-name` },
    h('div', { class: 'name', id: `seat-${seat}-name` }, seatName(seat, v.seat), ...badges),
    seat === v.seat ? null : backsEl(v.handCounts[seat]!),
    h('div', { class: 'tricks', 'data-tricks': v.tricks[seat]! }, `Tricks: ${v.tricks[seat]}`),
    n === 2 ? h('div', { class: 'small-note' }, `Discards: ${v.discardCounts[seat]}`) : null,
  );
}

function centre(v: View): HTMLElement {
  const n = v.options.players;
  const slots = h('div', { class: 'trick' });
  const shown = v.trick.cards.length > 0 || v.history.length === 0 ? { ...v.trick, winner: null as number | null } : v.history.at(-1)!;
  shown.cards.forEach((c, i) => {
    const seat = (shown.leader + i) % n;
    slots.append(h('div', { class: `slot ${place(seat, v.seat, n)}` }, cardEl(c, { label: `${cardName(c)}, by ${seatName(seat, v.seat)}` })));
  });
  const caption =
    shown.winner !== null && shown.winner !== undefined
      ? h('div', { class: 'caption last-trick' }, `Last trick: ${seatName(shown.winner, v.seat)}`)
      : v.phase === 'play'
        ? h('div', { class: 'caption' }, `Trick ${v.history.length + 1}`)
        : null;
  return h('div', { class: `centre${shown.winner != null ? ' done' : ''}` }, slots, caption);
}

function info(v: View): HTMLElement {
  const sides = v.options.players === 4 ? [0, 1] : v.seating.map((_, s) => s);
  return h(
    'div',
    { class: 'info' },
    h('div', {}, `Hand ${v.handNo} · to ${v.options.target} points`),
    h('div', { class: 'trump', 'data-trump': v.trump ?? '' }, 'Trump: ', v.trump ? suitEl(v.trump) : '—', v.trump ? ` ${SUIT_NAMES[v.trump]}` : ''),
    h(
      'table',
      { class: 'score' },
      h('tr', {}, h('th', { scope: 'col' }, h('span', { class: 'sr-only' }, 'Side')), h('th', { scope: 'col' }, 'Tricks'), h('th', { scope: 'col' }, 'Points')),
      ...sides.map((s) =>
        h('tr', { 'data-side': s }, h('td', {}, sideName(v, s)), h('td', { class: 'side-tricks' }, v.sideTricks[s]!), h('td', { class: 'points' }, v.points[s]!)),
      ),
    ),
    v.stockCount > 0 ? h('div', { class: 'small-note' }, `Stock: ${v.stockCount}`) : null,
  );
}

function controls(v: View, act: Act<Action>): HTMLElement {
  const bar = h('div', { class: 'controls' });
  const mine = v.toAct === v.seat;
  if (v.phase === 'trump') {
    if (!mine) bar.append(h('span', {}, `${seatName(v.hakem, v.seat)} is naming trumps…`));
    else {
      bar.append(h('span', {}, 'You are the hakem: name trumps '));
      for (const a of v.legal) {
        if (a.type !== 'trump') continue;
        bar.append(h('button', { class: 'action', 'data-legal': 'true', 'data-action': `trump-${a.suit}`, onclick: () => act(a) }, suitEl(a.suit), ` ${SUIT_NAMES[a.suit]}`));
      }
    }
  } else if (v.phase === 'draw' && mine && v.drawCard) {
    bar.append(
      h('span', {}, 'The stock’s top card: '),
      cardEl(v.drawCard, { small: true }),
      h('button', { class: 'action', 'data-legal': 'true', 'data-action': 'keep', onclick: () => act({ type: 'draw', keep: true }) }, 'Keep it'),
      h('button', { class: 'action', 'data-legal': 'true', 'data-action': 'pass', onclick: () => act({ type: 'draw', keep: false }) }, 'Take the next'),
    );
  } else if (mine) {
    bar.append(h('span', {}, v.phase === 'discard' ? 'Discard a card face down: click it' : 'Your turn: play a card'));
  } else if (v.toAct !== null) {
    bar.append(h('span', {}, `${seatName(v.toAct, v.seat)} to play…`));
  }
  return bar;
}

function handEl(v: View, act: Act<Action>, check: Check<Action>): HTMLElement {
  // The hand is a labelled group that can hold focus while no card can be played (focus.ts).
  const row = h('div', { class: 'hand', 'data-hand': v.hand.length, role: 'group', 'aria-label': 'Your hand', tabindex: -1, onkeydown: handKeys });
  for (const card of v.hand) {
    const a: Action = v.phase === 'discard' ? { type: 'discard', card } : { type: 'play', card };
    const legal = isLegal(v, a);
    const verdict = legal ? null : check(a);
    row.append(cardEl(card, { legal, why: verdict && !verdict.ok ? verdict : undefined, onclick: () => act(a) }));
  }
  if (v.discards.length > 0) {
    row.append(h('div', { class: 'discards' }, h('span', { class: 'small-note' }, 'Your discards: '), ...v.discards.map((c) => cardEl(c, { small: true }))));
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
  if (!won || won.type !== 'handWon') return { el: h('div', {}, 'No result'), after: before };
  const r = won.result;
  const kind = r.kind === 'kot' ? 'Kot! (7 tricks to none)' : r.kind === 'tie' ? 'a tie between the leaders' : 'tricks';
  const n = v.options.players;
  const el = h(
    'div',
    { class: 'summary-body', 'data-winner-side': r.side, 'data-points': r.points, 'data-kind': r.kind },
    h('h2', {}, `Hand ${r.hand}: ${n === 4 ? sideName(v, r.side) : seatName(r.side, v.seat)} win${n === 4 ? '' : 's'}`),
    h('p', { class: 'result' }, `By ${kind}: +${r.points} point${r.points === 1 ? '' : 's'}.`),
    h(
      'table',
      { class: 'tricks-table' },
      h('tr', {}, h('th', { scope: 'col' }, 'Seat'), h('th', { scope: 'col' }, 'Tricks')),
      ...r.tricks.map((t, s) => h('tr', { 'data-seat': s }, h('td', {}, seatName(s, v.seat)), h('td', { class: 'n' }, t))),
    ),
    last && last.type === 'trickWon'
      ? h('div', { class: 'last' }, h('span', {}, `Last trick, to ${seatName(last.seat, v.seat)}: `), ...last.cards.map((c) => cardEl(c, { small: true })))
      : null,
    h('p', { class: 'score-line', 'data-score': won.score.join(',') }, `Score: ${won.score.join(' – ')} (to ${v.options.target})`),
    over && over.type === 'matchOver' ? h('p', { class: 'match-over' }, `Match over: ${n === 4 ? sideName(v, over.side) : seatName(over.side, v.seat)} win the match.`) : null,
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
  describe: hokm.describe,
  bot: bots.hokmBot,
  draw,
  ends: (e) => e.type === 'handWon',
  starts: (e) => e.type === 'nextHand',
  start: (v) => v.points.map(() => 0),
  summary,
  animate,
};
