/**
 * restore() against broken finished matches (found in review): cards
 * played after the deciding trick, a finished match with no trick, a last
 * hand that contradicts itself, points without hands.
 */
import { describe, expect, it } from 'vitest';
import { DECK, hokm, hoc, HocHokmError } from '../src/index.js';
import { idsOf } from '../src/hokm/sets.js';

/** A finished match whose last trick's winner still holds a card (the hand ended before trick 13). */
function finished(): hokm.HokmState {
  for (let seed = 3; ; seed++) {
    let s = hokm.setup({ seed });
    while (!hokm.isOver(s)) s = hokm.apply(s, hokm.legalActions(s)[0]!);
    if (idsOf(s.hands, s.winners[s.winners.length - 1]!).length > 0) return s;
  }
}

const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
/** The error `f` throws (a coded one is expected), or `null`. */
const caught = (f: () => unknown): HocHokmError | null => {
  try {
    f();
  } catch (e) {
    return e as HocHokmError;
  }
  return null;
};
const code = (f: () => unknown) => caught(f)?.code ?? 'no error';
const message = (f: () => unknown) => caught(f)?.message ?? 'no error';

describe('restore rejects impossible histories', () => {
  const end = finished();

  it('accepts the real finished match', () => {
    expect(hokm.restore(copy(end))).toEqual(end);
  });

  it('a card played after the deciding trick', () => {
    const s = copy(end);
    // The last trick's winner leads once more after the end, from their hand.
    const leader = s.winners[s.winners.length - 1]!;
    const spare = idsOf(s.hands, leader)[0]!;
    s.hands[leader * 4 + Math.floor(spare / 13)]! -= 2 ** (spare % 13);
    s.played.push(spare);
    expect(message(() => hokm.restore(s))).toMatch(/ends on the deciding trick/);
  });

  it('a finished match with no trick played', () => {
    const s = copy(end);
    // Every played card back in the hand of the seat that played it.
    for (const t of hokm.view(end, 0).history) {
      t.cards.forEach((c, k) => (s.hands[((t.leader + k) % s.players) * 4 + Math.floor(DECK.indexOf(c) / 13)]! += 2 ** (DECK.indexOf(c) % 13)));
    }
    s.played = [];
    s.winners = [];
    expect(code(() => hokm.restore(s))).toBe('BAD_STATE');
  });

  it('a last hand that contradicts itself', () => {
    const s = copy(end);
    s.match.lastHand = { ...s.match.lastHand!, kind: 'tie', points: 3, tricks: [0, 0, 0, 0] };
    expect(code(() => hokm.restore(s))).toBe('BAD_STATE');
    const t = copy(end);
    t.match.lastHand = { ...t.match.lastHand!, points: t.match.lastHand!.points === 1 ? 2 : 1 };
    expect(code(() => hokm.restore(t))).toBe('BAD_STATE');
  });

  it('points with no hand played', () => {
    const s = copy(hokm.setup({ seed: 3 }));
    s.match.points = [6, 6];
    expect(code(() => hokm.restore(s))).toBe('BAD_STATE');
  });
});

describe('garbage that looks almost like a state', () => {
  it('apply and view answer BAD_STATE, not a TypeError', () => {
    const fake = { game: 'hokm', phase: 'trump', hakem: 0, players: 4, cards: '', played: '', winners: '', match: {} };
    expect(code(() => hokm.apply(fake as never, { type: 'trump', suit: 'S' }))).toBe('BAD_STATE');
    expect(code(() => hokm.view({ ...fake, phase: 'play' } as never, 0))).toBe('BAD_STATE');
  });

  it('validate never throws, even on an action with a throwing getter', () => {
    const hostile = {
      get type(): string {
        throw new Error('boom');
      },
    };
    expect(hokm.validate(hokm.setup({ seed: 1 }), hostile)).toMatchObject({ ok: false, code: 'BAD_ACTION' });
    expect(hoc.validate(hoc.setup({ seed: 1 }), hostile)).toMatchObject({ ok: false, code: 'BAD_ACTION' });
  });
});
