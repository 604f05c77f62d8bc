/**
 * A batch whose transaction fails while it runs answers every booking it took: the ones it had
 * run and the ones it had not reached yet, never leaving a guest's call without an answer. (When
 * PostgreSQL went down under a burst, the bookings of a batch not yet run waited forever:
 * server/test/faults-database.test.ts caught it on a busy machine.) Here the first booking ends
 * the batch's connection itself (pg_terminate_backend): PostgreSQL only, as PGlite has no other
 * connection to lose.
 */
import { sql } from 'drizzle-orm';
import { batchedBookingTransaction } from '../../src/modules/reservations/booking-batch';
import { type TestApp, createTestApp } from '../support/test-app';
import { usingPostgres } from '../support/test-db';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What a call got within `ms`: an answer, an error, or nothing at all. */
function within(call: Promise<unknown>, ms: number): Promise<'value' | 'error' | 'nothing'> {
  return Promise.race([
    call.then(
      () => 'value' as const,
      () => 'error' as const,
    ),
    // Unref'd: a call answered in time leaves no timer to hold the test file open.
    new Promise<'nothing'>((resolve) => setTimeout(() => resolve('nothing'), ms).unref()),
  ]);
}

(usingPostgres ? test : test.skip)('every booking of a batch whose connection is lost midway is answered, none is told booked', async () => {
  const keys = [`batch-failure-${Date.now()}`];
  // Queued together, they run as one batch: the first one's statement ends the batch's connection.
  const calls = [
    batchedBookingTransaction(t.app, keys, async (tx) => {
      await tx.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
      return 'first';
    }),
    batchedBookingTransaction(t.app, keys, async () => 'second'),
    batchedBookingTransaction(t.app, keys, async () => 'third'),
  ];
  const answers = await Promise.all(calls.map((call) => within(call, 4000)));
  expect(answers).toEqual(['error', 'error', 'error']);

  // The line is free again: the next booking of the same keys runs and commits.
  await expect(batchedBookingTransaction(t.app, keys, async () => 'after')).resolves.toBe('after');
});
