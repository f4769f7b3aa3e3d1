/**
 * A tiny DOM helper and the card element. The table is redrawn from the
 * view after every action, so plain element factories are all it needs.
 */
import { SUIT_SYMBOLS, formatRank, rankOf, suitOf, type Card } from 'hoc-hokm';

type Attrs = Record<string, string | number | boolean | null | undefined | ((e: Event) => void)>;
type Child = Node | string | number | null | undefined | false;

/** Creates an element: `h('button', { class: 'x', onclick: f }, 'label')`. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (typeof v === 'function') el.addEventListener(k.replace(/^on/, ''), v);
    else if (v === true) el.setAttribute(k, '');
    else el.setAttribute(k, String(v));
  }
  for (const c of children) if (c !== null && c !== undefined && c !== false) el.append(typeof c === 'object' ? c : String(c));
  return el;
}

/** Whether a card's suit is printed red. */
export function isRed(card: Card): boolean {
  const s = suitOf(card);
  return s === 'H' || s === 'D';
}

/**
 * A face-up card: rank and suit in the corner, the suit large in the middle.
 * With `onclick` it is a button; `legal` marks it playable (the others are
 * drawn dimmed, but a click still asks the engine and shows its reason).
 */
export function cardEl(card: Card, opts: { onclick?: () => void; legal?: boolean; small?: boolean } = {}): HTMLElement {
  const rank = formatRank(rankOf(card));
  const suit = SUIT_SYMBOLS[suitOf(card)];
  const cls = ['card', isRed(card) ? 'red' : 'black', opts.small ? 'small' : '', opts.onclick ? (opts.legal ? 'legal' : 'illegal') : '']
    .filter(Boolean)
    .join(' ');
  const face = [h('span', { class: 'corner' }, rank, h('br'), suit), h('span', { class: 'pip' }, suit)];
  if (!opts.onclick) return h('div', { class: cls, 'data-card': card, title: `${rank}${suit}` }, ...face);
  return h(
    'button',
    {
      class: cls,
      'data-card': card,
      'data-legal': opts.legal ? 'true' : null,
      title: `${rank}${suit}`,
      onclick: opts.onclick,
    },
    ...face,
  );
}

/** A face-down card (for other players' hands). */
export function backEl(): HTMLElement {
  return h('div', { class: 'card back small' });
}

/** `n` face-down cards, fanned, with the count. */
export function backsEl(n: number): HTMLElement {
  const fan = h('div', { class: 'backs' });
  for (let i = 0; i < Math.min(n, 13); i++) fan.append(backEl());
  return h('div', { class: 'hidden-hand' }, fan, h('span', { class: 'count', 'data-count': n }, `${n} card${n === 1 ? '' : 's'}`));
}
