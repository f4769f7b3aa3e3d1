/**
 * Every chip movement goes through here, so the chip total is conserved by
 * construction (rulings.md H3: balances + pools + bets = chips × players)
 * and each movement becomes one `chips` event when events are collected.
 */
import { PRIZES } from './combos.js';
import type { ChipReason, HocEvent } from './events.js';
import type { HocState } from './state.js';
import { cur, own, row, type Tx } from './tx.js';

/** Where events go: a list when `step` asks for them, `null` on the fast paths. */
export type Sink = HocEvent[] | null;

/** `from` pays `to` (seats) `amount` chips. */
export function pay(t: Tx, from: number, to: number, amount: number, reason: ChipReason): void {
  if (amount <= 0) return;
  const balances = own(t, 'balances');
  balances[from]! -= amount;
  balances[to]! += amount;
  t.ev?.push({ type: 'chips', from, to, amount, reason });
}

/** Every seat other than `to` pays `to` `amount` chips. */
export function payAll(t: Tx, to: number, amount: number, reason: ChipReason): void {
  const n = t.b.options.players;
  for (let k = 1; k < n; k++) pay(t, (to + k) % n, to, amount, reason);
}

/** A stake: `seat` puts `amount` into a prize's pool. */
export function stake(t: Tx, seat: number, prize: number, amount: number): void {
  own(t, 'balances')[seat]! -= amount;
  own(t, 'pools')[prize]! += amount;
  t.ev?.push({ type: 'chips', from: seat, to: `pool:${PRIZES[prize]!}`, amount, reason: 'stake' });
}

/** A bet (raise or call): `seat` puts `amount` on a prize. */
export function bet(t: Tx, seat: number, prize: number, amount: number): void {
  if (amount <= 0) return;
  own(t, 'balances')[seat]! -= amount;
  row(t, 'bets', seat)[prize]! += amount;
  t.ev?.push({ type: 'chips', from: seat, to: `bets:${PRIZES[prize]!}`, amount, reason: 'bet' });
}

/** The prize's winner takes its pool and every chip bet on it (rulings.md H3). */
export function collect(t: Tx, winner: number, prize: number): void {
  const ev = t.ev;
  const pools = own(t, 'pools');
  const balances = own(t, 'balances');
  const pool = pools[prize]!;
  pools[prize] = 0;
  balances[winner]! += pool;
  if (pool > 0) ev?.push({ type: 'chips', from: `pool:${PRIZES[prize]!}`, to: winner, amount: pool, reason: 'pool' });
  let bets = 0;
  const rows = cur(t, 'bets');
  for (let seat = 0; seat < rows.length; seat++) {
    const b = rows[seat]![prize]!;
    if (b === 0) continue; // leave untouched rows shared with the previous state
    bets += b;
    row(t, 'bets', seat)[prize] = 0;
  }
  balances[winner]! += bets;
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
