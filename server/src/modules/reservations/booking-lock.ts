/**
 * Serialises bookings that compete for the same seats. Every write that takes or frees seats
 * runs in a transaction that first takes transaction-scoped advisory locks: one per venue and
 * date (shift, zone and per-slot limits live within a day) and one per experience whose total
 * stock is enforced (it spans every date). Keys are taken in sorted order, so two bookings
 * never wait on each other in a cycle. Without them, a naive check-then-insert overbooks on
 * PostgreSQL (test/database/reservations-concurrency.test.ts).
 *
 * The wait is bounded (BOOKING_LOCK_TIMEOUT_MS): first in this instance's queue (no connection
 * held), then on the database lock (`lock_timeout`, for the other instances). Past it the
 * booking answers 429 BUSY with Retry-After, and nothing was written. Each wait and each BUSY
 * answer is counted (modules/metrics: venue_booking_lock_wait_seconds, venue_booking_busy_total).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/tx';
import { ApiError } from '../../lib/api-error';
import type { GateOptions } from '../../lib/keyed-gate';

export const dayLockKey = (venueId: number, date: string) => `booking:${venueId}:${date}`;
export const stockLockKey = (experienceId: number) => `stock:${experienceId}`;

/** Seconds a client should wait before it sends a BUSY booking again. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

export const busy = (message = 'Many guests are booking this day right now: nothing was written, try again in a moment') =>
  new ApiError(429, 'BUSY', message, undefined, {
    retryAfter: BUSY_RETRY_AFTER_SECONDS,
  });

/**
 * Takes the locks of `keys` in sorted order. `lockTimeout` (e.g. '900ms') sets the transaction's
 * lock_timeout in the same statement as the first lock (evaluated left to right): one round trip
 * fewer on the path every booking of the day queues behind.
 */
export async function lockBooking(tx: Tx, keys: string[], lockTimeout?: string): Promise<void> {
  for (const [i, key] of [...new Set(keys)].sort().entries()) {
    if (i === 0 && lockTimeout !== undefined) {
      await tx.execute(sql`select set_config('lock_timeout', ${lockTimeout}, true), pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    } else {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    }
  }
}

/**
 * PostgreSQL's "lock_not_available" (lock_timeout ran out) or "deadlock_detected" (two batches
 * of bookings, booking-batch.ts, each waiting for an Idempotency-Key the other holds): the
 * wait was given up and nothing was written. drizzle wraps the error in `cause`.
 */
export function isLockRefusal(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (code === '55P03' || code === '40P01') return true;
  }
  return false;
}

/**
 * Runs `fn` in a transaction that holds the booking locks of `keys`, after a bounded wait for
 * them; 429 BUSY when the wait runs out. `fn` builds the whole answer inside the transaction,
 * so nothing can fail between the commit and the answer.
 */
export async function bookingTransaction<T>(app: FastifyInstance, keys: string[], fn: (tx: Tx) => Promise<T>, gate: GateOptions = {}): Promise<T> {
  const started = performance.now();
  const deadline = Date.now() + app.config.bookingLockTimeoutMs;
  let waited = false;
  try {
    return await app.writeGate.run(
      keys,
      deadline,
      () => busy(),
      () =>
        app.db.transaction(async (tx) => {
          const left = Math.max(50, deadline - Date.now());
          // The limit stays for the rest of the transaction, which waits on no other lock.
          await lockBooking(tx, keys, `${left}ms`);
          waited = true;
          app.metrics.lockWaited((performance.now() - started) / 1000);
          return fn(tx);
        }),
      gate,
    );
  } catch (err) {
    const refusal = isLockRefusal(err) ? busy() : err;
    if (refusal instanceof ApiError && refusal.code === 'BUSY') {
      // A wait given up counts as a wait too: the histogram shows how long the busy ones waited.
      if (!waited) app.metrics.lockWaited((performance.now() - started) / 1000);
      app.metrics.busyAnswered();
    }
    throw refusal;
  }
}
