/**
 * Hoc host mode (`shuffle: 'host'`, api.md §2): the game waits in phase
 * `shuffle` for the host's deck at the draw for the first dealer and at
 * every deal; the `deal` action is read once, checked (BAD_DECK), never
 * accepted from a seat, has no id, replays exactly; the same decks as the
 * seeded generator's give the same game; views in phase shuffle show
 * nothing; samples are seeded.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DECK, HocHokmError, type Card } from '../src/index.js';
import * as hoc from '../src/hoc/index.js';
import { places } from './fixtures/hoc-helpers.js';
import { Rng, seedRng } from '../src/rng/index.js';
import { randomDeck } from '../src/host/index.js';
import { record, replay } from '../src/bots/record.js';
import { simulate } from '../src/core/testkit.js';

type Deal = { type: 'deal'; deck: Card[] };
type Move = hoc.HocAction | Deal;

function code(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return e instanceof HocHokmError ? e.code : `uncoded ${String(e)}`;
  }
  return 'no error';
}

const deal = (deck: readonly Card[]): Deal => ({ type: 'deal', deck: deck.slice() });
const json = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

/** A state without what host mode changes by design: the shuffle option, and the seed and generator it does not use. */
function comparable(s: hoc.HocState): unknown {
  const { rng: _rng, options, ...rest } = json(s);
  const { shuffle: _shuffle, seed: _seed, ...o } = options;
  return { ...rest, options: o };
}

/** Plays a host-mode game to its end: random legal moves, and each pending shuffle from `shuffle`. */
function playHost(options: hoc.HocOptions, pick: Rng, shuffle: (cards: Card[]) => Card[], each?: (s: hoc.HocState) => void) {
  let s = hoc.setup({ ...options, shuffle: 'host' });
  const actions: Move[] = [];
  const kinds: string[] = [];
  for (;;) {
    each?.(s);
    if (hoc.isOver(s)) break;
    const p = hoc.pendingDeal(s);
    let a: Move;
    if (p) {
      kinds.push(p.kind);
      a = deal(shuffle(p.cards));
    } else {
      const legal = hoc.legalActions(s);
      a = legal[pick.int(legal.length)]!;
    }
    actions.push(a);
    s = hoc.apply(s, a);
    if (actions.length > 5000) throw new Error('no end');
  }
  return { final: s, actions, kinds };
}

describe('hoc host mode', () => {
  it('setup deals nothing: phase shuffle, nobody to act, no legal move, the draw for the first dealer pending', () => {
    const s = hoc.setup({ players: 3, shuffle: 'host' });
    expect(s.phase).toBe('shuffle');
    expect(hoc.toAct(s)).toBeNull();
    expect(hoc.isOver(s)).toBe(false);
    expect(hoc.outcome(s)).toBeNull();
    expect(hoc.legalActions(s)).toEqual([]);
    expect(hoc.legalIds(s)).toEqual([]);
    expect([...hoc.legalActionMask(s)].every((x) => x === 0)).toBe(true);
    expect(hoc.openingEvents(s)).toEqual([]);
    expect(hoc.pendingDeal(s)).toEqual({ kind: 'draw', cards: DECK.slice() });
    expect(hoc.restore(json(s))).toEqual(s);
  });

  it('the draw: lowest card deals, ties draw again from the same deck; then the deal, dealt from the first in hand', () => {
    const s = hoc.setup({ players: 3, shuffle: 'host' });
    // Seats 0 and 1 tie with aces; seat 2 is out. Round 2: 3♣ against 2♦, seat 1 deals.
    const top: Card[] = ['AC', 'AD', '5S', '3C', '2D'];
    const r = hoc.step(s, deal([...top, ...DECK.filter((c) => !top.includes(c))]));
    expect(r.events).toEqual([
      { type: 'draw', cards: ['AC', 'AD', '5S'], dealer: null },
      { type: 'draw', cards: ['3C', '2D', null], dealer: 1 },
    ]);
    expect(r.state.phase).toBe('shuffle');
    expect(r.state.draws).toEqual([
      ['AC', 'AD', '5S'],
      ['3C', '2D', null],
    ]);
    expect([r.state.dealer, r.state.first]).toEqual([1, 2]);
    expect(hoc.pendingDeal(r.state)!.kind).toBe('deal');
    expect(hoc.restore(json(r.state))).toEqual(r.state);
    // The deal: one card at a time from first in hand (seat 2), in deck order.
    const d = hoc.step(r.state, deal(DECK));
    expect(d.events.map((e) => e.type)).toEqual(['deal', ...Array(9).fill('chips')]);
    expect(d.state.phase).toBe('bid');
    expect(hoc.toAct(d.state)).toBe(2);
    const dealtTo = (seat: number) => DECK.slice(0, 36).filter((_, i) => (2 + i) % 3 === seat);
    for (let seat = 0; seat < 3; seat++) expect([...hoc.view(d.state, seat).hand].sort()).toEqual(dealtTo(seat).sort());
    expect(places(d.state).stock.sort()).toEqual(DECK.slice(36).sort());
    expect(hoc.pendingDeal(d.state)).toBeNull();
  });

  it('options that fix the first dealer wait for the deal only; with the deck option too they deal at once; the deck option alone deals after the draw', () => {
    const fixed = hoc.setup({ shuffle: 'host', firstDealer: 2 });
    expect(hoc.pendingDeal(fixed)).toEqual({ kind: 'deal', cards: DECK.slice() });
    expect([fixed.dealer, fixed.first]).toEqual([2, 0]);
    const both = hoc.setup({ shuffle: 'host', firstDealer: 2, deck: DECK.slice() });
    expect(both.phase).toBe('bid');
    expect(hoc.openingEvents(both)).toEqual(hoc.openingEvents(hoc.setup({ firstDealer: 2, deck: DECK.slice() })));
    const deckOnly = hoc.setup({ players: 2, shuffle: 'host', deck: DECK.slice() });
    expect(hoc.pendingDeal(deckOnly)!.kind).toBe('draw');
    const after = hoc.apply(deckOnly, deal(randomDeck(DECK)));
    expect(after.phase).toBe('bid');
    expect(hoc.pendingDeal(after)).toBeNull();
  });

  it('a deal from any seat is NOT_YOUR_TURN; a seat acting in phase shuffle too; a deal when none is pending is WRONG_PHASE', () => {
    const s = hoc.setup({ shuffle: 'host' });
    const d = deal(randomDeck(DECK));
    expect(hoc.validate(s, d)).toEqual({ ok: true });
    for (const seat of [0, 1, 2, 7, -1, 1.5]) expect(hoc.validate(s, d, seat)).toMatchObject({ ok: false, code: 'NOT_YOUR_TURN' });
    expect(hoc.validate(s, { type: 'deal', deck: [] }, 0)).toMatchObject({ code: 'NOT_YOUR_TURN' });
    expect(hoc.validate(s, { type: 'pass' }, 0)).toMatchObject({ code: 'NOT_YOUR_TURN' });
    expect(hoc.validate(s, { type: 'pass' })).toMatchObject({ code: 'WRONG_PHASE' });
    expect(code(() => hoc.apply(s, { type: 'pass' }))).toBe('WRONG_PHASE');
    let t = hoc.apply(s, d);
    t = hoc.apply(t, deal(randomDeck(DECK)));
    expect(t.phase).toBe('bid');
    expect(hoc.validate(t, d, hoc.toAct(t)!)).toMatchObject({ code: 'NOT_YOUR_TURN' });
    expect(hoc.validate(t, d)).toMatchObject({ code: 'WRONG_PHASE' });
    expect(code(() => hoc.apply(t, d))).toBe('WRONG_PHASE');
    // Seeded mode never takes a deal.
    expect(hoc.validate(hoc.setup(), d)).toMatchObject({ code: 'WRONG_PHASE' });
  });

  it('a deck that is not exactly a shuffle of the 52 cards is BAD_DECK, and nothing is applied', () => {
    const s = hoc.setup({ players: 2, shuffle: 'host' });
    const cards = hoc.pendingDeal(s)!.cards;
    const bad: unknown[] = [
      cards.slice(1),
      [],
      [...cards, '2C'],
      [...cards.slice(1), cards[2]],
      [...cards.slice(1), 'ZZ'],
      [...cards.slice(1), 'constructor'],
      [...cards.slice(1), '__proto__'],
      [...cards.slice(1), 17],
      [...cards, ...cards],
      new Array(52),
      'ACADAH',
      { 0: 'AC', length: 1 },
      null,
    ];
    for (const deck of bad) {
      const what = JSON.stringify(deck)?.slice(0, 40);
      expect(hoc.validate(s, { type: 'deal', deck }), what).toMatchObject({ ok: false, code: 'BAD_DECK' });
      expect(
        code(() => hoc.apply(s, { type: 'deal', deck } as never)),
        what,
      ).toBe('BAD_DECK');
      expect(
        code(() => hoc.step(s, { type: 'deal', deck } as never)),
        what,
      ).toBe('BAD_DECK');
      const c = hoc.clone(s);
      expect(
        code(() => hoc.applyMutable(c, { type: 'deal', deck } as never)),
        what,
      ).toBe('BAD_DECK');
      expect(c).toEqual(s);
    }
    expect(hoc.validate(s, { type: 'deal', deck: cards, extra: 1 })).toMatchObject({ code: 'BAD_ACTION' });
    expect(hoc.validate(s, { type: 'deal' })).toMatchObject({ code: 'BAD_ACTION' });
  });

  it('the deck is read once: a getter is refused, and a deck changed after apply does not reach the state', () => {
    const s = hoc.setup({ players: 2, shuffle: 'host', firstDealer: 0 });
    const deck = randomDeck(DECK);
    const tricky = deck.slice();
    Object.defineProperty(tricky, 0, { get: () => deck[0], enumerable: true });
    expect(hoc.validate(s, { type: 'deal', deck: tricky })).toMatchObject({ code: 'BAD_DECK' });
    const given = deck.slice();
    const t = hoc.apply(s, { type: 'deal', deck: given });
    given.reverse();
    expect(hoc.apply(s, deal(deck))).toEqual(t);
  });

  it('a deal has no integer id', () => {
    expect(code(() => hoc.encodeAction({ type: 'deal', deck: DECK.slice() } as never))).toBe('BAD_ACTION');
  });

  it('applyMutable takes deals (all or nothing) and gives what apply gives', () => {
    const s = hoc.setup({ players: 3, shuffle: 'host' });
    const decks = [randomDeck(DECK), randomDeck(DECK)];
    const pure = hoc.apply(hoc.apply(s, deal(decks[0]!)), deal(decks[1]!));
    const m = hoc.clone(s);
    hoc.applyMutable(m, deal(decks[0]!));
    hoc.applyMutable(m, deal(decks[1]!));
    expect(m).toEqual(pure);
    // A frozen state is refused before anything changes.
    expect(code(() => hoc.applyMutable(s, deal(decks[0]!)))).toBe('BAD_STATE');
    expect(s.phase).toBe('shuffle');
  });

  it.each([
    { players: 3, deals: 3 },
    { players: 2, deals: 4, falseWithout: true, tripleGame: true },
    { players: 3, deals: 3, firstDealer: 1 },
    { players: 2, deals: 2, deck: [...DECK].reverse() },
    { players: 3, deals: 3, firstDealer: 2, deck: [...DECK].reverse() },
  ] as hoc.HocOptions[])("the seeded generator's decks dealt by the host give the same game: states, views and events (%o)", (options) => {
    const seed = `same/${JSON.stringify(options)}`;
    // The decks seeded mode deals from: successive shuffles of the 52 cards by the seed's generator
    // (the draw's first when the first dealer is drawn; none for a first deal fixed by the deck option).
    const gen = new Rng(seedRng(seed));
    const nextDeck = () => gen.shuffle(DECK.slice());
    const pick = new Rng(seedRng('same-moves'));
    let seeded = hoc.setup({ ...options, seed });
    let host = hoc.setup({ ...options, seed: 'another seed', shuffle: 'host' });
    const seededEvents = [...hoc.openingEvents(seeded)];
    const hostEvents = [...hoc.openingEvents(host)];
    const dealHost = () => {
      while (hoc.pendingDeal(host)) {
        const r = hoc.step(host, deal(nextDeck()));
        hostEvents.push(...r.events);
        host = r.state;
      }
    };
    let moves = 0;
    for (;;) {
      dealHost();
      expect(comparable(host)).toEqual(comparable(seeded));
      expect(hostEvents).toEqual(seededEvents);
      for (let seat = 0; seat < seeded.options.players; seat++) {
        expect({ ...hoc.view(host, seat), options: null }).toEqual({ ...hoc.view(seeded, seat), options: null });
      }
      if (hoc.isOver(seeded)) break;
      const legal = hoc.legalActions(seeded);
      const a = legal[pick.int(legal.length)]!;
      const r = hoc.step(seeded, a);
      seededEvents.push(...r.events);
      seeded = r.state;
      const h = hoc.step(host, a);
      hostEvents.push(...h.events);
      host = h.state;
      moves++;
    }
    expect(hoc.isOver(host)).toBe(true);
    expect(hoc.outcome(host)).toEqual(hoc.outcome(seeded));
    expect(moves).toBeGreaterThan(30);
  });

  it('the same decks under two different seeds give identical views: the seed tells a player nothing', () => {
    const decks = [randomDeck(DECK), randomDeck(DECK), randomDeck(DECK)];
    const run = (seed: hoc.HocOptions['seed'], ds: Card[][]) => ds.reduce((s, d) => hoc.apply(s, deal(d)), hoc.setup({ seed, shuffle: 'host' }));
    const a = run(1, decks.slice(0, 2));
    const b = run(2 ** 40, decks.slice(0, 2));
    for (let seat = 0; seat < 3; seat++) expect(hoc.view(b, seat)).toEqual(hoc.view(a, seat));
    const c = run(1, [decks[0]!, decks[2]!]);
    expect(hoc.view(c, 0).hand).not.toEqual(hoc.view(a, 0).hand);
  });

  it('between deals the table is cleared: a view in phase shuffle shows no card but the public draw', () => {
    let waited = 0;
    playHost({ players: 2, deals: 4, falseWithout: true }, new Rng(seedRng('between')), randomDeck, (s) => {
      if (s.phase !== 'shuffle') return;
      waited++;
      expect(hoc.restore(json(s))).toEqual(s);
      for (let seat = 0; seat < 2; seat++) {
        const v = hoc.view(s, seat);
        expect(v.hand).toEqual([]);
        expect(v.seats.map((x) => x.cards)).toEqual([0, 0]);
        expect([v.stock, v.runs.length, v.legal.length, v.toAct]).toEqual([0, 0, 0, null]);
        const text = JSON.stringify({ ...v, draws: null });
        expect(DECK.filter((c) => text.includes(`"${c}"`))).toEqual([]);
        expect(() => hoc.sampleHidden(v, 1)).toThrow(/phase shuffle/);
        // The observation keeps its shape; phase shuffle is no phase (the segment is all zeros), and no card is in hand.
        const x = hoc.observe(v);
        expect(x.length).toBe(hoc.observationShape(2)[0]);
        const at = (name: string) => hoc.observationLayout(2).find((r) => r.name === name)!;
        for (const name of ['phase', 'hand']) expect(Array.from(x.subarray(at(name).offset, at(name).offset + at(name).size)).every((f) => f === 0)).toBe(true);
      }
    });
    expect(waited).toBe(5); // the draw and four deals
  });

  it('restore takes waiting states and refuses tampered ones', () => {
    const s = hoc.setup({ players: 3, shuffle: 'host' });
    const drawn = hoc.apply(s, deal(randomDeck(DECK)));
    let later = hoc.apply(drawn, deal(randomDeck(DECK)));
    while (later.phase !== 'shuffle') later = hoc.apply(later, hoc.legalActions(later)[0]!);
    for (const ok of [s, drawn, later]) expect(hoc.restore(json(ok))).toEqual(ok);
    const bad: [string, hoc.HocState, (x: Record<string, unknown>) => void][] = [
      ['seeded options', s, (x) => ((x.options as Record<string, unknown>).shuffle = 'seeded')],
      ['unknown shuffle', s, (x) => ((x.options as Record<string, unknown>).shuffle = 'crypto')],
      ['no shuffle option', s, (x) => delete (x.options as Record<string, unknown>).shuffle],
      ['a seat to act', s, (x) => (x.turn = 1)],
      ['a dealer before the draw', s, (x) => ((x.dealer = 2), (x.first = 0))],
      ['cards dealt', later, (x) => ((x.hands as number[])[3] = 1)], // AS
      ['a stock', later, (x) => (x.stock = [8191, 7, 0, 0])], // 16 cards

      ['a bet', later, (x) => (((x.bets as number[][])[0]![0] = 1), ((x.balances as number[])[0]! -= 1))],
      ['stakes before the first deal', drawn, (x) => (((x.pools as number[])[0] = 3), ((x.balances as number[])[0]! -= 3))],
      ['a standing', later, (x) => ((x.status as string[])[1] = 'out')],
      ['an announcement', later, (x) => ((x.announced as unknown[][])[0]![0] = { length: 4, value: null, rank: null })],
      ['a prize winner', later, (x) => ((x.winners as unknown[])[0] = 1)],
      ['the prize', later, (x) => (x.prize = 2)],
      ['a run', later, (x) => Object.assign(x, { runs: [1], laid: [39], laidBy: [0] })], // AS laid by seat 0
      ['a "without"', later, (x) => ((x.without as number[])[0] = 1)],
      ['carte blanche', later, (x) => ((x.blanche as unknown[])[0] = false)],
      ['the dealer', later, (x) => ((x.dealer = (later.dealer + 1) % 3), (x.first = (later.dealer + 2) % 3))],
    ];
    for (const [what, base, change] of bad) {
      const x = json(base) as unknown as Record<string, unknown>;
      change(x);
      expect(
        code(() => hoc.restore(x)),
        what,
      ).toBe('BAD_STATE');
    }
    // A seeded state can never be in phase shuffle, nor a host state with the deck option waiting for the first deal.
    const withDeck = json(hoc.apply(hoc.setup({ shuffle: 'host', deck: DECK.slice() }), deal(randomDeck(DECK)))) as unknown as Record<string, unknown>;
    expect(withDeck.phase).toBe('bid');
    expect(code(() => hoc.setup({ shuffle: 'random' as never }))).toBe('BAD_OPTIONS');
  });

  it('sampleHidden on a host-mode view gives a seeded state that rollouts play to the end; reseed re-draws its next deals', () => {
    let s = hoc.setup({ players: 2, deals: 2, shuffle: 'host' });
    s = hoc.apply(hoc.apply(s, deal(randomDeck(DECK))), deal(randomDeck(DECK)));
    const v = hoc.view(s, 0);
    for (const sample of [hoc.sampleHidden(v, 'x', { mutable: true }), hoc.sampler(v)('y', { mutable: true })]) {
      expect(sample.options.shuffle).toBe('seeded');
      expect({ ...hoc.view(sample, 0), options: null }).toEqual({ ...v, options: null });
      const hands: string[] = [];
      for (const seed of ['r1', 'r2']) {
        const sim = hoc.clone(sample);
        hoc.reseed(sim, seed);
        while (hoc.returns(sim).finished === 0) hoc.applyMutable(sim, hoc.legalIds(sim)[0]!);
        expect(hoc.pendingDeal(sim)).toBeNull();
        hands.push(hoc.view(sim, 0).hand.join(' '));
        while (!hoc.isOver(sim)) hoc.applyMutable(sim, hoc.legalIds(sim)[0]!);
      }
      expect(hands[0]).not.toBe(hands[1]);
    }
    // reseed on a host-mode copy changes only the generator: the host still deals.
    const c = hoc.clone(s);
    hoc.reseed(c, 'z');
    while (hoc.returns(c).finished === 0) hoc.applyMutable(c, hoc.legalIds(c)[0]!);
    expect(hoc.pendingDeal(c)!.kind).toBe('deal');
  });

  it('a record with deal actions replays exactly, also through JSON and on the fast path', () => {
    const options = { players: 3, deals: 3, falseWithout: true, shuffle: 'host' } as const;
    const { final, actions } = playHost(options, new Rng(seedRng('replay')), randomDeck);
    const text = JSON.stringify(record('hoc', options, actions));
    const r = replay(JSON.parse(text));
    expect(r.state).toEqual(final);
    expect(r.opening).toEqual([]);
    expect(r.steps.filter((x) => x.seat === null).length).toBe(4);
    let m = hoc.clone(hoc.setup(options));
    for (const a of JSON.parse(text).actions as Move[]) hoc.applyMutable(m, a);
    m = hoc.restore(json(m));
    expect(m).toEqual(final);
  });

  it('the test kit plays host-mode games as the host: ids, masks, garbage, JSON round trips and replay all hold', () => {
    const report = simulate(hoc.engine, { games: 4, seed: 'kit-hoc-host', options: (g) => ({ players: [2, 3][g % 2], deals: [2, 3][g % 2], shuffle: 'host' }), jsonEvery: 7 });
    expect(report.games).toBe(4);
    expect(report.actions).toBeGreaterThan(200);
  });

  it('property: host-mode games with random decks all end; states restore to themselves; views never change when hidden cards move nor show them', () => {
    let states = 0;
    fc.assert(
      fc.property(
        fc.constantFrom<2 | 3>(2, 3),
        fc.integer({ min: 1, max: 2 }),
        fc.boolean(),
        fc.option(fc.nat(2), { nil: null }),
        fc.nat(),
        (players, rounds, falseWithout, dealer, seed) => {
          const firstDealer = dealer === null ? null : dealer % players;
          const decks = new Rng(seedRng(`decks/${seed}`));
          const { final, kinds } = playHost(
            { players, deals: players * rounds, falseWithout, firstDealer },
            new Rng(seedRng(`moves/${seed}`)),
            (cards) => decks.shuffle(cards.slice()),
            (s) => {
              states++;
              // Some states, to keep the test quick (restore costs most): every waiting one and every fifth restored
              // to itself; one seat's view of every other state checked.
              if (states % 5 === 0 || s.phase === 'shuffle') expect(hoc.restore(json(s))).toEqual(s);
              if (states % 2 === 1) return;
              const seat = (states >> 1) % players;
              const v = hoc.view(s, seat);
              expect(hoc.view(hoc.shuffleHidden(s, seat, states), seat)).toEqual(v);
              // The draw for the first dealer is public, and its cards were shuffled back into the deck.
              const text = JSON.stringify({ ...v, draws: null });
              for (let other = 0; other < players; other++) {
                if (other !== seat) for (const c of hoc.handCards(s, other)) if (!places(s).shown[other]!.includes(c)) expect(text.includes(`"${c}"`)).toBe(false);
              }
              for (const c of places(s).stock) expect(text.includes(`"${c}"`)).toBe(false);
              expect(text).not.toMatch(/rng|"seed"|"deck"/);
            },
          );
          expect(hoc.outcome(final)).not.toBeNull();
          expect(kinds.length).toBe(players * rounds + (firstDealer === null ? 1 : 0));
          expect(kinds[0]).toBe(firstDealer === null ? 'draw' : 'deal');
        },
      ),
      { seed: 2026, numRuns: 12 },
    );
    expect(states).toBeGreaterThan(1000);
  });
});
