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
  // Extensible, not merely unfrozen: a sealed list would refuse the refill half way.
  return Object.isExtensible(list);
}

/**
 * Empties `list` in place and keeps its storage: `pop`, because
 * `length = 0` drops the storage in V8 (measured on Node 20: 45 pushes
 * after `length = 0` allocate about 1.2 KB, after popping to empty none).
 */
export function emptyList(list: number[]): void {
  while (list.length > 0) list.pop();
}

/** The empty stock a copy shares (frozen: never written, so a new hand deals from a new list). */
export const NO_CARDS: readonly number[] = Object.freeze([]);

/** 52 zeros, spread into a copy to give it room for a whole deck. */
const ROOM: readonly number[] = new Array<number>(52).fill(0);

/**
 * A copy of `list` (at most 52 numbers) with room for a whole deck, so the
 * list can be emptied and refilled with the next hand's deck in place
 * without growing: its storage is allocated once, at 52 slots. The empty
 * list is shared ({@link NO_CARDS}): a copy of an empty stock would have no
 * room, and refilling it would grow it three times.
 */
export function roomyCopy(list: readonly number[]): number[] {
  const k = list.length;
  if (k === 0) return NO_CARDS as number[];
  if (k > ROOM.length) return [...list];
  const out = [...ROOM];
  for (let i = 0; i < k; i++) out[i] = list[i]!;
  // Pops keep the storage (`length =` may drop it).
  for (let i = k; i < ROOM.length; i++) out.pop();
  return out;
}
