/**
 * Carte blanche (HOC-7.1 – HOC-7.3): after the three
 * prizes, in turn from first in hand, every player says whether they declare
 * carte blanche (only possible with no King, Queen or Jack; the hand is then
 * shown). Each other player pays a lone declarer 10 chips; with two or more
 * declarers nobody is paid. Never multiplied by the double game.
 *
 * Every player is asked, not only those who could declare, so the order of
 * turns reveals nothing about the hands (HOC-D25).
 */
import { payAll, type Sink } from './ledger.js';
import { handCards, next, type HocState } from './state.js';

/** What each other player pays a lone carte blanche. */
export const CARTE_BLANCHE_PAYMENT = 10;

/** The seat to act declares carte blanche or not. */
export function blanche(s: HocState, declare: boolean, ev: Sink): void {
  const seat = s.turn;
  s.blanche[seat] = declare;
  ev?.push({ type: 'blanche', seat, declare });
  if (declare) {
    for (let suit = 0; suit < 4; suit++) s.shown[4 * seat + suit] = s.hands[4 * seat + suit]!;
    ev?.push({ type: 'show', seat, prize: null, cards: handCards(s, seat), bonus: 0 });
  }
  const u = next(seat, s.options.players);
  if (u !== s.first) {
    s.turn = u;
    return;
  }
  let declarers = 0;
  let declarer = -1;
  for (let i = 0; i < s.blanche.length; i++) {
    if (s.blanche[i]) {
      declarers++;
      declarer = i;
    }
  }
  if (declarers === 1) payAll(s, declarer, CARTE_BLANCHE_PAYMENT, 'carte blanche', ev);
  s.phase = 'play';
  s.turn = s.first;
  s.top = -1;
  s.last = -1;
}
