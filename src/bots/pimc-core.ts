/**
 * The perfect-information Monte Carlo (PIMC) player, for any game that
 * describes itself as a {@link PimcGame} (pimc-hokm.ts; Hoc plugs in the
 * same way once it has an exact solver): each decision samples worlds
 * consistent with the view (exact and uniform), solves each one exactly
 * with every card known, and plays the action with the best mean value
 * (ties broken by the player's seeded generator). This module imports no
 * engine, so a player for one game bundles that game only.
 *
 * PIMC's known blind spot (Frank and Basin 1998; Long et al. 2010): in
 * each world every player is credited with knowing all the cards, so it
 * cannot value keeping options open or hiding information. Its strength is
 * the exact play of each world.
 */
import type { NodeBudget } from '../core/cut.js';
import { HocHokmError, OptionsError, StateError } from '../core/errors.js';
import { rngOf } from '../core/random.js';
import { checkBudget, MAX_WORLDS } from '../core/worlds.js';
import type { Rng, Seed } from '../rng/rng.js';

/** Options of {@link pimc} and {@link hokmPimc}. */
export interface PimcOptions {
  /** Worlds sampled and solved per decision (default 20 when no `timeMs` is given; with `timeMs`, at most this many). */
  worlds?: number;
  /** Milliseconds per decision, measured with `now` (both needed together); checked between worlds. */
  timeMs?: number;
  /** The clock for `timeMs`, in milliseconds (e.g. `() => performance.now()`): the library has none. */
  now?: () => number;
  /** Seed of the player's generator (the sampled worlds and the tie-breaks). */
  seed: Seed | Rng;
  /**
   * A cap on the positions the solver searches per decision (the 3-player
   * Hokm trick counts of `tricks` and `tricksAfter` included), counted the
   * same on every machine, so the decisions stay the same for a seed. No
   * world is started once it is spent; a world it cuts short is dropped and
   * the decision uses the worlds solved before it, or is made as an
   * unsolved one (the ready-made bot's, `hokmBot` or `hocBot`) when even
   * the first world did not finish. Default: {@link PIMC_MAX_NODES} for the
   * game and number of players (within about half a CPU-second of search
   * on the machine it was measured on); `Infinity`: no cap.
   */
  maxNodes?: number;
  /**
   * How much of the play to leave to the ready-made bot before solving
   * (default 0: solve from the first card): Hokm, tricks of the hand; Hoc,
   * cards laid in the deal. The exact solvers can be slow early in a 3- or
   * 4-player hand and a 3-player Hoc deal (docs/analysis.md); later they
   * are fast.
   */
  solveAfter?: number;
  /**
   * 2-player Hokm: move each sampled world towards what the opponent chose
   * to keep, trumps and high cards in its hand and low cards among its
   * discards, as ISMCTS's option of the same name does (default `true`;
   * docs/bots.md "PIMC"). Other games and table sizes sample uniformly
   * whatever it says.
   */
  opponentModel?: boolean;
  /**
   * Hokm, 3 and 4 players: weight the worlds by what the other seats'
   * plays this hand say about their hands (docs/analysis.md "The PIMC
   * player"): `candidates` uniform worlds are drawn and weighted by the
   * likelihood of those plays under `hokmBot`'s choices softened by
   * `epsilon`, and the worlds solved are drawn from them by weight.
   * Default: off (uniform worlds).
   */
  inference?: InferenceOptions | false;
  /**
   * How to choose among plays of the same best mean value: `'random'`
   * (default, by the player's generator) or `'bot'`: the ready-made bot's
   * choice (`hokmBot`, `hocBot`) when it is one of them, else at random.
   */
  ties?: 'random' | 'bot';
  /**
   * 3-player Hokm, from the 5th trick on: among the plays of the best mean
   * value, keep those after which the seat makes sure of the most tricks
   * on average over the same worlds, against the two others combined and
   * counting all 17 tricks (the paranoid trick count, docs/analysis.md
   * "The PIMC player"), before `ties` chooses among what is left. The
   * paranoid value ties every card in most 3-player decisions (the seat
   * loses whatever it plays against two cooperating opponents): the trick
   * count tells them apart. Default `false`; other games and table sizes
   * ignore it.
   */
  tricks?: boolean;
  /**
   * 3-player Hokm: from this many tricks on and before `solveAfter`, play
   * by the mean paranoid trick count alone (the tricks the seat makes sure
   * of against the two others combined, see `tricks`, over the next
   * `tricksHorizon` tricks), which is solved fast earlier in a hand than
   * the hand's paranoid value; before it, `hokmBot` plays. Default: unset
   * (`hokmBot` plays every trick before `solveAfter`).
   */
  tricksAfter?: number;
  /**
   * The tricks `tricksAfter`'s count covers: the current one and the next
   * `tricksHorizon − 1` (1 to 13, default 13: with 13 tricks or fewer
   * left, every trick to the 17th). A shorter horizon is cheaper early in
   * a hand.
   */
  tricksHorizon?: number;
  /**
   * 3-player Hokm, with `tricksAfter`: a shorter horizon (1 to
   * `tricksHorizon − 1`) whose count is made first, within the same
   * `maxNodes`; the decision then counts over `tricksHorizon` with what is
   * left of the cap, and keeps the shorter count when the cap cut the
   * longer one short of the worlds the shorter one solved. A long count
   * is worth most early in a hand, where it is also the most likely to go
   * past the cap; without this option such a decision keeps the worlds
   * counted before the cut, or is `hokmBot`'s if there were none. Default:
   * unset.
   */
  tricksFallback?: number;
  /**
   * 3-player Hokm, with `tricksAfter`: a longer horizon
   * (`tricksHorizon + 1` to 13) that tells apart the plays the count
   * leaves level: of those, the plays with the most tricks over this many
   * tricks, counted over the same worlds with what is left of `maxNodes`
   * (and of `timeMs`). A world it cuts short ends the count, and with none
   * counted the level plays stay level. Most of these decisions have
   * several best plays, which are otherwise chosen by `ties`. Default:
   * unset.
   */
  tricksTieBreak?: number;
}

/** Options of PIMC's inference ({@link PimcOptions.inference}). */
export interface InferenceOptions {
  /** Uniform worlds drawn and weighted per decision (default 200). */
  candidates?: number;
  /** The share of the play model's probability spread over the other legal cards (default 0.1). */
  epsilon?: number;
  /**
   * 4 players: the partner's epsilon (default 0.2: a PIMC partner with
   * `ties: 'bot'` plays `hokmBot`'s card in about 8 of 10 choices, one with
   * random ties in 4 of 10), or `false` to leave its plays out.
   */
  partner?: number | false;
  /** Also weight by the hakem's choice of trumps (default true). */
  trumps?: boolean;
}

/** What the last decision did, for tests and measurements. */
export interface PimcStats {
  /** Worlds solved (0: the decision was not solved — one legal action, or left to the ready-made bot). */
  worlds: number;
  /** The mean value of each legal action, by action id (empty when nothing was solved). */
  values: Map<number, number>;
  /** Positions the solver searched for the decision, a world cut short by `maxNodes` included (0 when nothing was searched). */
  nodes: number;
  /** The ids of the actions that were best, among which `ties` chose (empty when nothing was solved). */
  best: number[];
}

/** A PIMC player: picks an action from a view, and tells what it solved. */
export interface PimcPlayerOf<V, A> {
  (view: V): A;
  /** Statistics of the last decision. */
  readonly last: PimcStats | null;
}

/** The options once read. */
export interface PimcReadOptions {
  worlds: number;
  timeMs: number | undefined;
  now: (() => number) | undefined;
  /** `null`: the game's default ({@link PIMC_MAX_NODES}); `Infinity`: no cap. */
  maxNodes: number | null;
  solveAfter: number;
  opponentModel: boolean;
  inference: Required<InferenceOptions> | null;
  ties: 'random' | 'bot';
  tricks: boolean;
  tricksAfter: number | null;
  tricksHorizon: number;
  tricksFallback: number | null;
  tricksTieBreak: number | null;
}

/** One action's mean value over the worlds, as a game's analysis reports it. */
export interface PimcValue {
  /** The action's id. */
  id: number;
  /** Its mean value for the seat to act (higher is better). */
  value: number;
}

/** What PIMC needs of a game (internal to the bots): the checked view, the decisions it leaves to a bot, the exact analysis. */
export interface PimcGame<V, A> {
  /** `'hokm'` or `'hoc'`. */
  readonly game: 'hokm' | 'hoc';
  /** The view's legal ids, checked (`BAD_STATE` for anything that is no view of this game with the seat to act). */
  legalIds(view: unknown, who: string): number[];
  /** The id to play without solving (a phase the solver does not reach, or too early in the hand), or `-1`. */
  fixed(view: V, o: PimcReadOptions): number;
  /**
   * The mean value of every legal action over sampled worlds, each solved
   * exactly (the game's `analyzeView`), and the ids of the best ones; the
   * positions searched are taken from `budget`, and no world is solved
   * (`worlds` 0) when the first one does not finish within it.
   */
  analyze(view: V, o: PimcReadOptions, rng: Rng, budget: NodeBudget): { worlds: number; values: PimcValue[]; best: number[] };
  /** The action of an id. */
  decode(id: number): A;
  /** The ready-made bot's choice, as an id (for `ties: 'bot'`). */
  bot(view: V): number;
}

/**
 * The default cap of a PIMC decision ({@link PimcOptions.maxNodes}), in
 * positions searched, by game and number of players: measured with
 * `bench/pimc-cap.ts` (docs/analysis.md "The PIMC player") to take about
 * half a CPU-second at most on the machine of the measurements, so that a
 * decision stays within 1 s there; on a machine twice as slow the same
 * decisions take twice as long.
 */
export const PIMC_MAX_NODES: {
  /** Hokm, by number of players. */
  readonly hokm: Readonly<Record<2 | 3 | 4, number>>;
  /** Hoc Mazarin, by number of players. */
  readonly hoc: Readonly<Record<2 | 3, number>>;
} = Object.freeze({
  hokm: Object.freeze({ 2: 300_000, 3: 600_000, 4: 800_000 }),
  hoc: Object.freeze({ 2: 1_000_000, 3: 1_000_000 }),
});

/** Reads and checks the options (throws `OptionsError`). */
export function readPimcOptions(options: PimcOptions): PimcReadOptions {
  if (typeof options !== 'object' || options === null) throw new OptionsError('pimc needs options with a seed');
  const {
    worlds,
    timeMs,
    now,
    maxNodes,
    solveAfter = 0,
    opponentModel = true,
    inference = false,
    ties = 'random',
    tricks = false,
    tricksAfter,
    tricksHorizon = 13,
    tricksFallback,
    tricksTieBreak,
  } = options;
  checkBudget(worlds, timeMs, now);
  if (maxNodes !== undefined && maxNodes !== Infinity && (!Number.isSafeInteger(maxNodes) || maxNodes < 1)) {
    throw new OptionsError('maxNodes must be an integer ≥ 1 (positions searched per decision) or Infinity');
  }
  if (!Number.isInteger(solveAfter) || solveAfter < 0) throw new OptionsError('solveAfter must be an integer ≥ 0');
  if (typeof opponentModel !== 'boolean') throw new OptionsError('opponentModel must be true or false');
  if (ties !== 'random' && ties !== 'bot') throw new OptionsError("ties must be 'random' or 'bot'");
  if (typeof tricks !== 'boolean') throw new OptionsError('tricks must be true or false');
  if (tricksAfter !== undefined && (!Number.isInteger(tricksAfter) || tricksAfter < 0)) throw new OptionsError('tricksAfter must be an integer ≥ 0');
  if (!Number.isInteger(tricksHorizon) || tricksHorizon < 1 || tricksHorizon > 13) throw new OptionsError('tricksHorizon must be an integer from 1 to 13');
  if (tricksFallback !== undefined && (!Number.isInteger(tricksFallback) || tricksFallback < 1 || tricksFallback >= tricksHorizon)) {
    throw new OptionsError('tricksFallback must be an integer from 1 to tricksHorizon − 1');
  }
  if (tricksTieBreak !== undefined && (!Number.isInteger(tricksTieBreak) || tricksTieBreak <= tricksHorizon || tricksTieBreak > 13)) {
    throw new OptionsError('tricksTieBreak must be an integer from tricksHorizon + 1 to 13');
  }
  return {
    worlds: worlds ?? (timeMs === undefined ? 20 : MAX_WORLDS),
    timeMs,
    now: timeMs === undefined ? undefined : now,
    maxNodes: maxNodes ?? null,
    solveAfter,
    opponentModel,
    inference: readInference(inference),
    ties,
    tricks,
    tricksAfter: tricksAfter ?? null,
    tricksHorizon,
    tricksFallback: tricksFallback ?? null,
    tricksTieBreak: tricksTieBreak ?? null,
  };
}

function readInference(x: unknown): Required<InferenceOptions> | null {
  if (x === false) return null;
  if (typeof x !== 'object' || x === null) throw new OptionsError('inference must be false or an object { candidates, epsilon, partner, trumps }');
  const { candidates = 200, epsilon = 0.1, partner = 0.2, trumps = true } = x as InferenceOptions;
  if (!Number.isInteger(candidates) || candidates < 1 || candidates > MAX_WORLDS) throw new OptionsError(`inference.candidates must be an integer from 1 to ${MAX_WORLDS}`);
  if (typeof epsilon !== 'number' || !(epsilon > 0 && epsilon < 1)) throw new OptionsError('inference.epsilon must be a number between 0 and 1 (both excluded)');
  if (partner !== false && (typeof partner !== 'number' || !(partner > 0 && partner < 1)))
    throw new OptionsError('inference.partner must be false or a number between 0 and 1 (both excluded)');
  if (typeof trumps !== 'boolean') throw new OptionsError('inference.trumps must be true or false');
  return { candidates, epsilon, partner, trumps };
}

/**
 * A PIMC player with the game `pick` returns for each view (`null`: a
 * view of no game it plays, `BAD_STATE`). `who` names the player in errors.
 */
export function pimcPlayer<V, A>(who: string, options: PimcOptions, pick: (view: unknown) => PimcGame<V, A> | null): PimcPlayerOf<V, A> {
  const o = readPimcOptions(options);
  const rng = rngOf(options.seed);
  let last: PimcStats | null = null;
  const budget: NodeBudget = { left: 0, spent: 0 };
  const player = ((view: V): A => {
    const game = pick(view);
    if (game === null) throw new StateError(`${who}: not a view of a game it plays`);
    const legal = game.legalIds(view, who);
    let r: { worlds: number; values: PimcValue[]; best: number[] };
    try {
      const fixed = legal.length === 1 ? legal[0]! : game.fixed(view, o);
      if (fixed >= 0) {
        last = { worlds: 0, values: new Map(), nodes: 0, best: [] };
        return game.decode(fixed);
      }
      budget.left = o.maxNodes ?? (PIMC_MAX_NODES[game.game] as Readonly<Record<number, number>>)[(view as { options: { players: number } }).options.players]!;
      budget.spent = 0;
      r = game.analyze(view, o, rng, budget);
      // The cap spent before the first world was solved: the decision is made as an unsolved one.
      if (r.worlds === 0) {
        last = { worlds: 0, values: new Map(), nodes: budget.spent, best: [] };
        return game.decode(game.bot(view));
      }
    } catch (e) {
      // A view that passed the checks may still hold something the solver trips on: BAD_STATE, not a TypeError.
      if (e instanceof HocHokmError) throw e.code === 'BAD_STATE' ? e : new StateError(`${who}: not a valid view (${e.message})`);
      throw new StateError(`${who}: not a valid view (${e instanceof Error ? e.name : 'an exception'} while solving it)`);
    }
    last = { worlds: r.worlds, values: new Map(r.values.map((v) => [v.id, v.value])), nodes: budget.spent, best: [...r.best] };
    const bot = r.best.length > 1 && o.ties === 'bot' ? game.bot(view) : -1;
    const choice = r.best.length === 1 ? r.best[0]! : r.best.includes(bot) ? bot : r.best[rng.int(r.best.length)]!;
    return game.decode(choice);
  }) as PimcPlayerOf<V, A>;
  Object.defineProperty(player, 'last', { get: () => last });
  return player;
}
