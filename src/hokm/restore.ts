/**
 * Checks stored data before it is used as a state (house rules: shape,
 * types, every card exactly once, counts consistent with the phase, the
 * trick winners recomputed). Throws `StateError` naming the first problem.
 */
import { SUITS, isCard } from '../cards/index.js';
import { StateError } from '../core/errors.js';
import { deepEqual } from '../core/equal.js';
import { isRngState } from '../rng/index.js';
import { normalize, playDeck } from './options.js';
import { HAND0, PLAYED0, countPlace, dealerOf, discardPlace, handPlace, idOf, playedPlace, sideCount, sideOf, suitNo, trickCounts } from './places.js';
import { decide, pointsFor, tricksPerHand } from './scoring.js';
import { trickWinner } from './tricks.js';
import { HAND_KINDS, PHASES, type HandResult, type HokmConfig, type HokmState } from './types.js';

const KEYS = ['game', 'players', 'phase', 'hakem', 'trump', 'cards', 'stock', 'played', 'winners', 'match'];
const MATCH_KEYS = ['handNo', 'points', 'lastHand', 'seating', 'hakemDraw', 'options', 'rng'];

function bad(msg: string): never {
  throw new StateError(`not a valid Hokm state: ${msg}`);
}
function need(ok: boolean, msg: string): void {
  if (!ok) bad(msg);
}
function isObj(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}
function exact(x: unknown, keys: readonly string[], what: string): Record<string, unknown> {
  need(isObj(x), `${what} must be an object`);
  const o = x as Record<string, unknown>;
  const ks = Object.keys(o);
  need(ks.length === keys.length && keys.every((k) => ks.includes(k)), `${what} must have exactly the fields ${keys.join(', ')}`);
  return o;
}
function int(x: unknown, lo: number, hi: number, what: string): number {
  need(typeof x === 'number' && Number.isInteger(x) && x >= lo && x <= hi, `${what} must be an integer from ${lo} to ${hi}`);
  return x as number;
}
function intArray(x: unknown, len: number, lo: number, hi: number, what: string): number[] {
  need(Array.isArray(x) && x.length === len, `${what} must be an array of ${len}`);
  (x as unknown[]).forEach((v, i) => int(v, lo, hi, `${what}[${i}]`));
  return x as number[];
}
function codes(x: unknown, what: string): number[] {
  need(typeof x === 'string' && x.length % 2 === 0, `${what} must be a string of card codes`);
  const ids: number[] = [];
  for (let i = 0; i < (x as string).length; i += 2) {
    const id = idOf((x as string).slice(i, i + 2));
    need(id !== undefined, `${what} holds a non-card at ${i}`);
    ids.push(id!);
  }
  need(new Set(ids).size === ids.length, `${what} lists a card twice`);
  return ids;
}

function config(x: unknown): HokmConfig {
  const o = exact(x, ['players', 'seed', 'target', 'removedTwo', 'deck', 'hakem', 'seating'], 'options');
  const given = Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null));
  let cfg: HokmConfig;
  try {
    cfg = normalize(given);
  } catch (e) {
    return bad(`options: ${(e as Error).message}`);
  }
  need(deepEqual(cfg, o), 'options are not in normal form');
  return cfg;
}

/** A checked deep copy of `data` as a Hokm state; throws `StateError`. */
export function restoreState(data: unknown): HokmState {
  const s = JSON.parse(JSON.stringify(exact(data, KEYS, 'state'))) as HokmState;
  need(s.game === 'hokm', 'game must be "hokm"');
  exact(s.match, MATCH_KEYS, 'match');
  const cfg = config(s.match.options);
  const n = cfg.players;
  need(s.players === n, 'players must equal options.players');
  need((PHASES as readonly unknown[]).includes(s.phase), 'bad phase');
  need(n === 2 || (s.phase !== 'discard' && s.phase !== 'draw'), 'discard and draw phases exist only with 2 players');
  int(s.hakem, 0, n - 1, 'hakem');
  need(s.trump === null || (SUITS as readonly unknown[]).includes(s.trump), 'bad trump');
  need((s.trump === null) === (s.phase === 'trump'), 'trump is named exactly after the trump phase');
  int(s.match.handNo, 1, 1e9, 'handNo');
  const sides = sideCount(n);
  intArray(s.match.points, sides, 0, 1e9, 'points');
  intArray(s.match.seating, n, 0, n - 1, 'seating');
  need(new Set(s.match.seating).size === n, 'seating must be a permutation');
  need(isRngState(s.match.rng), 'bad rng state');
  if (s.match.hakemDraw !== null) {
    need(Array.isArray(s.match.hakemDraw), 'hakemDraw must be null or an array');
    for (const f of s.match.hakemDraw) {
      const o = exact(f, ['player', 'card'], 'hakemDraw entry');
      int(o.player, 0, n - 1, 'hakemDraw player');
      need(isCard(o.card), 'hakemDraw card');
    }
  }
  if (s.match.lastHand !== null) {
    const r = exact(s.match.lastHand, ['hand', 'hakem', 'side', 'winners', 'kind', 'points', 'tricks'], 'lastHand');
    int(r.hand, 1, s.match.handNo, 'lastHand.hand');
    int(r.hakem, 0, n - 1, 'lastHand.hakem');
    int(r.side, 0, sides - 1, 'lastHand.side');
    need(deepEqual(r.winners, n === 4 ? [r.side, (r.side as number) + 2] : [r.side]), 'lastHand.winners');
    need((HAND_KINDS as readonly unknown[]).includes(r.kind), 'lastHand.kind');
    int(r.points, 1, 3, 'lastHand.points');
    intArray(r.tricks, n, 0, 17, 'lastHand.tricks');
    checkLastHand(s.match.lastHand, n);
  }
  // Every finished hand scored 1 to 3 points; a finished match's last hand is
  // the current one, otherwise the previous one.
  const finished = s.phase === 'over' ? s.match.handNo : s.match.handNo - 1;
  const total = s.match.points.reduce((a, b) => a + b, 0);
  need(total >= finished && total <= 3 * finished, 'points must come from the hands played');
  need((s.match.lastHand === null) === (finished === 0), 'lastHand is the result of the previous hand');
  need(s.match.lastHand === null || s.match.lastHand.hand === finished, 'lastHand.hand');
  checkCards(s, cfg);
  if (s.phase === 'over') {
    need(s.match.lastHand !== null && s.match.points[s.match.lastHand.side]! >= cfg.target, 'a finished match needs a winner at the target');
  } else {
    need(s.match.points.every((p) => p < cfg.target), 'points reach the target but the match is not over');
  }
  return s;
}

/**
 * A hand result must agree with itself (rulings K1, K4, K5): a 'tie' exists
 * only with 3 players after all 17 tricks; a kot is 7 tricks to the winner
 * and none to anybody else; otherwise the winning side has 7 tricks (4 and
 * 2 players) or a lead nobody could catch (3 players); and the points are
 * those of the table for that kind and side.
 */
function checkLastHand(r: HandResult, n: number): void {
  const won = r.winners.reduce((a, k) => a + r.tricks[k]!, 0);
  const total = r.tricks.reduce((a, b) => a + b, 0);
  const others = r.tricks.filter((_, k) => !r.winners.includes(k));
  need(total <= tricksPerHand(n), 'lastHand.tricks: too many tricks');
  need(r.kind !== 'tie' || (n === 3 && total === 17 && others[0] === others[1] && others[0]! > r.tricks[r.side]!), 'lastHand: a tie needs 3 players level after 17 tricks');
  if (r.kind === 'kot') need(won === 7 && total === 7, 'lastHand: a kot is the first 7 tricks');
  if (r.kind === 'tricks' && n !== 3) need(won === 7, 'lastHand: the winning side has 7 tricks');
  if (r.kind === 'tricks' && n === 3) need(others.every((o) => o + 17 - total < won), 'lastHand: a lead nobody can catch');
  need(r.points === pointsFor(r.kind, sideOf(n, r.hakem) === r.side), 'lastHand.points must follow the table');
}

function checkCards(s: HokmState, cfg: HokmConfig): void {
  const n = s.players;
  need(typeof s.cards === 'string' && s.cards.length === 52, 'cards must be 52 place characters');
  const allowed = new Set(['s', 'x']);
  for (let k = 0; k < n; k++) [handPlace(k), playedPlace(k)].forEach((c) => allowed.add(c));
  if (n === 2) ['a', 'b'].forEach((c) => allowed.add(c));
  const inPlay = new Set(playDeck(cfg).map((c) => idOf(c)!));
  for (let i = 0; i < 52; i++) {
    const c = s.cards[i]!;
    need(allowed.has(c), `bad place "${c}" of card ${i}`);
    need((c === 'x') === !inPlay.has(i), 'exactly the removed 2 is out of play');
  }
  const stock = codes(s.stock, 'stock');
  need(stock.length === countPlace(s.cards, 's') && stock.every((id) => s.cards[id] === 's'), 'stock must list exactly the cards placed in the stock');
  const played = codes(s.played, 'played');
  need(typeof s.winners === 'string', 'winners must be a string');
  const H = tricksPerHand(n);
  const hands: number[] = [];
  const discards: number[] = [];
  const gone: number[] = [];
  for (let k = 0; k < n; k++) {
    hands.push(countPlace(s.cards, handPlace(k)));
    discards.push(n === 2 ? countPlace(s.cards, discardPlace(k)) : 0);
    gone.push(countPlace(s.cards, playedPlace(k)));
  }
  // With the replay below (each card of a completed trick at its seat's
  // played place), the played places hold exactly the completed tricks.
  need(gone.reduce((a, b) => a + b, 0) === s.winners.length * n, 'the played places must hold exactly the cards of the completed tricks');
  if (s.phase === 'trump') {
    need(played.length === 0 && s.winners === '', 'no card is played before trumps');
    const first = n === 2 ? 5 : 0;
    hands.forEach((h, k) => need(h === (k === s.hakem ? 5 : first), 'hand counts of the first deal stage'));
    need(discards.every((d) => d === 0), 'no discards yet');
    return;
  }
  if (s.phase === 'discard' || s.phase === 'draw') {
    need(played.length === 0 && s.winners === '', 'no card is played before the draw ends');
    const h = s.hakem;
    const d = dealerOf(n, s.hakem);
    const turns = (42 - stock.length) / 2;
    need(Number.isInteger(turns) && turns >= 0, 'stock count');
    if (s.phase === 'discard') {
      need(turns === 0 && discards[d]! <= 1 && discards[h]! <= 3 && (discards[d] === 0 || discards[h] === 3), 'discard counts');
      need(hands[h]! + discards[h]! === 5 && hands[d]! + discards[d]! === 5, 'hand counts in the discard phase');
    } else {
      need(turns < 21, 'the draw ends after 21 turns');
      const ht = Math.ceil(turns / 2);
      const dt = Math.floor(turns / 2);
      need(hands[h] === 2 + ht && discards[h] === 3 + ht && hands[d] === 3 + dt && discards[d] === 2 + dt, 'counts in the draw');
    }
    return;
  }
  need(stock.length === 0, 'the stock is empty during play');
  if (n === 2) need(discards[s.hakem] === 14 && discards[dealerOf(n, s.hakem)] === 12, '2-player discard counts');
  hands.forEach((h, k) => need(h + gone[k]! === H, `${H} cards are dealt to each seat`));
  const trump = suitNo(s.trump!);
  const complete = Math.floor(played.length / n);
  need(s.winners.length === complete, 'one winner per completed trick');
  // Replay every play: placed as played by the seat whose turn it was (its
  // hand place while the trick is still on the table), following suit.
  const order = new Array<number>(52).fill(-1);
  played.forEach((id, i) => (order[id] = i));
  let leader = s.hakem;
  for (let t = 0; t * n < played.length; t++) {
    const led = Math.floor(played[t * n]! / 13);
    for (let k = 0; k < n && t * n + k < played.length; k++) {
      const i = t * n + k;
      const seat = (leader + k) % n;
      const id = played[i]!;
      const place = t < complete ? PLAYED0 + seat : HAND0 + seat;
      need(s.cards.charCodeAt(id) === place, `play ${i + 1} is not at the place of seat ${seat}`);
      if (k > 0 && Math.floor(id / 13) !== led) {
        need(!heldSuitAt(s.cards, order, seat, led, i), `play ${i + 1}: seat ${seat} had to follow suit`);
      }
    }
    if (t >= complete) break;
    const w = trickWinner(s.played, t * n * 2, n, leader, trump);
    need(s.winners.charCodeAt(t) === HAND0 + w, `trick ${t + 1} was won by seat ${w}`);
    const result = decide(n, s.winners.slice(0, t + 1), w);
    if (t < complete - 1 || s.phase !== 'over') need(result === null, `the hand was decided after trick ${t + 1}`);
    else need(result !== null && result.side === s.match.lastHand?.side, 'the final trick decides the last hand');
    leader = w;
  }
  if (s.phase === 'over') {
    // The match ended on the trick that decided its last hand: nothing after it.
    need(complete > 0 && played.length === complete * n, 'a finished match ends on the deciding trick');
    need(deepEqual(s.match.lastHand?.tricks, trickCounts(s)), 'lastHand.tricks must count the last hand');
    need(s.match.lastHand?.hakem === s.hakem, 'lastHand.hakem must be the hakem of the last hand');
  }
}

/**
 * Whether `seat` held a card of suit index `suit` when play number `i` was
 * made: one dealt to it (at its hand or played place) that was not played
 * yet (`order`: play number by card id, -1 when unplayed).
 */
function heldSuitAt(cards: string, order: readonly number[], seat: number, suit: number, i: number): boolean {
  for (let id = suit * 13; id < suit * 13 + 13; id++) {
    const c = cards.charCodeAt(id);
    if ((c === HAND0 + seat || c === PLAYED0 + seat) && (order[id]! < 0 || order[id]! > i)) return true;
  }
  return false;
}
