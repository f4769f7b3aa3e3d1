/**
 * A tiny DOM helper and the card element. The table is redrawn from the
 * view after every action, so plain element factories are all it needs.
 */
import { SUIT_SYMBOLS, formatRank, rankOf, suitOf, type Card } from 'hoc-hokm';
import { texts } from './texts/index.js';
import { reason } from './reason.js';

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

/** A card's spoken name in the page's language: `JC` is "jack of clubs", « valet de trèfle », „Kreuz-Bube“, «سرباز خاج». */
export function cardName(card: Card): string {
  const t = texts();
  // Own keys only: a card code is checked by `rankOf`/`suitOf`, and these tables hold nothing else.
  const rank = rankOf(card);
  const suit = suitOf(card);
  return t.cardName(Object.hasOwn(t.ranks, rank) ? t.ranks[rank] : rank, Object.hasOwn(t.suits, suit) ? t.suits[suit] : suit);
}

/** Options of a card element. */
export interface CardOpts {
  /** Makes the card a button. */
  onclick?: () => void;
  /**
   * Whether the card may be played. A card that may not is a disabled
   * button: out of the Tab order, announced as unavailable, and `why` (the
   * engine's code and reason) gives its tooltip and accessible description.
   */
  legal?: boolean;
  why?: { code: string; message: string };
  small?: boolean;
  /** What a screen reader says instead of the card's name ("jack of clubs, by Seat 1 (bot)"). */
  label?: string;
}

/**
 * A face-up card: rank and suit in the corner, the suit large in the middle.
 * The face is a picture of a card, not text: the stylesheet draws it from
 * `data-rank` and `data-suit`, and everyone hears and says the card's name,
 * "jack of clubs" (a screen reader would read the printed face as "J ♣ ♣",
 * and speech input expects a button's visible text to be in its name). It
 * is a button's `aria-label`, or an image's (`role="img"`) for a card that
 * is only shown.
 */
export function cardEl(card: Card, opts: CardOpts = {}): HTMLElement {
  const rank = formatRank(rankOf(card));
  const suit = SUIT_SYMBOLS[suitOf(card)];
  const cls = ['card', isRed(card) ? 'red' : 'black', opts.small ? 'small' : '', opts.onclick ? (opts.legal ? 'legal' : 'illegal') : ''].filter(Boolean).join(' ');
  const face = [h('span', { class: 'corner', 'data-rank': rank, 'data-suit': suit }), h('span', { class: 'pip', 'data-suit': suit })];
  const name = opts.label ?? cardName(card);
  if (!opts.onclick) return h('div', { class: cls, 'data-card': card, role: 'img', 'aria-label': name }, ...face);
  return h(
    'button',
    {
      type: 'button',
      class: cls,
      'data-card': card,
      'data-legal': opts.legal ? 'true' : null,
      disabled: !opts.legal,
      'aria-label': name,
      'data-reason': opts.legal ? null : opts.why?.code,
      title: opts.legal ? null : opts.why && reason(opts.why.code, opts.why.message),
      onclick: opts.onclick,
    },
    ...face,
  );
}

/** A face-down card (for other players' hands). */
export function backEl(): HTMLElement {
  return h('div', { class: 'card back small', 'aria-hidden': 'true' });
}

/** `n` face-down cards, fanned, with the count. */
export function backsEl(n: number): HTMLElement {
  // The fan is decoration; the count says it in words.
  const fan = h('div', { class: 'backs', 'aria-hidden': 'true' });
  for (let i = 0; i < Math.min(n, 13); i++) fan.append(backEl());
  return h('div', { class: 'hidden-hand' }, fan, h('span', { class: 'count', 'data-count': n }, texts().cardCount(n)));
}
