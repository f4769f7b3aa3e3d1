import { describe, expect, it } from 'vitest';
import { bots, hoc, hokm, StateError } from '../src/index.js';

describe('bots', () => {
  it('the Hokm bot plays only legal actions in every variant, and its side beats random players', () => {
    let wins = 0;
    const matches = 60;
    for (let m = 0; m < matches; m++) {
      const players = ([4, 3, 2] as const)[m % 3]!;
      const random = bots.randomBot(`r${m}`);
      let s = hokm.setup({ players, seed: `bots ${m}` });
      while (!hokm.isOver(s)) {
        const seat = hokm.toAct(s)!;
        const view = hokm.view(s, seat);
        const action = seat % 2 === 0 ? bots.hokmBot(view) : random(view);
        expect(hokm.validate(s, action, seat)).toEqual({ ok: true });
        s = hokm.apply(s, action);
      }
      const out = hokm.outcome(s)!;
      if (out.winners.some((seat) => seat % 2 === 0)) wins++;
    }
    // The even seats use the bot. By chance they would win half the 4- and
    // 2-player matches and two thirds of the 3-player ones (~56% overall).
    expect(wins / matches).toBeGreaterThan(0.8);
  });

  it('the Hoc bot plays only legal actions and ends richer than random players', () => {
    let total = 0;
    const games = 30;
    for (let g = 0; g < games; g++) {
      const players = g % 2 === 0 ? 3 : 2;
      const random = bots.randomBot(`r${g}`);
      let s = hoc.setup({ players, seed: `bots ${g}` });
      while (!hoc.isOver(s)) {
        const seat = hoc.toAct(s)!;
        const view = hoc.view(s, seat);
        const action = seat === 0 ? bots.hocBot(view) : random(view);
        expect(hoc.validate(s, action, seat)).toEqual({ ok: true });
        s = hoc.apply(s, action);
      }
      total += hoc.outcome(s)!.balances[0]! - 100;
    }
    expect(total / games).toBeGreaterThan(0);
  });

  it('a random bot replays from its seed and refuses a view with nothing to do', () => {
    const a = bots.randomBot(5);
    const b = bots.randomBot(5);
    const view = { legal: [1, 2, 3, 4, 5, 6, 7] };
    const xs = Array.from({ length: 20 }, () => a(view));
    expect(Array.from({ length: 20 }, () => b(view))).toEqual(xs);
    expect(new Set(xs).size).toBeGreaterThan(1);
    expect(() => a({ legal: [] })).toThrow(StateError);
    expect(() => bots.hokmBot(hokm.view(hokm.setup({ seed: 1 }), (hokm.toAct(hokm.setup({ seed: 1 }))! + 1) % 4))).toThrow(StateError);
  });
});
