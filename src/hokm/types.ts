/**
 * The public types of the Hokm engine: options, state, actions, views,
 * events and the outcome.
 *
 * The state is a small, flat record of plain JSON: hands as rank masks per
 * seat and suit, the deck, the played cards and the trick winners as lists
 * of small integers, so a play writes a few numbers in place and copying a
 * state is cheap. Apps should read the structured {@link HokmView} instead
 * of the state.
 */
import type { Card, Suit } from '../cards/index.js';
import type { Seat } from '../core/engine.js';
import type { RngState, Seed } from '../rng/index.js';

/**
 * The phases of a hand, in order; `'discard'` and `'draw'` occur only with 2
 * players, `'shuffle'` only with `shuffle: 'host'`.
 */
export const PHASES = ['shuffle', 'trump', 'discard', 'draw', 'play', 'over'] as const;
/**
 * A phase: waiting for the host's shuffled deck (host mode only), naming
 * trump, 2-player discards, 2-player draw, trick play, or the match is over.
 */
export type Phase = (typeof PHASES)[number];

/** Where the shuffles come from: the state's seeded generator, or the host (`deal` actions). */
export const SHUFFLES = ['seeded', 'host'] as const;
/** `'seeded'`: the engine shuffles with its generator; `'host'`: the engine waits for a `deal` action each time. */
export type Shuffle = (typeof SHUFFLES)[number];

/** The supported table sizes. */
export const PLAYER_COUNTS = [2, 3, 4] as const;
/** Number of players: 4 (partnerships), 3 or 2. */
export type PlayerCount = (typeof PLAYER_COUNTS)[number];

/**
 * Options for {@link setup}; every field is optional.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * const options: hokm.HokmOptions = { players: 3, seed: 'table-17', target: 5, removedTwo: '2D' };
 * console.log(hokm.view(hokm.setup(options), 0).options);
 * ```
 */
export interface HokmOptions {
  /** 2, 3 or 4 players (default 4). */
  players?: PlayerCount;
  /**
   * Seed of the generator (default 0): a string (hashed to 128 bits), a safe
   * integer or four 32-bit words. Anyone who knows it knows every deal: a
   * server passes a secret random one (`randomSeed()` from `hoc-hokm/host`)
   * or uses `shuffle: 'host'`.
   */
  seed?: Seed;
  /**
   * `'seeded'` (default): the engine shuffles with its seeded generator.
   * `'host'`: whenever cards must be shuffled (the face-up draw for the
   * first hakem, every deal) the match stops in phase `shuffle` until the
   * host applies `{ type: 'deal', deck }` with its own shuffle (see
   * `pendingDeal`).
   */
  shuffle?: Shuffle;
  /** Points that win the match (default 7, HOKM-7.4, HOKM-D12). */
  target?: number;
  /** 3 players only: the 2 taken out of the deck (default `2C`, HOKM-8.1, HOKM-D17). */
  removedTwo?: Card;
  /**
   * The deal order of the FIRST hand, top card first, used instead of a
   * shuffle: every card in play exactly once (52 cards; 51 with 3 players,
   * without the removed 2). It does not affect the face-up draw for the
   * hakem; give `hakem` (and `seating`) to fix those too.
   */
  deck?: readonly Card[];
  /** Fixes the first hakem's seat instead of the face-up draw for an ace. */
  hakem?: Seat;
  /**
   * With `hakem` only: the player id sitting in each seat (a permutation of
   * `0 … players-1`). With 4 players, seats `s` and `s+2` are partners.
   * Default: player `i` in seat `i`.
   */
  seating?: readonly number[];
}

/** The options after validation and defaults, as stored in the state. */
export interface HokmConfig {
  /** Number of players. */
  players: PlayerCount;
  /** The seed given (or 0). */
  seed: Seed;
  /** Where the shuffles come from. */
  shuffle: Shuffle;
  /** Points that win the match. */
  target: number;
  /** The removed 2 with 3 players; `null` otherwise. */
  removedTwo: Card | null;
  /** The fixed deal order of the first hand, or `null` (shuffled). */
  deck: Card[] | null;
  /** The fixed first hakem, or `null` (face-up draw). */
  hakem: Seat | null;
  /** The fixed seating, or `null`. */
  seating: number[] | null;
}

/** One face-up card of the draw for the hakem (HOKM-3.1, HOKM-D2). */
export interface FaceUp {
  /** The player id who received it (before any change of seats). */
  player: number;
  /** The card. */
  card: Card;
}

/** How a hand was won. */
export const HAND_KINDS = ['tricks', 'kot', 'tie'] as const;
/**
 * `tricks`: first to 7 (3 players: a lead nobody can catch), 1 point.
 * `kot`: the first 7 tricks all to one side (7:0), 2 points for the hakem's
 * side, 3 against it. `tie`: 3 players, the two leaders level after 17
 * tricks, the third player wins 1 point.
 */
export type HandKind = (typeof HAND_KINDS)[number];

/** The result of a finished hand. */
export interface HandResult {
  /** The hand number (1 for the first hand). */
  hand: number;
  /** The hakem of that hand. */
  hakem: Seat;
  /** The winning side: with 4 players 0 (seats 0 and 2) or 1 (seats 1 and 3); otherwise the winning seat. */
  side: number;
  /** The seats of the winning side. */
  winners: Seat[];
  /** How the hand was won. */
  kind: HandKind;
  /** Points scored. */
  points: number;
  /** Tricks taken per seat. */
  tricks: number[];
}

/**
 * The match record: what changes only between hands (kept apart from the
 * per-play fields so that a play copies a smaller object).
 */
export interface HokmMatch {
  /** The current hand's number, from 1. */
  handNo: number;
  /** Points per side (4 players: 2 sides, seats 0/2 and 1/3; otherwise per seat). */
  points: number[];
  /** The result of the previous hand, or `null` in the first hand. */
  lastHand: HandResult | null;
  /** The player id in each seat. */
  seating: number[];
  /** The face-up draw that chose the first hakem, or `null` when fixed by options. */
  hakemDraw: FaceUp[] | null;
  /** The options of the match. */
  options: HokmConfig;
  /** The generator state (secret). */
  rng: RngState;
}

/**
 * A Hokm match in progress: plain JSON, frozen when returned by `apply`.
 *
 * Where the cards are is kept in a few arrays of small integers (every
 * value a V8 small integer, so the rules read and write them without
 * boxing, and copying a state copies a few short arrays):
 * - `hands`, `discards`: `4 * players` rank masks, index `seat * 4 + suit`
 *   (suits C D H S = 0 … 3); bit `r` (value `1 << r`) set when the card of
 *   rank index `r` (Ace = 0, 2 = 1 … King = 12) of that suit is there. The
 *   card of id `suit * 13 + r` (ids of `src/cards`: `AC` = 0 … `KS` = 51)
 *   is that one bit. A card leaves its hand the moment it is played.
 *   `discards` are the face-down discards of the 2-player game (all zero
 *   with 3 and 4 players).
 * - `stock`: the undealt cards (with 2 players, the draw stock), top
 *   first, as card ids. The rules never write into it: dealing replaces
 *   it, so states may share it.
 * - `played`: the ids of the cards played this hand, in playing order:
 *   the completed tricks (`players` cards each, from their leaders), then
 *   the trick on the table.
 * - `winners`: the seat that won each completed trick, in order.
 * - The removed 2 of the 3-player game is in none of them.
 *
 * The seat to act, the dealer and the trick on the table are derived
 * (`toAct`, `view`), not stored. Apps should read the structured
 * {@link HokmView} rather than the state.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * const state: hokm.HokmState = hokm.setup({ seed: 'table-17' });
 * const stored = JSON.stringify(state);                 // plain JSON: store it, send it between servers
 * console.log(hokm.restore(JSON.parse(stored)).phase);  // 'trump'
 * console.log(state.hands.length, state.stock.length); // 16 masks, 47 cards in the stock
 * ```
 */
export interface HokmState {
  /** Tag of this game's states. */
  game: 'hokm';
  /** Number of players. */
  players: PlayerCount;
  /** The current phase. */
  phase: Phase;
  /**
   * The hakem's seat (the dealer is the hakem's left neighbour, `hakem - 1`);
   * 0 while the face-up draw that chooses the first hakem is pending (host mode).
   */
  hakem: Seat;
  /** The trump suit, `null` until named. */
  trump: Suit | null;
  /** The cards in hand: per seat and suit (`seat * 4 + suit`), a 13-bit mask of rank indexes (see above). */
  hands: number[];
  /** The face-down discards (2 players; zeros otherwise), as `hands`. */
  discards: number[];
  /** The undealt cards / 2-player draw stock, top first, as card ids. */
  stock: number[];
  /** The ids of the cards played this hand, in playing order (completed tricks, then the trick on the table). */
  played: number[];
  /** The winner's seat of each completed trick this hand. */
  winners: number[];
  /** Hand number, points, seating, options and generator. */
  match: HokmMatch;
}

/** Names the trump suit (the hakem, phase `trump`). */
export interface TrumpAction {
  /** Action kind. */
  type: 'trump';
  /** The suit. */
  suit: Suit;
}
/** Plays a card to the trick (phase `play`). */
export interface PlayAction {
  /** Action kind. */
  type: 'play';
  /** The card. */
  card: Card;
}
/** Discards a card face down (2 players, phase `discard`). */
export interface DiscardAction {
  /** Action kind. */
  type: 'discard';
  /** The card. */
  card: Card;
}
/**
 * One draw turn (2 players, phase `draw`): `keep: true` keeps the top card
 * of the stock and discards the next; `false` discards the top card and
 * keeps the next.
 */
export interface DrawAction {
  /** Action kind. */
  type: 'draw';
  /** Keep the top card (`true`) or take the next one (`false`). */
  keep: boolean;
}
/**
 * Every Hokm action.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * const actions: hokm.HokmAction[] = [
 *   { type: 'trump', suit: 'H' },
 *   { type: 'play', card: 'QS' },
 *   { type: 'discard', card: '2C' },
 *   { type: 'draw', keep: true },
 * ];
 * console.log(actions.map(hokm.encodeAction)); // [106, 50, 53, 108]
 * ```
 */
export type HokmAction = TrumpAction | PlayAction | DiscardAction | DrawAction;

/** A completed trick. */
export interface TrickRecord {
  /** The seat that led. */
  leader: Seat;
  /** The cards in playing order, from the leader. */
  cards: Card[];
  /** The seat that won it. */
  winner: Seat;
}

/** The trick being played. */
export interface CurrentTrick {
  /** The seat that leads (or led) it. */
  leader: Seat;
  /** The cards played to it so far, from the leader. */
  cards: Card[];
}

/** The options everybody at the table knows (no seed, no deck). */
export interface PublicOptions {
  /** Number of players. */
  players: PlayerCount;
  /** Points that win the match. */
  target: number;
  /** The removed 2 (3 players) or `null`. */
  removedTwo: Card | null;
  /** The fixed first hakem or `null`. */
  hakem: Seat | null;
  /** The fixed seating or `null`. */
  seating: number[] | null;
}

/**
 * What one seat may know.
 *
 * @example
 * ```ts
 * import { formatCards, hokm } from 'hoc-hokm';
 *
 * const state = hokm.apply(hokm.setup({ seed: 'table-17' }), { type: 'trump', suit: 'S' });
 * const view: hokm.HokmView = hokm.view(state, 0);
 * console.log(view.trump, formatCards(view.hand), view.handCounts); // 'S', seat 0's 13 cards, [13, 13, 13, 13]
 * ```
 */
export interface HokmView {
  /** Tag of this game's views. */
  game: 'hokm';
  /** The seat this view is for. */
  seat: Seat;
  /** The public options. */
  options: PublicOptions;
  /** The player id in each seat. */
  seating: number[];
  /** The current hand's number, from 1. */
  handNo: number;
  /** The current phase. */
  phase: Phase;
  /** The seat to act; `null` when the match is over or the host is to deal (phase `shuffle`). */
  toAct: Seat | null;
  /** The hakem's seat (0 while the face-up draw for the first hakem is pending in host mode). */
  hakem: Seat;
  /** The dealer's seat. */
  dealer: Seat;
  /** The trump suit, once named. */
  trump: Suit | null;
  /** This seat's cards, sorted by suit and rank. */
  hand: Card[];
  /** Number of cards in each seat's hand. */
  handCounts: number[];
  /** Cards still in the stock (undealt, or the 2-player draw stock). */
  stockCount: number;
  /** Number of face-down discards of each seat (2 players). */
  discardCounts: number[];
  /** This seat's own face-down discards (2 players). */
  discards: Card[];
  /** 2 players, draw phase, this seat to draw: the stock's top card it looks at. */
  drawCard: Card | null;
  /** The trick being played. */
  trick: CurrentTrick;
  /** The completed tricks of this hand, in order. */
  history: TrickRecord[];
  /** Tricks taken this hand per seat. */
  tricks: number[];
  /** Tricks taken this hand per side (4 players: 2 sides; otherwise per seat). */
  sideTricks: number[];
  /** Points per side (4 players: 2 sides; otherwise per seat). */
  points: number[];
  /** The face-up draw for the first hakem, or `null`. */
  hakemDraw: FaceUp[] | null;
  /** The result of the previous hand, or `null`. */
  lastHand: HandResult | null;
  /** This seat's legal actions (empty when it is not to act). */
  legal: HokmAction[];
}

/**
 * What happened in a transition; never carries a hidden card.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * const { events } = hokm.step(hokm.setup({ seed: 'table-17' }), { type: 'trump', suit: 'S' });
 * for (const e of events) {
 *   if (e.type === 'trumpNamed') console.log(`seat ${e.seat} chose ${e.suit}`);
 *   else console.log(hokm.describe(e));
 * }
 * ```
 */
export type HokmEvent =
  | {
      /** The first hakem was found by dealing face up (HOKM-3.1, HOKM-D2). */
      type: 'hakemChosen';
      /** The face-up cards in order. */
      faceUp: FaceUp[];
      /** The hakem's seat. */
      hakem: Seat;
      /** The hakem's partner's seat (4 players), else `null`. */
      partner: Seat | null;
      /** The player id per seat after any change of seats. */
      seating: number[];
    }
  | {
      /** Cards were dealt (counts only). */
      type: 'dealt';
      /** The hand number. */
      hand: number;
      /** The hakem. */
      hakem: Seat;
      /** The dealer. */
      dealer: Seat;
      /** Cards now in each hand. */
      counts: number[];
      /** Cards left in the stock. */
      stock: number;
    }
  | {
      /** Trump was named. */
      type: 'trumpNamed';
      /** The hakem. */
      seat: Seat;
      /** The suit. */
      suit: Suit;
    }
  | {
      /** A card was discarded face down (2 players). */
      type: 'discarded';
      /** Who discarded. */
      seat: Seat;
    }
  | {
      /** A draw turn (2 players): kept the top card or took the next. */
      type: 'drew';
      /** Who drew. */
      seat: Seat;
      /** Whether the top card was kept. */
      keep: boolean;
      /** Cards left in the stock. */
      stock: number;
    }
  | {
      /** A card was played. */
      type: 'played';
      /** Who played. */
      seat: Seat;
      /** The card. */
      card: Card;
    }
  | {
      /** A trick was completed. */
      type: 'trickWon';
      /** The winner. */
      seat: Seat;
      /** The trick's cards from the leader. */
      cards: Card[];
      /** The leader. */
      leader: Seat;
      /** Tricks per seat this hand. */
      tricks: number[];
    }
  | {
      /** A hand was won and scored. */
      type: 'handWon';
      /** The result. */
      result: HandResult;
      /** Points per side after scoring. */
      score: number[];
    }
  | {
      /** The next hand's hakem and dealer. */
      type: 'nextHand';
      /** The hand number. */
      hand: number;
      /** The new hakem. */
      hakem: Seat;
      /** The new dealer. */
      dealer: Seat;
      /** Whether the hakem changed. */
      hakemChanged: boolean;
    }
  | {
      /** The match is over. */
      type: 'matchOver';
      /** The winning side. */
      side: number;
      /** The winning seats. */
      winners: Seat[];
      /** Final points per side. */
      score: number[];
    };

/**
 * The result of a finished match.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * let state = hokm.setup({ seed: 'table-17', target: 2 });
 * while (!hokm.isOver(state)) state = hokm.apply(state, hokm.legalActions(state)[0]!);
 * const result: hokm.HokmOutcome = hokm.outcome(state)!;
 * console.log(result.winners, result.points, result.hands);
 * ```
 */
export interface HokmOutcome {
  /** The winning side (4 players: 0 or 1; otherwise a seat). */
  side: number;
  /** The winning seats. */
  winners: Seat[];
  /** The winning player ids. */
  winnerIds: number[];
  /** Final points per side. */
  points: number[];
  /** Hands played. */
  hands: number;
}
