/**
 * The pure `apply` (src/core/define.ts): the rule functions change an
 * immer draft, in which only the lists they touch are copied. These tests pin what
 * that design promises beyond the property suite: unchanged parts are
 * shared with the previous state, changed ones are fresh and frozen, the
 * input is untouched, `step`, `apply` and `applyMutable` agree, the id
 * path (`legalIds` + `applyMutable(id)`) matches `apply(decodeAction(id))`,
 * the lookup tables match the card module, and the sort-free helpers
 * (hands in order, legal ids into a buffer) match what they replace.
 */
import { describe as group, expect, it } from 'vitest';
import { DECK, RANKS, cardId } from '../src/cards/cards.js';
import { Rng, seedRng } from '../src/rng/rng.js';
import { IllegalActionError } from '../src/core/errors.js';
import { engine, type HocState } from '../src/hoc/index.js';
import { places } from './fixtures/hoc-helpers.js';
import { holdsOrdinary, idOf, inHandOrder, isPrincipal, strength } from '../src/hoc/state.js';
import { fillLegalIds } from '../src/hoc/legal.js';
import { sortCards } from '../src/cards/order.js';

/** Every object reachable from `x` is frozen. */
function deepFrozen(x: unknown): boolean {
  if (typeof x !== 'object' || x === null) return true;
  return Object.isFrozen(x) && Object.values(x).every(deepFrozen);
}

/** Seeded random games: each step's state before, the action and the state after. */
function* steps(players: 2 | 3, games: number) {
  const rng = new Rng(seedRng(`fast-${players}`));
  for (let g = 0; g < games; g++) {
    let s: HocState = engine.setup({ players, seed: g, deals: players, falseWithout: g % 2 === 1 });
    while (!engine.isOver(s)) {
      const legal = engine.legalActions(s);
      const a = legal[rng.int(legal.length)]!;
      const next = engine.apply(s, a);
      yield { before: s, action: a, after: next };
      s = next;
    }
  }
}

group('apply shares what it does not change', () => {
  it('every step: input untouched, result deeply frozen, unchanged lists shared, step/applyMutable agree', () => {
    let shared = 0;
    let fresh = 0;
    let needless = 0;
    for (const players of [2, 3] as const) {
      for (const { before, action, after } of steps(players, 12)) {
        const copy = JSON.stringify(before);
        expect(deepFrozen(after)).toBe(true);
        const { state: stepped } = engine.step(before, action);
        expect(stepped).toEqual(after);
        const mutable = engine.clone(before);
        engine.applyMutable(mutable, action);
        expect(mutable).toEqual(after);
        expect(JSON.stringify(before)).toBe(copy);
        for (const key of Object.keys(before) as (keyof HocState)[]) {
          const a = before[key];
          const b = after[key];
          if (typeof a !== 'object' || a === null) continue;
          // A copied list usually differs in content; it can come back equal when one
          // transition changes it twice (say, a pass that drops out and ends the bidding).
          if (a === b) shared++;
          else if (after.deal === before.deal) {
            fresh++;
            if (JSON.stringify(b) === JSON.stringify(a)) needless++;
          }
        }
      }
    }
    expect(shared).toBeGreaterThan(fresh * 5);
    expect(needless).toBeLessThan(fresh / 50);
  });

  it('a lay shares the stock, the bets, the shown cards (unless the card laid was shown) and the earlier runs with the state before', () => {
    for (const { before, action, after } of steps(3, 4)) {
      if (action.type !== 'lay' || after.deal !== before.deal) continue;
      const seat = before.turn;
      // The other seats' rank masks are unchanged; the layer's lost exactly the card laid.
      const id = cardId(action.card);
      for (let i = 0; i < 12; i++) expect(after.hands[i]).toBe(i === 4 * seat + Math.floor(id / 13) ? before.hands[i]! & ~(1 << (id % 13)) : before.hands[i]);
      if (!places(before).shown[seat]!.includes(action.card)) expect(after.shown).toBe(before.shown);
      expect(after.stock).toBe(before.stock);
      expect(after.bets).toBe(before.bets);
      expect(after.runs.slice(0, before.runs.length - 1)).toEqual(before.runs.slice(0, before.runs.length - 1));
      if (before.runs.length > 1) expect(after.runs[0]).toBe(before.runs[0]);
    }
  });
});

/** The code of what `f` throws (an `IllegalActionError` only), or `'accepted'`. */
function codeOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return e instanceof IllegalActionError ? e.code : `not an IllegalActionError: ${String(e)}`;
  }
  return 'accepted';
}

const ALL_IDS = Array.from({ length: engine.numActions }, (_, i) => i);

group('the id path: legalIds + applyMutable(id)', () => {
  it('one clone played by id through whole games stays equal to apply(decodeAction(id)), step by step', () => {
    let checked = 0;
    for (const players of [2, 3] as const) {
      const rng = new Rng(seedRng(`ids-${players}`));
      for (let g = 0; g < 6; g++) {
        let s: HocState = engine.setup({ players, seed: `ids ${g}`, deals: players, falseWithout: g % 2 === 1 });
        const fast = engine.clone(s);
        while (!engine.isOver(s)) {
          const ids = engine.legalIds(fast);
          expect(ids).toEqual(engine.legalActions(s).map((a) => engine.encodeAction(a)));
          const id = ids[rng.int(ids.length)]!;
          engine.applyMutable(fast, id);
          s = engine.apply(s, engine.decodeAction(id));
          expect(fast).toEqual(s);
          checked++;
        }
        expect(engine.legalIds(fast)).toEqual([]);
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('every illegal id is rejected with the code validate gives its action, and the state is unchanged', () => {
    for (const players of [2, 3] as const) {
      const rng = new Rng(seedRng(`illegal-${players}`));
      let s: HocState = engine.setup({ players, seed: `illegal ${players}`, deals: players });
      for (let n = 0; !engine.isOver(s); n++) {
        const legal = engine.legalIds(s);
        // Every fifth state covers every phase while keeping the test quick.
        if (n % 5 === 0) {
          const c = engine.clone(s);
          for (const id of ALL_IDS) {
            if (legal.includes(id)) continue;
            const v = engine.validate(s, engine.decodeAction(id));
            expect(v.ok, `id ${id}`).toBe(false);
            expect(
              codeOf(() => engine.applyMutable(c, id)),
              `id ${id}`,
            ).toBe(v.ok ? 'accepted' : v.code);
          }
          expect(c).toEqual(s);
        }
        s = engine.apply(s, engine.decodeAction(legal[rng.int(legal.length)]!));
      }
      // Over: a well-formed id is GAME_OVER, as for its action.
      const c = engine.clone(s);
      expect(codeOf(() => engine.applyMutable(c, 0))).toBe('GAME_OVER');
      expect(c).toEqual(s);
    }
  });

  it('garbage ids are rejected with a code, changing nothing', () => {
    const s = engine.setup({ players: 3, seed: 'garbage' });
    const c = engine.clone(s);
    const before = JSON.stringify(c);
    for (const id of [-1, engine.numActions, 1.5, NaN, Infinity]) {
      expect(
        codeOf(() => engine.applyMutable(c, id)),
        String(id),
      ).toBe('BAD_ACTION_ID');
    }
    // A string is not an id: it is read as an action, and a malformed one.
    expect(codeOf(() => engine.applyMutable(c, '3' as unknown as number))).toBe('BAD_ACTION');
    expect(JSON.stringify(c)).toBe(before);
    expect(c).toEqual(s);
  });
});

group('an unfrozen input', () => {
  it('apply and step neither change nor freeze an unfrozen input, and share nothing with it', () => {
    let s: HocState = engine.setup({ players: 3, seed: 'unfrozen', deals: 3 });
    const rng = new Rng(seedRng('unfrozen'));
    let checked = 0;
    while (!engine.isOver(s) && checked < 200) {
      const a = engine.legalActions(s)[rng.int(engine.legalActions(s).length)]!;
      const input = JSON.parse(JSON.stringify(s)) as HocState;
      const text = JSON.stringify(input);
      const next = engine.apply(input, a);
      const { state: stepped } = engine.step(input, a);
      expect(JSON.stringify(input)).toBe(text);
      expect(Object.isFrozen(input) || Object.isFrozen(input.hands) || Object.isFrozen(input.options)).toBe(false);
      expect(deepFrozen(next)).toBe(true);
      expect(next).toEqual(engine.apply(s, a));
      expect(stepped).toEqual(next);
      for (const key of Object.keys(input) as (keyof HocState)[]) {
        if (typeof input[key] === 'object' && input[key] !== null) expect(next[key], key).not.toBe(input[key]);
      }
      s = next;
      checked++;
    }
    expect(checked).toBe(200);
  });
});

group('clone', () => {
  it('is a deep, unfrozen copy sharing nothing with a frozen state', () => {
    for (const { after } of steps(2, 2)) {
      const c = engine.clone(after);
      expect(c).toEqual(after);
      expect(Object.isFrozen(c.hands)).toBe(false);
      for (const key of ['hands', 'stock', 'shown', 'paid', 'bets', 'runs', 'laid', 'laidBy', 'announced', 'lies'] as const) expect(c[key], key).not.toBe(after[key]);
      expect(c.bets.every((row, i) => row !== after.bets[i])).toBe(true);
    }
  });
});

group('lookup tables', () => {
  it('idOf is cardId and strength is the Hoc rank order (Ace 0 … King 12)', () => {
    for (const c of DECK) {
      expect(idOf(c)).toBe(cardId(c));
      expect(strength(c)).toBe(RANKS.indexOf(c[0] as (typeof RANKS)[number]));
    }
  });
  it('holdsOrdinary is "holds a card of that rank that is not a principal hoc", for every card alone in a hand', () => {
    const s = engine.clone(engine.setup({ players: 3, seed: 1 }));
    for (const c of DECK) {
      const id = cardId(c);
      s.hands.fill(0);
      s.hands[4 + Math.floor(id / 13)] = 1 << (id % 13);
      for (let rank = 0; rank < 13; rank++) {
        expect(holdsOrdinary(s, 1, rank)).toBe(rank === strength(c) && !isPrincipal(c));
        expect(holdsOrdinary(s, 0, rank)).toBe(false);
      }
    }
  });
});

group('no sort where a table does', () => {
  it('inHandOrder is sortCards in the Hoc order, for any set of cards', () => {
    const rng = new Rng(seedRng('hand-order'));
    for (let t = 0; t < 300; t++) {
      const ids = rng.shuffle(DECK.map((_, i) => i)).slice(0, rng.int(53));
      expect(inHandOrder(ids)).toEqual(
        sortCards(
          ids.map((i) => DECK[i]!),
          'hoc',
        ),
      );
    }
  });
  it('fillLegalIds writes legalIds into a reused buffer, in every phase, with falseWithout too', () => {
    const out = new Int32Array(engine.numActions);
    let plays = 0;
    for (const players of [2, 3] as const) {
      for (const { before } of steps(players, 4)) {
        const n = fillLegalIds(before, out);
        expect(Array.from(out.subarray(0, n))).toEqual(engine.legalIds(before));
        if (before.phase === 'play') plays++;
      }
    }
    expect(plays).toBeGreaterThan(100);
  });
});

group('the pure path runs the rules on a plain working state (src/hoc/pure.ts)', () => {
  it("settle's field kinds are every field of a state, each once", async () => {
    const { LIST_FIELDS, ROW_FIELDS, SCALAR_FIELDS, SHARED_FIELDS } = await import('../src/hoc/pure.js');
    const kinds: string[] = [...SCALAR_FIELDS, ...LIST_FIELDS, ...ROW_FIELDS, ...SHARED_FIELDS];
    for (const players of [2, 3] as const) {
      const keys = Object.keys(engine.setup({ players, seed: 1 }));
      expect([...kinds].sort()).toEqual([...keys].sort());
    }
    expect(new Set(kinds).size).toBe(kinds.length);
  });

  it('no rule function sees a proxy: the working state is plain, and the result equals the fast path', async () => {
    const { workingState } = await import('../src/hoc/pure.js');
    for (const { before, action, after } of steps(3, 2)) {
      const w = workingState(before, before, action as never);
      expect(Object.isFrozen(w)).toBe(false);
      for (const k of ['hands', 'balances', 'bets', 'announced', 'lies', 'runs'] as const) expect(Object.isFrozen(w[k])).toBe(false);
      const m = engine.clone(before);
      engine.applyMutable(m, action);
      expect(after).toEqual(m);
    }
  });
});

group("setup's freeze knows the shape (src/hoc/pure.ts, freezeState)", () => {
  it('a new game is deeply frozen whatever its options hold (seed words, own tables, a deck, host mode), and the caller keeps its objects unfrozen', () => {
    const bonusTable = { tierce: 2, quart: 3, quint: 4, three: 1, four: 2, major: 3 };
    const cardsLeftTable = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];
    const deck = [...DECK].reverse();
    const seed: [number, number, number, number] = [1, 2, 3, 4];
    const options = [
      { players: 2 as const, seed: 'x' },
      { players: 3 as const, seed, bonusTable, cardsLeftTable, tripleGame: true, falseWithout: true },
      { players: 3 as const, firstDealer: 1, deck },
      { players: 2 as const, shuffle: 'host' as const },
      { players: 3 as const, shuffle: 'host' as const, firstDealer: 0, deck },
    ];
    for (const o of options) {
      const s = engine.setup(o);
      expect(deepFrozen(s)).toBe(true);
      expect(engine.restore(JSON.parse(JSON.stringify(s)))).toEqual(s);
    }
    for (const x of [bonusTable, cardsLeftTable, deck, seed]) expect(Object.isFrozen(x)).toBe(false);
  });
});

group('no frozen list reaches the rules the fast path shares (src/hoc/pure.ts, readable)', () => {
  it('a frozen state is read through plain copies of its card masks, equal to it; a mutable state as it is', async () => {
    const { readable } = await import('../src/hoc/pure.js');
    let checked = 0;
    for (const players of [2, 3] as const) {
      for (const { before } of steps(players, 1)) {
        const r = readable(before);
        expect(r).not.toBe(before);
        expect(r).toEqual(before);
        for (const k of ['hands', 'shown', 'stock'] as const) {
          expect(Object.isFrozen(r[k])).toBe(false);
          expect(r[k]).not.toBe(before[k]);
        }
        // Nothing else is copied: the lists the shared rule helpers do not read stay the frozen state's.
        expect(r.laid).toBe(before.laid);
        expect(engine.legalActions(before)).toEqual(engine.legalActions(r));
        const c = engine.clone(before);
        expect(readable(c)).toBe(c);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});

group("the fast path's moves by id (src/hoc/fast.ts)", () => {
  it('all or nothing: with any one list of a clone frozen, a legal id either plays as apply does or throws BAD_STATE and changes nothing', () => {
    const lists = ['hands', 'stock', 'balances', 'pools', 'unwon', 'status', 'queue', 'winners', 'paid', 'shown', 'blanche', 'runs', 'laid', 'laidBy', 'without', 'lies'] as const;
    let played = 0;
    let refused = 0;
    for (const players of [2, 3] as const) {
      for (const { before } of steps(players, 1)) {
        for (const id of engine.legalIds(before)) {
          const expected = engine.apply(before, engine.decodeAction(id));
          for (const key of lists) {
            const c = engine.clone(before);
            Object.freeze(c[key]);
            const copy = JSON.stringify(c);
            try {
              engine.applyMutable(c, id);
              expect(c).toEqual(expected);
              played++;
            } catch (e) {
              expect((e as { code?: string }).code).toBe('BAD_STATE');
              expect(JSON.stringify(c)).toBe(copy);
              refused++;
            }
          }
        }
      }
    }
    expect(played).toBeGreaterThan(1000);
    expect(refused).toBeGreaterThan(1000);
  });

  it('a new deal refills its lists in place, and replaces one of the wrong length', () => {
    const s = engine.clone(engine.setup({ players: 3, seed: 'refill', deals: 3 }));
    const laid = s.laid;
    s.blanche = [null, null, null, null, null];
    const ids = new Int32Array(engine.numActions);
    // The first legal id each time: passes, the first card held, "done"; the deal ends.
    while (s.deal === 0) {
      engine.legalIdsInto(s, ids);
      engine.applyMutable(s, ids[0]!);
    }
    expect(s.laid).toBe(laid);
    expect(s.blanche).toEqual([null, null, null]);
  });
});
