/**
 * Every chip movement goes through here, so the chip total is conserved by
 * construction (HOC-3.7: balances + pools + bets = chips × players)
 * and each movement becomes one `chips` event when events are collected.
 */
import { PRIZES } from './combos.js';
import type { ChipReason, HocEvent } from './events.js';
import type { HocState } from './state.js';

/** Where a rule function puts its events: a list when `step` asks for them, `null` on the other paths. */
export type Sink = HocEvent[] | null;

/** `from` pays `to` (seats) `amount` chips. */
export function pay(s: HocState, from: number, to: number, amount: number, reason: ChipReason, ev: Sink): void {
  if (amount <= 0) return;
  s.balances[from]! -= amount;
  s.balances[to]! += amount;
  ev?.push({ type: 'chips', from, to, amount, reason });
}

/** Every seat other than `to` pays `to` `amount` chips. */
export function payAll(s: HocState, to: number, amount: number, reason: ChipReason, ev: Sink): void {
  const n = s.options.players;
  for (let k = 1; k < n; k++) pay(s, (to + k) % n, to, amount, reason, ev);
}

/** A stake: `seat` puts `amount` into a prize's pool. */
export function stake(s: HocState, seat: number, prize: number, amount: number, ev: Sink): void {
  s.balances[seat]! -= amount;
  s.pools[prize]! += amount;
  ev?.push({ type: 'chips', from: seat, to: `pool:${PRIZES[prize]!}`, amount, reason: 'stake' });
}

/** A bet (raise or call): `seat` puts `amount` on a prize. */
export function bet(s: HocState, seat: number, prize: number, amount: number, ev: Sink): void {
  if (amount <= 0) return;
  s.balances[seat]! -= amount;
  s.bets[seat]![prize]! += amount;
  ev?.push({ type: 'chips', from: seat, to: `bets:${PRIZES[prize]!}`, amount, reason: 'bet' });
}

/** The prize's winner takes its pool and every chip bet on it (HOC-6.1). */
export function collect(s: HocState, winner: number, prize: number, ev: Sink): void {
  const pool = s.pools[prize]!;
  s.pools[prize] = 0;
  s.balances[winner]! += pool;
  if (pool > 0) ev?.push({ type: 'chips', from: `pool:${PRIZES[prize]!}`, to: winner, amount: pool, reason: 'pool' });
  let bets = 0;
  for (const row of s.bets) {
    bets += row[prize]!;
    row[prize] = 0;
  }
  s.balances[winner]! += bets;
  if (bets > 0) ev?.push({ type: 'chips', from: `bets:${PRIZES[prize]!}`, to: winner, amount: bets, reason: 'bet' });
}

/** The sum of all chips: balances, pools and bets (constant through a game). */
export function totalChips(s: HocState): number {
  let t = 0;
  for (const b of s.balances) t += b;
  for (const p of s.pools) t += p;
  for (const row of s.bets) for (const b of row) t += b;
  return t;
}
