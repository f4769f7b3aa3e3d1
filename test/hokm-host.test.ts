/**
 * Host mode (`shuffle: 'host'`): the match waits in phase `shuffle` for the
 * host's deck, the `deal` action is checked like any other, never accepted
 * from a seat, replays exactly, and views never show the stock.
 */
import { describe, expect, it } from 'vitest';
import { DECK, HocHokmError, type Card } from '../src/index.js';
import * as hokm from '../src/hokm/index.js';
import { Rng, seedRng } from '../src/rng/index.js';
import { randomDeck, randomSeed } from '../src/host/index.js';
import { shuffleHidden } from './hokm-helpers.js';
import { simulate } from '../src/core/testkit.js';

type Action = hokm.HokmAction | { type: 'deal'; deck: Card[] };

function code(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return e instanceof HocHokmError ? e.code : `uncoded ${String(e)}`;
  }
  return 'no error';
}

/** Plays a host-mode match to the end: random legal moves, and each pending shuffle from `shuffle`. */
function playHost(options: hokm.HokmOptions, pick: Rng, shuffle: (cards: Card[]) => Card[], each?: (s: hokm.HokmState, a: Action) => void) {
  let s = hokm.setup({ ...options, shuffle: 'host' });
  const actions: Action[] = [];
  const kinds: string[] = [];
  while (!hokm.isOver(s)) {
    const p = hokm.pendingDeal(s);
    let a: Action;
    if (p) {
      kinds.push(p.kind);
      expect(s.phase).toBe('shuffle');
      expect(hokm.toAct(s)).toBeNull();
      expect(hokm.legalIds(s)).toEqual([]);
      expect(hokm.legalActions(s)).toEqual([]);
      a = { type: 'deal', deck: shuffle(p.cards) };
    } else {
      const legal = hokm.legalActions(s);
      a = legal[pick.int(legal.length)]!;
    }
    each?.(s, a);
    actions.push(a);
    s = hokm.apply(s, a as hokm.HokmAction);
    expect(actions.length).toBeLessThan(5000);
  }
  return { final: s, actions, kinds };
}

describe('hokm host mode', () => {
  it.each([2, 3, 4] as const)('%i players: a match plays to the end with every shuffle from randomDeck', (players) => {
    const { final, kinds } = playHost({ players, target: 3 }, new Rng(seedRng(`host-${players}`)), randomDeck);
    expect(hokm.outcome(final)).not.toBeNull();
    expect(kinds[0]).toBe('draw');
    expect(kinds.slice(1).every((k) => k === 'deal')).toBe(true);
    // One deal per hand played.
    expect(kinds.length - 1).toBe(final.match.handNo);
    expect(hokm.restore(JSON.parse(JSON.stringify(final)))).toEqual(final);
  });

  it('setup deals nothing: the pending shuffle is the face-up draw, then the deal, of the cards in play', () => {
    const s = hokm.setup({ players: 3, removedTwo: '2H', shuffle: 'host' });
    expect(s.phase).toBe('shuffle');
    expect(hokm.openingEvents(s)).toEqual([]);
    expect(hokm.isOver(s)).toBe(false);
    const p = hokm.pendingDeal(s)!;
    expect(p.kind).toBe('draw');
    expect(p.cards).toEqual(DECK.filter((c) => c !== '2H'));
    // The draw: cards go to seats 0, 1, 2 … until an ace.
    const deck = ['3C', '4C', '5C', 'KD', 'AS', ...p.cards.filter((c) => !['3C', '4C', '5C', 'KD', 'AS'].includes(c))] as Card[];
    const r = hokm.step(s, { type: 'deal', deck } as never);
    expect(r.events).toEqual([
      {
        type: 'hakemChosen',
        faceUp: [
          { player: 0, card: '3C' },
          { player: 1, card: '4C' },
          { player: 2, card: '5C' },
          { player: 0, card: 'KD' },
          { player: 1, card: 'AS' },
        ],
        hakem: 1,
        partner: null,
        seating: [0, 1, 2],
      },
    ]);
    expect(hokm.pendingDeal(r.state)!.kind).toBe('deal');
    const dealt = hokm.step(r.state, { type: 'deal', deck: p.cards } as never);
    expect(dealt.events.map((e) => e.type)).toEqual(['dealt']);
    expect(dealt.state.phase).toBe('trump');
    expect(hokm.toAct(dealt.state)).toBe(1);
    expect(hokm.view(dealt.state, 1).hand).toEqual(['AC', '5C', '4C', '3C', '2C']);
    expect(hokm.pendingDeal(dealt.state)).toBeNull();
  });

  it('options that fix the hakem and the first deck deal at once; a fixed hakem alone waits for the deal', () => {
    const deck = DECK.slice();
    expect(hokm.setup({ shuffle: 'host', hakem: 2, deck }).phase).toBe('trump');
    const s = hokm.setup({ shuffle: 'host', hakem: 2 });
    expect(hokm.pendingDeal(s)!.kind).toBe('deal');
    // The draw is pending with a fixed deck but no fixed hakem; the deck option deals the first hand after it.
    const t = hokm.setup({ shuffle: 'host', deck });
    expect(hokm.pendingDeal(t)!.kind).toBe('draw');
    const after = hokm.apply(t, { type: 'deal', deck: randomDeck(DECK) } as never);
    expect(after.phase).toBe('trump');
  });

  it('validate answers NOT_YOUR_TURN to a deal from any seat, and a seat acting in phase shuffle', () => {
    const s = hokm.setup({ shuffle: 'host' });
    const deal = { type: 'deal', deck: randomDeck(hokm.pendingDeal(s)!.cards) };
    expect(hokm.validate(s, deal)).toEqual({ ok: true });
    for (const seat of [0, 1, 2, 3, 7, -1, 1.5]) expect(hokm.validate(s, deal, seat)).toMatchObject({ ok: false, code: 'NOT_YOUR_TURN' });
    // Once dealt, a deal from a seat is still NOT_YOUR_TURN; without a seat it is WRONG_PHASE.
    let t = hokm.apply(s, deal as never);
    t = hokm.apply(t, { type: 'deal', deck: randomDeck(DECK) } as never);
    const again = { type: 'deal', deck: DECK.slice() };
    expect(hokm.validate(t, again, hokm.toAct(t)!)).toMatchObject({ code: 'NOT_YOUR_TURN' });
    expect(hokm.validate(t, again)).toMatchObject({ code: 'WRONG_PHASE' });
    expect(code(() => hokm.apply(t, again as never))).toBe('WRONG_PHASE');
    // In phase shuffle no seat acts.
    const trump = { type: 'trump', suit: 'S' };
    expect(hokm.validate(s, trump, 0)).toMatchObject({ code: 'NOT_YOUR_TURN' });
    expect(hokm.validate(s, trump)).toMatchObject({ code: 'WRONG_PHASE' });
  });

  it('a deck that is not exactly a shuffle of the pending cards is BAD_DECK', () => {
    const s = hokm.setup({ players: 3, shuffle: 'host' });
    const cards = hokm.pendingDeal(s)!.cards;
    const bad: unknown[] = [
      cards.slice(1),
      [...cards, '2C'],
      [...cards.slice(1), cards[2]],
      [...cards.slice(1), '2C'],
      [...cards.slice(1), 'ZZ'],
      [...cards.slice(1), 'constructor'],
      [...cards.slice(1), 17],
      [...cards, ...cards],
      new Array(52),
      'ACADAH',
      { 0: 'AC', length: 1 },
    ];
    for (const deck of bad) {
      expect(hokm.validate(s, { type: 'deal', deck }), JSON.stringify(deck)?.slice(0, 40)).toMatchObject({ ok: false, code: 'BAD_DECK' });
      const c = hokm.clone(s);
      expect(code(() => hokm.applyMutable(c, { type: 'deal', deck } as never))).toBe('BAD_DECK');
      expect(c).toEqual(s);
    }
    expect(hokm.validate(s, { type: 'deal', deck: cards, extra: 1 })).toMatchObject({ code: 'BAD_ACTION' });
    expect(hokm.validate(s, { type: 'deal' })).toMatchObject({ code: 'BAD_ACTION' });
  });

  it('a deal has no integer id', () => {
    expect(code(() => hokm.encodeAction({ type: 'deal', deck: DECK.slice() } as never))).toBe('BAD_ACTION');
  });

  it('a record with deal actions replays exactly, also through JSON', () => {
    const { final, actions } = playHost({ players: 4, target: 2 }, new Rng(seedRng('replay')), randomDeck);
    const record = JSON.parse(JSON.stringify({ options: { players: 4, target: 2, shuffle: 'host' }, actions })) as {
      options: hokm.HokmOptions;
      actions: Action[];
    };
    let s = hokm.setup(record.options);
    for (const a of record.actions) s = hokm.apply(s, a as hokm.HokmAction);
    expect(s).toEqual(final);
    // The fast path takes the same record.
    let m = hokm.clone(hokm.setup(record.options));
    for (const a of record.actions) hokm.applyMutable(m, a as hokm.HokmAction);
    m = hokm.restore(JSON.parse(JSON.stringify(m)));
    expect(m).toEqual(final);
  });

  it('views never show the stock: moving the hidden cards never changes a view, in every phase of a host match', () => {
    let checked = 0;
    playHost(
      { players: 2, target: 1 },
      new Rng(seedRng('secret')),
      (cards) => new Rng(seedRng(cards.length)).shuffle(cards.slice()),
      (s) => {
        for (let seat = 0; seat < s.players; seat++) {
          const v = hokm.view(s, seat);
          expect(hokm.view(shuffleHidden(s, seat, `${checked}`), seat)).toEqual(v);
          // The stock's cards appear nowhere in the view, except the top card the 2-player drawer decides on.
          const text = JSON.stringify({ ...v, hakemDraw: null });
          const stock = s.stock.map((id) => DECK[id]!).filter((c) => c !== v.drawCard);
          expect(stock.filter((c) => text.includes(`"${c}"`))).toEqual([]);
          checked++;
        }
      },
    );
    expect(checked).toBeGreaterThan(50);
  });

  it('restore takes host-mode states in phase shuffle and refuses a shuffle phase elsewhere', () => {
    const s = hokm.setup({ shuffle: 'host' });
    expect(hokm.restore(JSON.parse(JSON.stringify(s)))).toEqual(s);
    const seeded = JSON.parse(JSON.stringify({ ...s, match: { ...s.match, options: { ...s.match.options, shuffle: 'seeded' } } }));
    expect(code(() => hokm.restore(seeded))).toBe('BAD_STATE');
    const dealtBefore = JSON.parse(JSON.stringify({ ...s, hands: [31, 0, 0, 0] }));
    expect(code(() => hokm.restore(dealtBefore))).toBe('BAD_STATE');
    const noHands = JSON.parse(JSON.stringify({ ...s, hands: [], discards: [] }));
    expect(code(() => hokm.restore(noHands))).toBe('BAD_STATE');
    const hakemBefore = JSON.parse(JSON.stringify({ ...s, hakem: 2 }));
    expect(code(() => hokm.restore(hakemBefore))).toBe('BAD_STATE');
  });

  it('sampleHidden on a host-mode view gives a seeded state (rollouts can deal); a view in phase shuffle has nothing to sample', () => {
    let s = hokm.setup({ shuffle: 'host', hakem: 0 });
    expect(code(() => hokm.sampleHidden(hokm.view(s, 1), 1))).toBe('BAD_STATE');
    s = hokm.apply(s, { type: 'deal', deck: randomDeck(DECK) } as never);
    const sample = hokm.sampleHidden(hokm.view(s, 0), 'x');
    expect(sample.match.options.shuffle).toBe('seeded');
    expect(hokm.view(sample, 0)).toEqual(hokm.view(s, 0));
    const sim = hokm.clone(sample);
    while (!hokm.isOver(sim)) hokm.applyMutable(sim, hokm.legalIds(sim)[0]!);
    expect(hokm.pendingDeal(sim)).toBeNull();
  });

  it("host mode: the deals are the host's alone, so the seed tells a player nothing about them", () => {
    // The same decks under two different seeds give identical views; different decks, different hands.
    const decks = [randomDeck(DECK), randomDeck(DECK), randomDeck(DECK)];
    const run = (seed: number, ds: Card[][]) => {
      let s = hokm.setup({ seed, shuffle: 'host' });
      for (const deck of ds) s = hokm.apply(s, { type: 'deal', deck } as never);
      return s;
    };
    const a = run(1, decks.slice(0, 2));
    const b = run(2 ** 40, decks.slice(0, 2));
    for (let seat = 0; seat < 4; seat++) expect(hokm.view(b, seat)).toEqual(hokm.view(a, seat));
    const c = run(1, [decks[0]!, decks[2]!]);
    expect(hokm.view(c, c.hakem).hand).not.toEqual(hokm.view(a, a.hakem).hand);
  });

  it('the test kit plays host-mode matches as the host: ids, masks, garbage, JSON round trips and replay all hold', () => {
    const report = simulate(hokm.engine, { games: 6, seed: 'kit-host', options: (g) => ({ players: [2, 3, 4][g % 3], target: 2, shuffle: 'host' }), jsonEvery: 5 });
    expect(report.games).toBe(6);
    expect(report.actions).toBeGreaterThan(300);
  });

  it('seeded mode never waits for a deal', () => {
    let s = hokm.setup({ players: 2, seed: randomSeed(), target: 2 });
    while (!hokm.isOver(s)) {
      expect(hokm.pendingDeal(s)).toBeNull();
      expect(s.phase).not.toBe('shuffle');
      s = hokm.apply(s, hokm.legalActions(s)[0]!);
    }
  });
});
