/**
 * Checks stored data before it is used as a state (house rules: shape,
 * types, every card exactly once, counts consistent with the phase, the
 * trick winners recomputed). Throws `StateError` naming the first problem.
 * Every list is bounded before anything is copied or walked, so a hostile
 * object (huge arrays, NaN, masks out of range, a card twice) is refused
 * in bounded time with `BAD_STATE`.
 */
import { SUITS, isCard, type Card } from '../cards/index.js';
import { StateError } from '../core/errors.js';
import { deepEqual } from '../core/equal.js';
import { isRngState } from '../rng/index.js';
import { OPTION_KEYS, normalize, playDeck } from './options.js';
import { drawFrom } from './deal.js';
import { CODES, SUIT_OF, dealerOf, idOf, sideCount, sideOf, suitNo, trickCounts } from './places.js';
import { addCard, countOf, idsOf, isMask } from './sets.js';
import { decide, pointsFor, tricksPerHand } from './scoring.js';
import { trickWinner } from './tricks.js';
import { HAND_KINDS, PHASES, type HandResult, type HokmConfig, type HokmState } from './types.js';

const KEYS = ['game', 'players', 'phase', 'hakem', 'trump', 'hands', 'discards', 'stock', 'played', 'winners', 'match'];
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
/** A list of distinct card ids (integers from 0 to 51), at most `max` long. */
function cardIds(x: unknown, max: number, what: string): number[] {
  need(Array.isArray(x) && x.length <= max, `${what} must be a list of at most ${max} card ids`);
  const list = x as unknown[];
  list.forEach((v, i) => int(v, 0, 51, `${what}[${i}]`));
  need(new Set(list).size === list.length, `${what} lists a card twice`);
  return list as number[];
}

/** The lists a state may hold, bounded before the deep copy (a hostile array could be huge). */
function bounded(o: Record<string, unknown>): void {
  const short = (x: unknown, max: number) => !Array.isArray(x) || x.length <= max;
  need(short(o.hands, 16) && short(o.discards, 16) && short(o.stock, 52) && short(o.played, 52) && short(o.winners, 17), 'a list is too long');
  const m = o.match;
  if (isObj(m)) {
    need(short(m.points, 4) && short(m.seating, 4) && short(m.hakemDraw, 52) && short(m.rng, 4), 'a match list is too long');
    const last = m.lastHand;
    if (isObj(last)) need(short(last.winners, 2) && short(last.tricks, 4), 'lastHand: a list is too long');
    const cfg = m.options;
    if (isObj(cfg)) need(short(cfg.deck, 52) && short(cfg.seating, 4) && short(cfg.seed, 4), 'options: a list is too long');
  }
}

function config(x: unknown): HokmConfig {
  const o = exact(x, OPTION_KEYS, 'options');
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
  const top = exact(data, KEYS, 'state');
  bounded(top);
  const s = JSON.parse(JSON.stringify(top)) as HokmState;
  need(s.game === 'hokm', 'game must be "hokm"');
  exact(s.match, MATCH_KEYS, 'match');
  const cfg = config(s.match.options);
  const n = cfg.players;
  need(s.players === n, 'players must equal options.players');
  need((PHASES as readonly unknown[]).includes(s.phase), 'bad phase');
  need(n === 2 || (s.phase !== 'discard' && s.phase !== 'draw'), 'discard and draw phases exist only with 2 players');
  need(s.phase !== 'shuffle' || cfg.shuffle === 'host', 'phase shuffle exists only with shuffle "host"');
  int(s.hakem, 0, n - 1, 'hakem');
  need(s.trump === null || (SUITS as readonly unknown[]).includes(s.trump), 'bad trump');
  need((s.trump === null) === (s.phase === 'trump' || s.phase === 'shuffle'), 'trump is named exactly after the trump phase');
  int(s.match.handNo, 1, 1e9, 'handNo');
  const sides = sideCount(n);
  intArray(s.match.points, sides, 0, 1e9, 'points');
  intArray(s.match.seating, n, 0, n - 1, 'seating');
  need(new Set(s.match.seating).size === n, 'seating must be a permutation');
  need(isRngState(s.match.rng), 'bad rng state');
  const first = checkSeating(s, cfg);
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
  checkHakem(s, cfg, first);
  if (s.phase === 'shuffle') {
    const empty = (x: number[]) => x.every((m) => m === 0);
    need(empty(masks(s.hands, n, 'hands')) && empty(masks(s.discards, n, 'discards')), 'nothing is dealt while the host is to deal');
    need(isList(s.stock, 0) && isList(s.played, 0) && isList(s.winners, 0), 'nothing is dealt while the host is to deal');
    return s;
  }
  checkCards(s, cfg);
  if (cfg.deck !== null && s.match.handNo === 1)
    checkFixedDeal(
      s,
      cfg.deck.map((c) => idOf(c)!),
    );
  if (s.phase === 'over') {
    need(s.match.lastHand !== null && s.match.points[s.match.lastHand.side]! >= cfg.target, 'a finished match needs a winner at the target');
  } else {
    need(
      s.match.points.every((p) => p < cfg.target),
      'points reach the target but the match is not over',
    );
  }
  return s;
}

/** Whether no hakem is chosen yet: host mode, waiting for the deck of the face-up draw. */
function drawPending(s: HokmState, cfg: HokmConfig): boolean {
  return s.phase === 'shuffle' && cfg.hakem === null && s.match.hakemDraw === null;
}

/**
 * The face-up draw and the seating (HOKM-3.1, HOKM-3.2, HOKM-D2): with a fixed
 * hakem there is no draw and the seating is the option's; otherwise the
 * recorded face-up cards must be exactly those a deck starting with them deals
 * until the ace (or two aces), and the seating the one that draw gives. Returns
 * the first hakem (`null` while the draw is pending).
 */
function checkSeating(s: HokmState, cfg: HokmConfig): number | null {
  const n = cfg.players;
  const m = s.match;
  const identity = Array.from({ length: n }, (_, k) => k);
  if (cfg.hakem !== null || drawPending(s, cfg)) {
    need(m.hakemDraw === null, cfg.hakem !== null ? 'no face-up draw with a fixed hakem' : 'no face-up draw yet');
    need(deepEqual(m.seating, cfg.seating ?? identity), 'seating must be the seating option (or player k in seat k)');
    return cfg.hakem;
  }
  const draw: unknown = m.hakemDraw;
  need(Array.isArray(draw) && draw.length >= 1 && draw.length <= 52, 'hakemDraw must list the face-up cards');
  const cards = (draw as unknown[]).map((f) => {
    const o = exact(f, ['player', 'card'], 'hakemDraw entry');
    int(o.player, 0, n - 1, 'hakemDraw player');
    need(isCard(o.card), 'hakemDraw card');
    return o.card as Card;
  });
  const deck = playDeck(cfg);
  need(new Set(cards).size === cards.length && cards.every((c) => deck.includes(c)), 'hakemDraw: each card in play at most once');
  // The same deal from a deck that starts with these cards must stop exactly after them.
  const d = drawFrom(
    cfg,
    [...cards, ...deck.filter((c) => !cards.includes(c))].map((c) => idOf(c)!),
  );
  need(deepEqual(d.faceUp, draw), 'hakemDraw is not a face-up draw: cards go to seats 0, 1, 2… until an ace (4 players: a second ace)');
  need(deepEqual(m.seating, d.seating), 'seating must follow from the face-up draw');
  return d.hakem;
}

/**
 * The hakem (HOKM-3.1, HOKM-7.1, HOKM-7.2; HOKM-D11): the first hand's is the
 * draw's (or the option's); after a hand the hakem stays if their side won it,
 * else the seat to their right takes over.
 */
function checkHakem(s: HokmState, cfg: HokmConfig, first: number | null): void {
  const r = s.match.lastHand;
  if (first === null) {
    need(s.hakem === 0 && s.match.handNo === 1 && r === null, 'before the face-up draw: hand 1, hakem 0');
    return;
  }
  const firstHand = 'the first hakem is the one the face-up draw (or the option) chose';
  if (s.match.handNo === 1) need(s.hakem === first, firstHand);
  if (r !== null && r.hand === 1) need(r.hakem === first, firstHand);
  if (r !== null && s.phase !== 'over') {
    const n = cfg.players;
    need(s.hakem === (sideOf(n, r.hakem) === r.side ? r.hakem : (r.hakem + 1) % n), 'the hakem stays when their side wins, else passes to the right');
  }
}

/**
 * With the `deck` option the first hand's deal is known (HOKM-D4, HOKM-D5,
 * HOKM-D7): every seat's cards (in hand, discarded, played) are exactly the
 * ones dealt and, with 2 players, drawn to it, and the stock is what is left,
 * in order.
 */
function checkFixedDeal(s: HokmState, deck: readonly number[]): void {
  const n = s.players;
  // Each seat's cards: in hand, discarded, played (by the seat whose turn it was).
  const got = new Array<number>(4 * n).fill(0);
  for (let i = 0; i < 4 * n; i++) got[i] = s.hands[i]! | s.discards[i]!;
  seatsOf(s).forEach((seat, i) => addCard(got, seat, s.played[i]!));
  const want = new Array<number>(4 * n).fill(0);
  const give = (seat: number, from: number, k: number) => {
    for (let i = from; i < from + k; i++) addCard(want, seat, deck[i]!);
  };
  const hakem = s.hakem;
  const stock = s.stock.length;
  if (n === 2) {
    const dealer = 1 - hakem;
    give(hakem, 0, 5);
    give(dealer, 5, 5);
    // Each draw turn takes two cards from the top, hakem first.
    const turns = (42 - stock) / 2;
    for (let t = 0; t < turns; t++) give(t % 2 === 0 ? hakem : dealer, 10 + 2 * t, 2);
  } else if (s.phase === 'trump') {
    // Before trumps: the hakem's five (4 players), everyone's five (3 players).
    for (let k = 0; k < (n === 4 ? 1 : n); k++) give((hakem + k) % n, 5 * k, 5);
  } else {
    let pos = 0;
    give(hakem, pos, 5);
    pos += 5;
    for (let k = 1; k < n; k++, pos += 5) give((hakem + k) % n, pos, 5);
    for (let r = 0; r < (n === 4 ? 2 : 3); r++) for (let k = 0; k < n; k++, pos += 4) give((hakem + k) % n, pos, 4);
  }
  need(deepEqual(got, want), 'the seats do not hold the cards the deck option dealt them');
  need(deepEqual(s.stock, deck.slice(deck.length - stock)), 'the stock is not what the deck option left');
}

/** The seat that made each play of this hand: a trick's leader is the hakem (first trick) or the winner of the trick before; the turn passes to seat + 1. */
function seatsOf(s: HokmState): number[] {
  const n = s.players;
  const leader = (t: number) => (t === 0 ? s.hakem : s.winners[t - 1]!);
  return s.played.map((_, i) => (leader(Math.floor(i / n)) + (i % n)) % n);
}

/**
 * A hand result must agree with itself (HOKM-6.1, HOKM-8.5 to HOKM-8.8,
 * HOKM-9.7): a 'tie' exists only with 3 players after all 17 tricks; a kot is 7
 * tricks to the winner and none to anybody else; otherwise the winning side has
 * 7 tricks (4 and 2 players) or a lead nobody could catch (3 players); and the
 * points are those of the table for that kind and side.
 */
function checkLastHand(r: HandResult, n: number): void {
  const won = r.winners.reduce((a, k) => a + r.tricks[k]!, 0);
  const total = r.tricks.reduce((a, b) => a + b, 0);
  const others = r.tricks.filter((_, k) => !r.winners.includes(k));
  need(total <= tricksPerHand(n), 'lastHand.tricks: too many tricks');
  need(r.kind !== 'tie' || (n === 3 && total === 17 && others[0] === others[1] && others[0]! > r.tricks[r.side]!), 'lastHand: a tie needs 3 players level after 17 tricks');
  if (r.kind === 'kot') need(won === 7 && total === 7, 'lastHand: a kot is the first 7 tricks');
  if (r.kind === 'tricks' && n !== 3) need(won === 7, 'lastHand: the winning side has 7 tricks');
  if (r.kind === 'tricks' && n === 3)
    need(
      others.every((o) => o + 17 - total < won),
      'lastHand: a lead nobody can catch',
    );
  need(r.points === pointsFor(r.kind, sideOf(n, r.hakem) === r.side), 'lastHand.points must follow the table');
}

function masks(x: unknown, n: number, what: string): number[] {
  need(Array.isArray(x) && x.length === 4 * n && x.every(isMask), `${what} must be ${4 * n} rank masks (integers from 0 to 8191)`);
  return x as number[];
}

function isList(x: unknown, max: number): x is unknown[] {
  return Array.isArray(x) && x.length <= max;
}

/**
 * Every card in play is in exactly one place (a hand, a discard pile, the
 * stock or the played cards) and the removed 2 in none; the counts fit the
 * phase; the plays followed suit, and the winners are the tricks' winners.
 */
function checkCards(s: HokmState, cfg: HokmConfig): void {
  const n = s.players;
  const hands = masks(s.hands, n, 'hands');
  const discarded = masks(s.discards, n, 'discards');
  need(n === 2 || discarded.every((d) => d === 0), 'only 2 players discard');
  const stock = cardIds(s.stock, 52, 'stock');
  const played = cardIds(s.played, 52, 'played');
  need(Array.isArray(s.winners) && s.winners.length <= tricksPerHand(n), 'winners must be a list of at most one seat per trick');
  s.winners.forEach((w, t) => int(w, 0, n - 1, `winner of trick ${t + 1}`));
  const complete = s.winners.length;
  need(played.length >= complete * n, 'played must hold the completed tricks, one winner each');
  need(played.length < (complete + 1) * n, 'the table holds less than a trick');
  const seen = new Array<number>(52).fill(0);
  for (let seat = 0; seat < n; seat++) for (const id of [...idsOf(hands, seat), ...idsOf(discarded, seat)]) seen[id]!++;
  for (const id of [...stock, ...played]) seen[id]!++;
  const inPlay = new Set(playDeck(cfg).map((c) => idOf(c)!));
  seen.forEach((k, id) => need(k === (inPlay.has(id) ? 1 : 0), `${CODES[id]} must be in ${inPlay.has(id) ? 'exactly one place' : 'no place (the removed 2)'}`));
  const inHand = Array.from({ length: n }, (_, k) => countOf(hands, k));
  const discards = Array.from({ length: n }, (_, k) => countOf(discarded, k));
  if (s.phase === 'trump') {
    need(played.length === 0 && complete === 0, 'no card is played before trumps');
    const first = n === 4 ? 0 : 5; // with 3 and 2 players everyone holds five while trumps are named
    inHand.forEach((h, k) => need(h === (k === s.hakem ? 5 : first), 'hand counts of the first deal stage'));
    need(
      discards.every((d) => d === 0),
      'no discards yet',
    );
    return;
  }
  if (s.phase === 'discard' || s.phase === 'draw') {
    need(played.length === 0 && complete === 0, 'no card is played before the draw ends');
    const h = s.hakem;
    const d = dealerOf(n, s.hakem);
    const turns = (42 - stock.length) / 2;
    need(Number.isInteger(turns) && turns >= 0, 'stock count');
    if (s.phase === 'discard') {
      need(turns === 0 && discards[d]! <= 1 && discards[h]! <= 3 && (discards[d] === 0 || discards[h] === 3), 'discard counts');
      need(inHand[h]! + discards[h]! === 5 && inHand[d]! + discards[d]! === 5, 'hand counts in the discard phase');
    } else {
      need(turns < 21, 'the draw ends after 21 turns');
      const ht = Math.ceil(turns / 2);
      const dt = Math.floor(turns / 2);
      need(inHand[h] === 2 + ht && discards[h] === 3 + ht && inHand[d] === 3 + dt && discards[d] === 2 + dt, 'counts in the draw');
    }
    return;
  }
  need(stock.length === 0, 'the stock is empty during play');
  if (n === 2) need(discards[s.hakem] === 14 && discards[dealerOf(n, s.hakem)] === 12, '2-player discard counts');
  const seatOf = seatsOf(s);
  const H = tricksPerHand(n);
  inHand.forEach((h, k) => need(h + seatOf.filter((x) => x === k).length === H, `${H} cards are dealt to each seat`));
  const trump = suitNo(s.trump!);
  for (let t = 0; t * n < played.length; t++) {
    const led = SUIT_OF[played[t * n]!]!;
    for (let i = t * n + 1; i < Math.min(played.length, t * n + n); i++) {
      const seat = seatOf[i]!;
      if (SUIT_OF[played[i]!] !== led) need(!heldSuit(hands, played, seatOf, seat, led, i), `play ${i + 1}: seat ${seat} had to follow suit`);
    }
    if (t >= complete) break;
    const w = trickWinner(played, t * n, n, seatOf[t * n]!, trump);
    need(s.winners[t] === w, `trick ${t + 1} was won by seat ${w}`);
    const result = decide(n, s.winners.slice(0, t + 1), w);
    if (t < complete - 1 || s.phase !== 'over') need(result === null, `the hand was decided after trick ${t + 1}`);
    else need(result !== null && result.side === s.match.lastHand?.side, 'the final trick decides the last hand');
  }
  if (s.phase === 'over') {
    need(complete > 0 && played.length === complete * n, 'a finished match ends on the deciding trick');
    need(deepEqual(s.match.lastHand?.tricks, trickCounts(s)), 'lastHand.tricks must count the last hand');
    need(s.match.lastHand?.hakem === s.hakem, 'lastHand.hakem must be the hakem of the last hand');
  }
}

/**
 * Whether `seat` held a card of suit index `suit` when play number `i` was
 * made: it still holds one, or played one later.
 */
function heldSuit(hands: readonly number[], played: readonly number[], seatOf: readonly number[], seat: number, suit: number, i: number): boolean {
  if (hands[seat * 4 + suit] !== 0) return true;
  for (let j = i + 1; j < played.length; j++) if (seatOf[j] === seat && SUIT_OF[played[j]!] === suit) return true;
  return false;
}
