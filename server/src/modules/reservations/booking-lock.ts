/**
 * Serialises bookings that compete for the same seats. Every write that takes or frees seats
 * runs in a transaction that first takes transaction-scoped advisory locks: one per venue and
 * date (shift, zone and per-slot limits live within a day) and one per experience whose total
 * stock is enforced (it spans every date). Keys are taken in sorted order, so two bookings
 * never wait on each other in a cycle. Measured need: DESIGN.md section 4 (naive
 * check-then-insert overbooks on PostgreSQL).
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/tx';

export const dayLockKey = (venueId: number, date: string) => `booking:${venueId}:${date}`;
export const stockLockKey = (experienceId: number) => `stock:${experienceId}`;

export async function lockBooking(tx: Tx, keys: string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  }
}
