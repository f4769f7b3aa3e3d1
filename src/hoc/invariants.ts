/**
 * What the rules imply about a Hoc state beyond its shape, for `restore`
 * (which has checked types, ranges, cards and chips first): who deals (the
 * draw for the first dealer, then the deal passing to the right), what the
 * phase and the bidding stage allow (bets, passes, the queue of declarers,
 * whose turn it is), that carte blanche is true of the hand dealt, that
 * the play can go on (everybody holds a card, an open run
 * has a last layer), and that "without"s and false "without"s agree with
 * the hands. A state that passes can be played on to the end of the game.
 */
import type { Card } from '../cards/cards.js';
import { announcementOf } from './bidding.js';
import { PRIZES, all, best, isCarteBlanche } from './combos.js';
import { cardsAt, handCards, handCount, handSize, holdsOrdinary, isPrincipal, runsOf, strength, type HocState } from './state.js';

type Problem = string | null;

/** The first rule the state breaks, or `null`. */
export function checkRules(s: HocState): Problem {
  if (s.phase === 'shuffle') return dealer(s) ?? waiting(s);
  return dealer(s) ?? lists(s) ?? bidding(s) ?? truth(s) ?? table(s) ?? withouts(s);
}

/** Whether host mode waits for the deck of the draw for the first dealer (no dealer fixed or drawn yet). */
function drawPending(s: HocState): boolean {
  return s.phase === 'shuffle' && s.options.firstDealer === null && s.draws.length === 0;
}

/** The draw for the first dealer (lowest card deals, ties draw again) and the deal passing to the right. */
function dealer(s: HocState): Problem {
  const n = s.options.players;
  let first: number;
  if (drawPending(s)) {
    // Seat 0 stands in as dealer until the host's deck names one.
    return s.deal === 0 && s.dealer === 0 ? null : 'the first dealer is drawn before the first deal';
  }
  if (s.options.firstDealer !== null) {
    if (s.draws.length !== 0) return 'no draw for the first dealer when the option fixes the dealer';
    first = s.options.firstDealer;
  } else {
    const d = drawn(s.draws, n);
    if (typeof d === 'string') return d;
    first = d;
  }
  const dealsDone = s.phase === 'over' ? s.deal - 1 : s.deal;
  return s.dealer === (first + dealsDone) % n ? null : 'the deal passes to the right after every deal';
}

/** The dealer the recorded draw gives, or what is wrong with it. */
function drawn(draws: readonly (readonly (Card | null)[])[], n: number): number | string {
  let drawing = Array.from({ length: n }, (_, k) => k);
  const used = new Set<Card>();
  for (let r = 0; r < draws.length; r++) {
    const round = draws[r]!;
    for (let p = 0; p < n; p++) {
      const c = round[p] ?? null;
      if (drawing.includes(p) !== (c !== null)) return `draw round ${r + 1}: exactly the players tied for lowest draw again`;
      if (c !== null) {
        if (used.has(c)) return 'the draw for the first dealer shows a card twice';
        used.add(c);
      }
    }
    const low = Math.min(...drawing.map((p) => strength(round[p]!)));
    drawing = drawing.filter((p) => strength(round[p]!) === low);
    if (drawing.length === 1) return r === draws.length - 1 ? drawing[0]! : 'the draw goes on after the dealer is found';
  }
  return 'the draw for the first dealer is unfinished';
}

/**
 * Host mode's phase `shuffle`: the table is cleared for the next deal
 * (nothing dealt, no bidding, nothing laid, announced or said), and before
 * the first deal nothing has happened; the `deck` option deals the first
 * deal as soon as the first dealer is known.
 */
function waiting(s: HocState): Problem {
  const none = (xs: readonly unknown[]) => xs.every((x) => x === null);
  const empty = (masks: readonly number[]) => masks.every((m) => m === 0);
  if (!empty(s.hands) || !empty(s.stock) || s.runs.length > 0 || s.top !== -1 || s.last !== -1) return 'nothing is dealt or laid while the host is to deal';
  if (s.bets.some((row) => row.some((b) => b !== 0)) || s.high !== 0 || s.raiser !== -1 || s.best !== -1 || s.passes !== 0 || s.queue.length > 0) {
    return 'no bidding while the host is to deal';
  }
  if (s.prize !== 0 || s.stage !== 'open' || s.status.some((x) => x !== 'in') || s.paid.length > 0) return 'the bidding for the point is not open yet';
  if (!none(s.winners) || !s.announced.every(none) || !empty(s.shown) || !none(s.blanche) || s.without.some((w) => w !== 0) || s.lies.length > 0) {
    return 'the last deal is cleared while the host is to deal';
  }
  if (s.deal === 0) {
    if (s.balances.some((b) => b !== s.options.chips) || s.pools.some((p) => p !== 0) || s.unwon.some((u) => u !== 0)) return 'nothing is staked before the first deal';
    if (!drawPending(s) && s.options.deck !== null) return 'the deck option deals the first deal';
  }
  return null;
}

/** Lists that are reset at every deal or prize, and only filled in their phase. */
function lists(s: HocState): Problem {
  const n = s.options.players;
  const ph = s.phase;
  const bidOrShow = ph === 'bid' || ph === 'show';
  if (s.bets.some((row) => row.some((b, q) => b !== 0 && !(ph === 'bid' && q === s.prize)))) return 'chips are bet only on the prize being bid for';
  if (s.paid.length > 0 && ph !== 'show') return 'combinations are paid for only while the winner shows them';
  if (ph !== 'play' && ph !== 'over' && (s.runs.length > 0 || s.top !== -1 || s.last !== -1)) return 'cards laid before the play';
  if (ph !== 'play' && ph !== 'over' && s.without.some((w) => w !== 0)) return '"without" is said only in the play';
  if (ph !== 'play' && s.lies.length > 0) return 'false "without"s exist only during the play';
  if (s.queue.length > 0 && !(ph === 'bid' && s.stage === 'declare')) return 'a queue of declarers exists only while declaring';
  if ((ph === 'show' && s.prize === 0) || (!bidOrShow && s.prize !== 2)) return 'the prize does not fit the phase';
  if (!bidOrShow && (s.stage !== 'open' || (ph !== 'over' && s.best !== -1))) return 'the bidding is closed';
  for (let q = 0; q < 3; q++) {
    const open = (ph === 'bid' && q >= s.prize) || (ph === 'show' && q > s.prize);
    if (open && s.winners[q] !== null) return 'a prize is won before its bidding ends';
    if (open && s.announced.some((row) => row[q] !== null) && !(ph === 'bid' && q === s.prize && s.stage === 'declare')) {
      return 'an announcement for a prize not yet declared';
    }
  }
  if (ph === 'show' && s.winners[s.prize] !== s.turn) return 'only the prize winner shows';
  // Carte blanche: asked in turn from first in hand after the tricon.
  const answered = ph === 'blanche' ? (s.turn - s.first + n) % n : ph === 'play' || ph === 'over' ? n : 0;
  for (let k = 0; k < n; k++) {
    if ((s.blanche[(s.first + k) % n] !== null) !== k < answered) return 'carte blanche is asked in turn from first in hand';
  }
  return null;
}

/** The bidding for the prize `s.prize` (HOC-5.1 – HOC-5.9): what each stage allows, and whose turn it is. */
function bidding(s: HocState): Problem {
  if (s.phase !== 'bid') return null;
  const n = s.options.players;
  const p = s.prize;
  const bets = s.bets.map((row) => row[p]!);
  const st = s.status;
  if (st[s.turn] === 'out') return 'the seat to act has dropped out';
  if (s.passes >= n) return 'everybody passed: the prize is settled';
  if (s.raiser >= 0 && (s.high < 1 || bets[s.raiser] !== s.high || st[s.raiser] !== 'in')) return 'the last raiser bets the highest bet and is in';
  if (bets.some((b) => b > s.high)) return 'no bet above the highest bet';
  if (s.raiser < 0 && (s.high !== 0 || st.includes('out'))) return 'without a raise nobody bets or drops out';
  switch (s.stage) {
    case 'open':
      if (s.raiser !== -1 || s.best !== -1) return 'the open stage has no raiser and no declaration';
      if (s.turn !== (s.first + s.passes) % n) return 'in the open stage the turn goes round from first in hand';
      for (let k = 0; k < n; k++) {
        if (st[(s.first + k) % n] !== (k < s.passes ? 'passed' : 'in')) return 'in the open stage exactly the seats that passed have passed';
      }
      return null;
    case 'raised':
      if (s.raiser < 0 || s.turn === s.raiser || s.best !== -1) return 'after a raise the others speak until the raiser is reached';
      return null;
    case 'declare': {
      const q = s.queue;
      if (q.length === 0 || q[0] !== s.turn || new Set(q).size !== q.length || q.some((x) => st[x] === 'out')) {
        return 'declarers speak in turn from the queue';
      }
      if (s.best >= 0 && s.announced[s.best]![p] === null) return 'the best declaration was announced';
      return null;
    }
  }
}

/** The cards each seat was dealt this deal: its hand and the cards it laid. */
function dealt(s: HocState): Card[][] {
  const out = Array.from({ length: s.options.players }, (_, p) => handCards(s, p));
  for (const r of runsOf(s)) r.cards.forEach((c, i) => out[r.by[i]!]!.push(c));
  return out;
}

/** The cards each seat has let the table see this deal: shown (and still held) or laid. */
function seen(s: HocState): Set<Card>[] {
  const out = Array.from({ length: s.options.players }, (_, p) => new Set(cardsAt(s.shown, 4 * p)));
  for (const r of runsOf(s)) r.cards.forEach((c, i) => out[r.by[i]!]!.add(c));
  return out;
}

/**
 * Showing (HOC-6.2 – HOC-6.5, HOC-6.11; carte blanche HOC-7.1): a prize won with a declaration was
 * shown at once, so every card of the winning combination has been shown or
 * laid; and outside carte blanche a seat shows only the cards of
 * combinations of prizes it won (the winning one, or smaller ones of the
 * sequence or tricon shown for their bonus), each shown whole.
 */
function showing(s: HocState, seat: number, hand: readonly Card[], open: ReadonlySet<Card>): Problem {
  for (let p = 0; p < 3; p++) {
    if (s.winners[p] !== seat || s.announced[seat]![p] === null) continue;
    if (!best(PRIZES[p]!, hand)!.cards.every((c) => open.has(c))) return `seat ${seat} won the ${PRIZES[p]} but has not shown it`;
  }
  const shown = cardsAt(s.shown, 4 * seat);
  if (s.blanche[seat] === true || shown.length === 0) return null;
  const covered = new Set<Card>();
  if (s.winners[0] === seat && s.announced[seat]![0] !== null) for (const c of best('point', hand)!.cards) covered.add(c);
  for (const p of [1, 2]) {
    if (s.winners[p] !== seat) continue;
    for (const combo of all(PRIZES[p]!, hand)) if (combo.cards.every((c) => open.has(c))) for (const c of combo.cards) covered.add(c);
  }
  return shown.every((c) => covered.has(c)) ? null : `seat ${seat} shows a card of no combination it won`;
}

/**
 * Every seat was dealt a full hand; carte blanche needs a hand without
 * King, Queen or Jack; every announcement is true of the hand dealt
 * (declarations are true: the engine computes them from the hand, and the
 * samplers deal only hands that fit them); and what a seat has shown is
 * what it won (the samplers rely on it too).
 */
function truth(s: HocState): Problem {
  const hands = dealt(s);
  const open = seen(s);
  for (let seat = 0; seat < hands.length; seat++) {
    const hand = hands[seat]!;
    if (hand.length !== handSize(s.options.players)) return 'every seat was dealt a full hand';
    if (s.blanche[seat] === true && !isCarteBlanche(hand)) return `seat ${seat} declared carte blanche holding a face card`;
    for (let p = 0; p < 3; p++) {
      const said = s.announced[seat]![p];
      if (said === null || said === undefined) continue;
      const c = best(PRIZES[p]!, hand);
      const held = c === null ? null : announcementOf(c);
      const value = c !== null && c.kind === 'point' ? c.value : null;
      if (held === null || held.length !== said.length || held.rank !== said.rank || (said.value !== null && said.value !== value)) {
        return `seat ${seat}'s announcement for the ${PRIZES[p]} is not what the hand dealt holds`;
      }
    }
    const shown = showing(s, seat, hand, open[seat]!);
    if (shown !== null) return shown;
  }
  return null;
}

/**
 * The table (HOC-8.1 – HOC-8.13): during the play everybody holds a card (laying
 * the last one ends the deal); a run is open (a top rank to follow) exactly
 * when its last card is an ordinary card, and then the top rank and the
 * last layer are that card's; the seats the turn has passed since said
 * "without" the rank needed, and when no run is open the player who laid
 * the last card (a principal hoc, or a stuck run) starts the next one, or
 * first in hand the first. At the end of the game the player who went out
 * laid the last card, and the top and last layer are still those before
 * it. Whether the earlier cards could have been laid in that order is not
 * checked: the rules play on from any arrangement of them (the tests build
 * positions so).
 */
function table(s: HocState): Problem {
  const runs = runsOf(s);
  const run = runs[runs.length - 1];
  const k = run === undefined ? 0 : run.cards.length;
  if (s.phase === 'over') {
    let out = -1;
    for (let p = s.options.players - 1; p >= 0; p--) if (handCount(s, p) === 0) out = p;
    if (out < 0 || run === undefined || run.by[k - 1] !== out) return 'the game ends when a player lays their last card';
    // The last card ended the deal before it became the top: the run is as it was before it.
    const top = k >= 2 && !isPrincipal(run.cards[k - 2]!) ? strength(run.cards[k - 2]!) : -1;
    if (s.top !== top || s.last !== (top >= 0 ? run.by[k - 2]! : -1)) return 'the top card and last layer are those of the run before the last card';
    return null;
  }
  if (s.phase !== 'play') return null;
  for (let p = 0; p < s.options.players; p++) if (handCount(s, p) === 0) return 'a player without cards has ended the deal';
  if ((s.top === -1) !== (s.last === -1)) return 'an open run has a top card and a last layer';
  if (s.top >= 0) {
    const card = run?.cards[k - 1];
    if (run === undefined || card === undefined || isPrincipal(card) || strength(card) !== s.top || run.by[k - 1] !== s.last) {
      return 'the top card and last layer are those of the last card laid';
    }
    // Every seat from the last layer up to the seat to act said "without" the rank needed (HOC-8.4).
    const n = s.options.players;
    for (let p = s.last; p !== s.turn; p = (p + 1) % n) {
      if ((s.without[p]! & (1 << (s.top + 1))) === 0) return `seat ${p} was passed over without saying "without"`;
    }
    return null;
  }
  // No run open: a principal hoc or a stuck run ended the last one, and its last layer starts the next (HOC-8.7, HOC-8.8).
  if (s.turn !== (run === undefined ? s.first : run.by[k - 1])) return 'the player who ended the last run starts the next';
  return null;
}

/**
 * "Without" (HOC-8.4 – HOC-8.6, HOC-11.2): a seat that said "without N" held no ordinary
 * card of rank N, and nobody gains cards, so without the falseWithout
 * variant it holds none now; with it, a false "without" not yet found out
 * is about a card the liar still holds.
 */
function withouts(s: HocState): Problem {
  const holds = (seat: number, rank: number) => holdsOrdinary(s, seat, rank);
  for (let seat = 0; seat < s.without.length; seat++) {
    for (let r = 0; r < 13; r++) {
      if (!s.options.falseWithout && s.phase === 'play' && (s.without[seat]! & (1 << r)) !== 0 && holds(seat, r)) {
        return `seat ${seat} said "without" a rank it holds`;
      }
    }
  }
  for (const lie of s.lies) if (!holds(lie.seat, lie.rank)) return 'a false "without" is about a card the liar still holds';
  return null;
}
