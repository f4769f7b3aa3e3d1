/**
 * Keyboard focus across redraws. The table is rebuilt from the view after
 * every action, which would drop the focused button and leave focus on
 * `<body>`: a keyboard player would have to Tab back through the settings
 * after each card. So the page notes where focus was before a redraw (which
 * card or control, and its place in the row) and puts it back on the same
 * element, or on the card that took the played card's place, or on the
 * first thing the player may do now. While the bots play, nothing in the
 * hand can be pressed: focus waits on the hand itself (a group with
 * `tabindex="-1"`), which remembers the place, and moves to a card again
 * when the person's turn comes back.
 */

/** Where focus was in the table. */
export interface FocusMark {
  zone: 'hand' | 'controls' | 'other';
  /** The card code or `data-action` of the focused element, if any. */
  key: string | null;
  /** Its place among the enabled cards or controls. */
  index: number;
}

const HAND_CARDS = '.me .hand button.card:not([disabled])';
const CONTROLS = '.me .controls button:not([disabled]), .me .controls select:not([disabled])';

const enabled = (root: ParentNode, selector: string) => Array.from(root.querySelectorAll<HTMLElement>(selector));

/** Notes the focused element if it is inside `table`; `null` when focus is elsewhere (then a redraw leaves it alone). */
export function remember(table: HTMLElement): FocusMark | null {
  const el = document.activeElement;
  if (!(el instanceof HTMLElement) || !table.contains(el)) return null;
  if (el.matches('.hand')) return { zone: 'hand', key: null, index: Number(el.dataset.focusIndex ?? 0) };
  const zone = el.closest('.hand') ? 'hand' : el.closest('.controls') ? 'controls' : 'other';
  const list = enabled(table, zone === 'hand' ? HAND_CARDS : CONTROLS);
  return { zone, key: el.dataset.card ?? el.dataset.action ?? null, index: Math.max(0, list.indexOf(el)) };
}

/** The element of `list` nearest to place `index` (the one now in that place, else the last). */
const near = (list: HTMLElement[], index: number) => list[Math.min(index, list.length - 1)];

/** Puts focus back after a redraw, as described at the top of this file. */
export function restore(table: HTMLElement, mark: FocusMark): void {
  const cards = enabled(table, HAND_CARDS);
  const controls = enabled(table, CONTROLS);
  const same = mark.key === null ? undefined : [...cards, ...controls].find((e) => (e.dataset.card ?? e.dataset.action) === mark.key);
  const target = same ?? (mark.zone === 'controls' ? (near(controls, mark.index) ?? cards[0]) : cards.length > 0 ? near(cards, mark.index) : controls[0]);
  if (target) return target.focus();
  park(table, mark.index);
}

/** Focus on the hand itself, keeping the place for later. */
function park(table: HTMLElement, index: number): void {
  const hand = table.querySelector<HTMLElement>('.me .hand');
  if (!hand) return;
  hand.dataset.focusIndex = String(index);
  hand.focus();
}

/** Moves focus into the table (the skip link): the first playable card, else the first control, else the hand. */
export function enter(table: HTMLElement): void {
  restore(table, { zone: 'hand', key: null, index: 0 });
}

/**
 * Arrow keys, Home and End move between the playable cards of the hand
 * (Tab reaches each of them too; the arrows are quicker).
 */
export function handKeys(e: Event): void {
  const hand = e.currentTarget;
  if (!(e instanceof KeyboardEvent) || !(hand instanceof HTMLElement)) return;
  const cards = enabled(hand, 'button.card:not([disabled])');
  if (cards.length === 0) return;
  const at = cards.indexOf(document.activeElement as HTMLElement);
  const to =
    e.key === 'ArrowRight' || e.key === 'ArrowDown'
      ? Math.min(at + 1, cards.length - 1)
      : e.key === 'ArrowLeft' || e.key === 'ArrowUp'
        ? Math.max(at - 1, 0)
        : e.key === 'Home'
          ? 0
          : e.key === 'End'
            ? cards.length - 1
            : null;
  if (to === null) return;
  e.preventDefault();
  cards[to]!.focus();
}
