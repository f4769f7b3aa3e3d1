/**
 * Determinization for bots: a full Hoc state consistent with one seat's
 * view (`sampleHidden`), each consistent deal equally likely; and the test
 * helper that reshuffles the cards hidden from a seat (`shuffleHidden`).
 *
 * A deal of the hidden cards is consistent when (docs/bots.md
 * "Determinization"): every place gets its count; no seat gets an ordinary
 * card of a rank it stands claimed to lack (knowledge.ts); and each other
 * seat's hand at the bidding — its hidden cards plus the cards it has shown
 * or laid since — has exactly the best combinations it announced (HOC-5.7), the
 * combinations it won by declaration were shown (no hidden card in them),
 * and every card it shows is part of a combination it may have shown.
 *
 * The sampler is exact rejection from a proposal that is itself exact:
 *
 * 1. Witnesses. An announcement names a combination the hand must hold: a
 *    suit of exactly the point's length (and no longer suit), a run with
 *    the sequence's top and length, the tricon's cards. A witness picks, for
 *    every announcing seat, which suit holds the point and the sequence and
 *    which card of the tricon's rank is missing; it forces those cards into
 *    (or out of) that seat's hand and bounds its suit counts.
 * 2. For each witness the deals that fit it and the claims are counted
 *    exactly (deals.ts), and a witness is drawn in proportion to its count,
 *    then a deal uniformly among those that fit it.
 * 3. The deal is kept if every fact above holds (fits.ts), with probability
 *    1 / (the number of witnesses it fits), which undoes the weight of hands
 *    holding two equal points or sequences. What is kept is uniform over
 *    the consistent deals.
 *
 * falseWithout: other players are assumed truthful (their claims stand as
 * voids) as long as some deal fits; when none does, somebody lied, and the
 * claims are dropped (a sampled seat then holding a claimed rank gets the
 * hidden lie recorded, so it pays when found out). The viewer's own lies
 * are its own hand's business and always kept.
 */
import { DECK, RANKS, type Card } from '../cards/cards.js';
import type { SampleOptions, Sampler } from '../core/engine.js';
import { StateError, type Validation } from '../core/errors.js';
import { rngOf, seedOf, uniform } from '../core/random.js';
import { Rng, seedRng, type Seed } from '../rng/rng.js';
import { deepFreeze } from '../core/freeze.js';
import type { HocAction } from './actions.js';
import { pointValue } from './combos.js';
import { SEAT0, SEAT1, STOCK, count, drawDeal, newDeal, type Deal, type Problem, type Tables } from './deals.js';
import { fitsFacts, handFacts, type HandFacts } from './fits.js';
import { readView, type Knowledge } from './knowledge.js';
import { idOf, idsAt, isPrincipal, isPrincipalId, masksOf, masksOfIds, type HocState } from './state.js';
import { stateOf, templateOf, type PublicOptions, type Template } from './template.js';
import type { HocView } from './views.js';

/** The engine functions the sampler asks about the rules (injected: no import cycle). */
export interface RuleHooks {
  /** The engine's `validate`. */
  validate(state: HocState, action: unknown): Validation;
  /** The engine's `applyMutable`. */
  applyMutable(state: HocState, action: HocAction): void;
}

/** Proposals tried before a view is declared impossible (see `draw`). */
export const MAX_PROPOSALS = 100_000;

const RANK = (r: string | null): number => (r === null ? -1 : RANKS.indexOf(r as (typeof RANKS)[number]));
const SEAT_BIT = [SEAT0, SEAT1];

/** One witness: per place, the point's suit, the sequence's suit, the tricon's missing card (-1: none). */
interface Witness {
  point: number[];
  seq: number[];
  missing: number[];
  tables: Tables | null;
  problem: Problem;
  total: number;
}

interface Prepared {
  v: HocView;
  k: Knowledge;
  witnesses: Witness[];
  total: number;
  /** Whether the other players' claims are kept (false after they were dropped). */
  truthful: boolean;
  /** Each witness's `total`, in order (a typed array: every proposal walks it). */
  totals: Float64Array;
  /** The view's options without `seed` and `deck`, read once (each sample copies them). */
  pub: PublicOptions;
  /** What every sample shares, read on the first draw. */
  template?: Template;
  /** Per other seat (by place): the facts of its bidding, each drawn hand is checked against. */
  facts: HandFacts[];
  /** The deal drawn by the last proposal (reused: a sample copies what it keeps). */
  deal: Deal;
  /** Scratch room for {@link fitsFacts}. */
  work: Int32Array;
}

/**
 * Whether laying a principal hoc on an open run, while an ordinary card of
 * the needed rank is held, is illegal or a recorded lie under the engine's
 * rules (revised HOC-8.9; HOC-D28): then laying one there claims the rank. Asked of the
 * engine on a small position, so the sampler follows the rules it runs with.
 */
export function principalClaims(v: HocView, hooks: RuleHooks): boolean {
  const n = v.options.players;
  const { seed: _s, deck: _d, ...pub } = v.options as HocView['options'] & { seed?: unknown; deck?: unknown };
  const held: Card[][] = [['8H', 'QS', '2C'], ['3D'], ['4D']].slice(0, n) as Card[][];
  const used = new Set<Card>([...held.flat(), '7C']);
  const probe = {
    game: 'hoc',
    options: { ...JSON.parse(JSON.stringify(pub)), seed: 0, deck: null, shuffle: 'seeded' },
    rng: seedRng(1),
    draws: [],
    deal: 0,
    dealer: n - 1,
    first: 0,
    phase: 'play',
    turn: 0,
    hands: held.flatMap(masksOf),
    stock: masksOf(DECK.filter((c) => !used.has(c))),
    balances: new Array<number>(n).fill(100),
    pools: [0, 0, 0],
    unwon: [0, 0, 0],
    bets: Array.from({ length: n }, () => [0, 0, 0]),
    prize: 2,
    stage: 'open',
    status: new Array<string>(n).fill('in'),
    high: 0,
    raiser: -1,
    passes: 0,
    queue: [],
    best: -1,
    announced: Array.from({ length: n }, () => [null, null, null]),
    winners: [null, null, null],
    paid: [],
    shown: new Array<number>(4 * n).fill(0),
    blanche: new Array<boolean>(n).fill(false),
    runs: [1],
    laid: [idOf('7C')],
    laidBy: [n - 1],
    top: 6,
    last: n - 1,
    without: new Array<number>(n).fill(0),
    lies: [],
  } as unknown as HocState;
  const lay: HocAction = { type: 'lay', card: 'QS' };
  try {
    if (!hooks.validate(probe, lay).ok) return true;
    hooks.applyMutable(probe, lay);
    return probe.lies.some((l) => l.seat === 0 && l.rank === 7);
  } catch {
    // A rule module that cannot run the probe: the rule as the rulebook has it (HOC-8.9, HOC-D28).
    return true;
  }
}

function needsProbe(v: HocView): boolean {
  if (!Array.isArray(v.runs)) return false;
  return v.runs.some((r) => Array.isArray(r?.cards) && r.cards.some((c, i) => i > 0 && isPrincipal(c)));
}

/** The ids of a suit's cards from rank `lo` to `hi` (Hoc strength, inclusive). */
function runIds(suit: number, lo: number, hi: number): number[] {
  const out: number[] = [];
  for (let r = lo; r <= hi; r++) out.push(13 * suit + r);
  return out;
}

/** Builds the deal problem of a witness, or `null` when its forcings contradict what is known. */
function problemOf(k: Knowledge, w: Pick<Witness, 'point' | 'seq' | 'missing'>, truthful: boolean): Problem | null {
  const m = k.seats.length;
  // Each hidden card's allowed places, by card id (-1: not hidden); read back in the order of k.hidden.
  const allowed = new Int32Array(52).fill(-1);
  const base = m === 2 ? SEAT0 | SEAT1 | STOCK : SEAT0 | STOCK;
  for (const id of k.hidden) {
    let a = base;
    if (truthful && !isPrincipalId(id)) for (let i = 0; i < m; i++) if ((k.voids[i]! >> (id % 13)) & 1) a &= ~SEAT_BIT[i]!;
    allowed[id] = a;
  }
  const force = (i: number, id: number, into: boolean): boolean => {
    const seat = k.seats[i]!;
    const o = k.owner[id]!;
    if (o >= 0) return (o === seat) === into;
    const a = allowed[id]!;
    allowed[id] = into ? a & SEAT_BIT[i]! : a & ~SEAT_BIT[i]!;
    return true;
  };
  const lo = [new Array<number>(4).fill(0), new Array<number>(4).fill(0)];
  const hi = [new Array<number>(4).fill(13), new Array<number>(4).fill(13)];
  const val = [new Array<number>(4).fill(-1), new Array<number>(4).fill(-1)];
  for (let i = 0; i < m; i++) {
    const a = k.announced[i]!;
    const knownBySuit = [0, 0, 0, 0];
    const knownValue = [0, 0, 0, 0];
    for (const id of k.known[i]!) {
      knownBySuit[(id / 13) | 0]! += 1;
      knownValue[(id / 13) | 0]! += pointValue(DECK[id]!);
    }
    if (a[0]) {
      for (let s = 0; s < 4; s++) {
        hi[i]![s] = a[0].length - knownBySuit[s]!;
        if (hi[i]![s]! < 0) return null;
      }
      const s = w.point[i]!;
      if (s >= 0) {
        lo[i]![s] = hi[i]![s]!;
        // An announced value (points of equal count, HOC-5.7, HOC-D19): the witness suit is worth exactly that.
        if (a[0].value !== null) {
          val[i]![s] = a[0].value - knownValue[s]!;
          if (val[i]![s]! < 0) return null;
        }
      }
    }
    if (a[1] && w.seq[i]! >= 0) {
      const s = w.seq[i]!;
      const top = RANK(a[1].rank);
      const len = a[1].length;
      if (top - len + 1 < 0) return null;
      for (const id of runIds(s, top - len + 1, top)) if (!force(i, id, true)) return null;
      if (top < 12 && !force(i, 13 * s + top + 1, false)) return null;
      if (len < 5 && top - len >= 0 && !force(i, 13 * s + top - len, false)) return null;
    }
    if (a[2] && (a[2].length === 4 || w.missing[i]! >= 0)) {
      const r = RANK(a[2].rank);
      for (let s = 0; s < 4; s++) if (!force(i, 13 * s + r, 13 * s + r !== w.missing[i])) return null;
    }
  }
  const cards: number[][] = [[], [], [], []];
  const masks: number[][] = [[], [], [], []];
  for (const id of k.hidden) {
    const a = allowed[id]!;
    if (a === 0) return null;
    cards[(id / 13) | 0]!.push(id);
    masks[(id / 13) | 0]!.push(a);
  }
  return {
    cards,
    allowed: masks,
    cap0: k.caps[0]!,
    cap1: m === 2 ? k.caps[1]! : 0,
    lo0: lo[0]!,
    hi0: hi[0]!,
    lo1: lo[1]!,
    hi1: m === 2 ? hi[1]! : [0, 0, 0, 0],
    val0: val[0]!,
    val1: val[1]!,
  };
}

/** Every witness: the cartesian product of each announcing seat's choices. */
function witnessesOf(k: Knowledge, truthful: boolean): Witness[] {
  const m = k.seats.length;
  // A witness tried alone is often one of the product too: each is counted once.
  const counted = new Map<string, { problem: Problem; tables: Tables } | null>();
  const countOf = (w: Pick<Witness, 'point' | 'seq' | 'missing'>) => {
    const key = `${w.point.join()}/${w.seq.join()}/${w.missing.join()}`;
    let c = counted.get(key);
    if (c === undefined) {
      const problem = problemOf(k, w, truthful);
      c = problem === null ? null : { problem, tables: count(problem) };
      counted.set(key, c);
    }
    return c;
  };
  let partial: Pick<Witness, 'point' | 'seq' | 'missing'>[] = [{ point: [-1, -1], seq: [-1, -1], missing: [-1, -1] }];
  for (let i = 0; i < m; i++) {
    const a = k.announced[i]!;
    const expand = (key: 'point' | 'seq' | 'missing', choices: number[]) => {
      partial = partial.flatMap((w) => choices.map((c) => ({ ...w, [key]: w[key].map((x, j) => (j === i ? c : x)) })));
    };
    // Each choice is first tried alone (the other witnesses unset): most
    // are impossible on their own, and the product then stays small.
    const alone = (key: 'point' | 'seq' | 'missing', c: number) => {
      const w = { point: [-1, -1], seq: [-1, -1], missing: [-1, -1] };
      w[key][i] = c;
      const x = countOf(w);
      return x !== null && x.tables.total > 0;
    };
    if (a[0])
      expand(
        'point',
        [0, 1, 2, 3].filter((c) => alone('point', c)),
      );
    if (a[1])
      expand(
        'seq',
        [0, 1, 2, 3].filter((c) => alone('seq', c)),
      );
    if (a[2] && a[2].length === 3) {
      const r = RANK(a[2].rank);
      expand(
        'missing',
        [r, 13 + r, 26 + r, 39 + r].filter((c) => alone('missing', c)),
      );
    }
  }
  const out: Witness[] = [];
  for (const w of partial) {
    const x = countOf(w);
    if (x !== null && x.tables.total > 0) out.push({ ...w, problem: x.problem, tables: x.tables, total: x.tables.total });
  }
  return out;
}

/** Reads the view and counts every witness (see the module summary). */
export function prepare(v: HocView, hooks: RuleHooks): Prepared {
  if (typeof v !== 'object' || v === null || v.game !== 'hoc') throw new StateError('sampleHidden: not a Hoc view');
  const k = readView(v, needsProbe(v) && principalClaims(v, hooks));
  let truthful = true;
  let witnesses = witnessesOf(k, true);
  if (witnesses.length === 0 && k.voids.some((x) => x !== 0) && v.options.falseWithout === true) {
    truthful = false;
    witnesses = witnessesOf(k, false);
  }
  if (witnesses.length === 0) throw new StateError('sampleHidden: no deal of the hidden cards fits this view');
  const { seed: _s, deck: _d, ...pub } = v.options as HocView['options'] & { seed?: unknown; deck?: unknown };
  const facts = k.seats.map((_, i) => handFacts(k.announced[i]!, k.won[i]!, k.blanche[i]! ? [] : k.shown[i]!, k.known[i]!));
  return {
    v,
    k,
    witnesses,
    total: witnesses.reduce((a, w) => a + w.total, 0),
    totals: Float64Array.from(witnesses, (w) => w.total),
    truthful,
    pub,
    facts,
    deal: newDeal(),
    work: new Int32Array(8),
  };
}

/** Draws one consistent deal (rejection from the witnesses' exact proposal) and builds the state. */
export function draw(p: Prepared, rng: Rng, seed: Seed, mutable: boolean): HocState {
  const s = propose(p, rng, seed, mutable);
  if (s !== null) return s;
  if (p.truthful && p.k.voids.some((x) => x !== 0) && p.v.options.falseWithout === true) {
    // Nothing fits the claims: somebody lied (falseWithout). Drop them and draw again.
    p.truthful = false;
    p.witnesses = witnessesOf(p.k, false);
    p.total = p.witnesses.reduce((a, w) => a + w.total, 0);
    p.totals = Float64Array.from(p.witnesses, (w) => w.total);
    const t = p.witnesses.length > 0 ? propose(p, rng, seed, mutable) : null;
    if (t !== null) return t;
  }
  throw new StateError(`sampleHidden: no deal fitting this view was found in ${MAX_PROPOSALS} proposals`);
}

function propose(p: Prepared, rng: Rng, seed: Seed, mutable: boolean): HocState | null {
  const { k } = p;
  for (let tries = 0; tries < MAX_PROPOSALS; tries++) {
    let target = uniform(rng) * p.total;
    // The witness, in proportion to its deals: the same walk as over the witnesses themselves.
    const totals = p.totals;
    let at = totals.length - 1;
    for (let x = 0; x < totals.length; x++) {
      target -= totals[x]!;
      if (target < 0) {
        at = x;
        break;
      }
    }
    const w = p.witnesses[at]!;
    w.tables ??= count(w.problem);
    const d = p.deal;
    drawDeal(w.tables, rng, d);
    let mult = 1;
    for (let i = 0; i < k.seats.length && mult > 0; i++) mult *= fitsFacts(p.facts[i]!, d, 4 * i, p.work);
    if (mult === 0 || uniform(rng) * mult >= 1) continue;
    return build(p, d, rng, seed, mutable);
  }
  return null;
}

function build(p: Prepared, d: Deal, rng: Rng, seed: Seed, mutable: boolean): HocState {
  const t = (p.template ??= templateOf(p.v, p.k, p.pub));
  const s = stateOf(t, d, p.k.seats, rng, seed);
  return mutable ? s : deepFreeze(s);
}

/** Runs `f`, turning a crash on a malformed view into a coded error. */
function safely<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof StateError) throw e;
    throw new StateError(`sampleHidden: not a valid Hoc view (${(e as Error)?.message ?? String(e)})`);
  }
}

/** A full state consistent with `view` (see the module summary). */
export function sampleHidden(view: HocView, seed: Seed | Rng, options: SampleOptions | undefined, hooks: RuleHooks): HocState {
  const p = safely(() => prepare(view, hooks));
  const rng = rngOf(seed);
  return safely(() => draw(p, rng, seedOf(seed), options?.mutable === true));
}

/** A sampler for many samples of one view. */
export function samplerOf(view: HocView, hooks: RuleHooks): Sampler<HocState> {
  const p = safely(() => prepare(view, hooks));
  return (seed, options) => {
    const rng = rngOf(seed);
    return safely(() => draw(p, rng, seedOf(seed), options?.mutable === true));
  };
}

/**
 * The same state with the cards hidden from `seat` (other hands except
 * shown cards, and the stock) dealt again at random, every count kept. For
 * the secrecy check: `seat`'s view must not change.
 */
export function shuffleHidden(state: HocState, seat: number, seed: Seed): HocState {
  const n = state.options.players;
  const rng = new Rng(seedRng(seed));
  const hidden: number[] = idsAt(state.stock, 0);
  const counts: number[] = [];
  for (let p = 0; p < n; p++) {
    const pool =
      p === seat
        ? []
        : idsAt(
            state.hands.map((m, i) => (i >> 2 === p ? m & ~state.shown[i]! : 0)),
            4 * p,
          );
    hidden.push(...pool);
    counts.push(pool.length);
  }
  rng.shuffle(hidden);
  const s: HocState = JSON.parse(JSON.stringify(state)) as HocState;
  let at = 0;
  for (let p = 0; p < n; p++) {
    if (p === seat) continue;
    const mine = masksOfIds(hidden.slice(at, at + counts[p]!));
    for (let suit = 0; suit < 4; suit++) s.hands[4 * p + suit] = s.shown[4 * p + suit]! | mine[suit]!;
    at += counts[p]!;
  }
  s.stock = masksOfIds(hidden.slice(at));
  return s;
}
