/**
 * The lists of a mutable Hokm state, reused across hands: a new hand
 * empties and refills the cards played, the winners and the stock in place
 * when the state owns them, instead of making new lists that would be
 * regrown from nothing every hand (docs/design-notes.md, "Hokm's fast
 * path: lists owned and reused").
 */
/**
 * Whether the rules may write into a list of a state in place: a frozen
 * (or sealed) list belongs to a frozen state (or is shared with one: the pure path's
 * working state shares the base's stock), any other list is the mutable
 * state's own, as `clone`, `copyInto`, the mutable samples and parsed JSON
 * make them (`applyMutable` needs a state that shares nothing it changes,
 * docs/bots.md). A new hand then empties and refills the cards played, the
 * winners and the stock in place instead of making new lists: no list is
 * regrown from nothing each hand. One `Object.isExtensible` per list per hand.
 */
export function owns(list: readonly number[]): boolean {
  // Extensible, not merely unfrozen: a sealed list would refuse the refill half way. At most a deck long:
  // no list of a state holds more, and emptying a longer one (a damaged state's sparse list of a
  // billion holes) would not end in bounded time, so such a list is replaced, never emptied.
  return list.length <= MAX_LIST && Object.isExtensible(list);
}

/** The longest list of a Hokm state: the stock or the cards played, at most the whole deck. */
const MAX_LIST = 52;

/**
 * Empties `list` in place and keeps its storage: `pop`, because
 * `length = 0` drops the storage in V8 (measured on Node 20: 45 pushes
 * after `length = 0` allocate about 1.2 KB, after popping to empty none).
 */
export function emptyList(list: number[]): void {
  while (list.length > 0) list.pop();
}

/**
 * The empty stock that `clone` and the samples share (frozen, so no rule
 * writes into it: a new hand deals from a new list). A copy of an empty
 * list has no room, and refilling it would grow it three times.
 */
export const NO_CARDS: readonly number[] = Object.freeze([]);
