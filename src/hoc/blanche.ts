/**
 * Carte blanche (hoc-seed-en "Payments"; rulings.md H5): after the three
 * prizes, in turn from first in hand, every player says whether they declare
 * carte blanche (only possible with no King, Queen or Jack; the hand is then
 * shown). Each other player pays a lone declarer 10 chips; with two or more
 * declarers nobody is paid. Never multiplied by the double game.
 *
 * Every player is asked, not only those who could declare, so the order of
 * turns reveals nothing about the hands (docs/rules/hoc.md decision 13).
 */
import { payAll } from './ledger.js';
import { next } from './state.js';
import { cur, own, type Tx } from './tx.js';

/** What each other player pays a lone carte blanche. */
export const CARTE_BLANCHE_PAYMENT = 10;

/** The seat to act declares carte blanche or not. */
export function blanche(t: Tx, declare: boolean): void {
  const s = t.s;
  const seat = s.turn;
  const said = own(t, 'blanche');
  said[seat] = declare;
  t.ev?.push({ type: 'blanche', seat, declare });
  if (declare) {
    const hand = cur(t, 'hands')[seat]!;
    own(t, 'shown')[seat] = [...hand];
    t.ev?.push({ type: 'show', seat, prize: null, cards: [...hand], bonus: 0 });
  }
  const u = next(seat, t.b.options.players);
  if (u !== s.first) {
    s.turn = u;
    return;
  }
  const declarers = said.flatMap((b, i) => (b ? [i] : []));
  if (declarers.length === 1) payAll(t, declarers[0]!, CARTE_BLANCHE_PAYMENT, 'carte blanche');
  s.phase = 'play';
  s.turn = s.first;
  s.top = -1;
  s.last = -1;
}
