/**
 * hokmBot's card play on bit masks (src/bots/hokm-bot-masks.ts) against the
 * same rules of thumb written plainly over card lists
 * (test/support/hokm-bot-reference.ts): at every play of many games, with 2,
 * 3 and 4 players, the same card from the seat's own hand (also through the
 * public hokmBot) and from random hands it might hold; and PIMC's inference
 * gives every world the same weight with either form.
 */
import { describe, expect, it } from 'vitest';
import { bots, hokm, Rng, seedRng } from '../src/index.js';
import type { Card } from '../src/cards/index.js';
import type { HokmAction, HokmView } from '../src/hokm/index.js';
import { hokmBotUnchecked } from '../src/bots/hokm.js';
import { botPlay, botTable, strengthMask } from '../src/bots/hokm-bot-masks.js';
import { playInference } from '../src/bots/hokm-infer.js';
import { CODES } from '../src/hokm/places.js';
import { referencePlay } from './support/hokm-bot-reference.js';

const { hokmBot } = bots;
const HAND_ORDER = [0, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1];

/** The view of the same seat with hand `ids` (card ids): the hand sorted as views sort it, the legal plays by id. */
function withHand(view: HokmView, ids: readonly number[]): { view: HokmView; masks: number[] } {
  const rank = [0, 0, 0, 0];
  for (const id of ids) rank[(id / 13) | 0]! |= 1 << (id % 13);
  const led = view.trick.cards.length === 0 ? -1 : 'CDHS'.indexOf(view.trick.cards[0]![1]!);
  const follow = led >= 0 && rank[led]! !== 0;
  const hand: Card[] = [];
  const legal: HokmAction[] = [];
  for (let suit = 0; suit < 4; suit++) {
    for (const r of HAND_ORDER) if ((rank[suit]! >> r) & 1) hand.push(CODES[13 * suit + r]!);
    if (follow && suit !== led) continue;
    for (let r = 0; r < 13; r++) if ((rank[suit]! >> r) & 1) legal.push({ type: 'play', card: CODES[13 * suit + r]! });
  }
  return { view: { ...view, hand, legal }, masks: rank.map(strengthMask) };
}

describe('botPlay', () => {
  it('plays hokmBot’s card from the seat’s hand and from random hands, with 2, 3 and 4 players', () => {
    const rng = new Rng(seedRng('masks'));
    let compared = 0;
    const kinds = new Set<string>();
    for (const players of [2, 3, 4] as const) {
      for (let g = 0; g < 12; g++) {
        let s = hokm.setup({ players, seed: `masks ${players} ${g}` });
        while (s.match.handNo === 1 && s.phase !== 'over') {
          const view = hokm.view(s, hokm.toAct(s)!);
          if (view.phase === 'play') {
            const table = botTable(view);
            const own = withHand(
              view,
              view.hand.map((c) => CODES.indexOf(c)),
            );
            const expected = referencePlay(view);
            expect(CODES[botPlay(table, own.masks)]).toBe(expected);
            expect((hokmBot(view) as { card: Card }).card).toBe(expected);
            // Random hands of the same size from the cards this seat has not seen played.
            const free: number[] = [];
            const shown = new Set<Card>([...view.history.flatMap((t) => t.cards), ...view.trick.cards, ...view.discards]);
            if (view.options.removedTwo !== null) shown.add(view.options.removedTwo);
            for (let id = 0; id < 52; id++) if (!shown.has(CODES[id]!)) free.push(id);
            for (let k = 0; k < 20; k++) {
              for (let i = free.length - 1; i > 0; i--) {
                const j = rng.int(i + 1);
                [free[i], free[j]] = [free[j]!, free[i]!];
              }
              const w = withHand(view, free.slice(0, view.hand.length));
              expect(CODES[botPlay(table, w.masks)]).toBe(referencePlay(w.view));
              kinds.add(`${view.trick.cards.length} ${w.view.legal.length > 1}`);
              compared++;
            }
          }
          s = hokm.apply(s, hokmBot(view));
        }
      }
    }
    expect(compared).toBeGreaterThan(5000);
    expect(kinds.size).toBeGreaterThanOrEqual(8);
  });
});

describe("playInference(view, 'hokmBot', …)", () => {
  it('weighs every world as hokmBot itself does', () => {
    for (const players of [3, 4] as const) {
      for (let g = 0; g < 6; g++) {
        let s = hokm.setup({ players, seed: `masks weights ${players} ${g}` });
        while (s.phase !== 'play' || s.played.length < 4 + 5 * g) s = hokm.apply(s, hokmBot(hokm.view(s, hokm.toAct(s)!)));
        const view = hokm.view(s, hokm.toAct(s)!);
        const eps = (seat: number) => (seat === (view.seat + 2) % 4 ? 0.3 : 0.1);
        const fast = playInference(view, 'hokmBot', eps)!;
        // The inference's general path (a view per past play) asking the plain rules.
        const plain = (v: HokmView): HokmAction => (v.phase === 'play' ? { type: 'play', card: referencePlay(v) } : hokmBotUnchecked(v));
        const slow = playInference(view, plain, eps)!;
        const draw = hokm.sampler(view);
        const rng = new Rng(seedRng(`weights ${g}`));
        const weights = new Set<number>();
        for (let k = 0; k < 100; k++) {
          const world = draw(rng, { mutable: true });
          const w = fast(world);
          expect(w).toBe(slow(world));
          weights.add(w);
        }
        expect(weights.size).toBeGreaterThan(1);
      }
    }
  });
});
