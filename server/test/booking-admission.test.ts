/**
 * The booking calls of one day take their turn before their checks (booking-admission.ts): at
 * most BOOKING_ADMISSION_PER_DAY at once per instance. A call whose turn does not come within
 * BOOKING_LOCK_TIMEOUT_MS is answered 429 BUSY with nothing written, and another day is not held
 * up by a day whose turns are all taken.
 */
import { and, eq } from 'drizzle-orm';
import { reservations } from '../src/db/schema';
import { book, holdDay } from './support/booking';
import { venueId } from './support/fixtures';
import { type TestApp, createTestApp } from './support/test-app';

const THURSDAY = '2026-06-04';
const FRIDAY = '2026-06-05';
let t: TestApp;
let venue: number;

beforeAll(async () => {
  t = await createTestApp({ config: { rateLimitMax: 100_000, bookingAdmissionPerDay: 1, bookingLockTimeoutMs: 400 } });
  venue = await venueId(t.db, 'cantina-aurora');
}, 60_000);
afterAll(() => t?.close());

const bookingsOf = async (email: string) =>
  (
    await t.db
      .select({ id: reservations.id })
      .from(reservations)
      .where(and(eq(reservations.venueId, venue), eq(reservations.email, email)))
  ).length;

test("a call that never gets its day's turn is told BUSY with nothing written; another day books meanwhile", async () => {
  // The day's lock is held (a batch of it running): its first call takes the day's only turn and waits in line.
  const release = holdDay(t.app, venue, THURSDAY);
  try {
    const first = book(t.app, 'submit', { date: THURSDAY, time: '13:00', pax: 2, email: 'turn-first@example.com' });
    const second = book(t.app, 'submit', { date: THURSDAY, time: '13:30', pax: 2, email: 'turn-second@example.com' });
    const otherDay = await book(t.app, 'submit', { date: FRIDAY, time: '13:00', pax: 2, email: 'turn-other-day@example.com' });
    expect(otherDay.statusCode).toBe(200);
    expect(otherDay.json().data.outcome).toBe('confirmed');

    for (const answer of await Promise.all([first, second])) {
      expect(answer.statusCode).toBe(429);
      expect(answer.json().error.code).toBe('BUSY');
      expect(answer.headers['retry-after']).toBe('2');
    }
  } finally {
    await release();
  }
  expect(await bookingsOf('turn-first@example.com')).toBe(0);
  expect(await bookingsOf('turn-second@example.com')).toBe(0);

  // The turns are free again: the same guest books.
  const again = await book(t.app, 'submit', { date: THURSDAY, time: '13:30', pax: 2, email: 'turn-second@example.com' });
  expect(again.statusCode).toBe(200);
  expect(await bookingsOf('turn-second@example.com')).toBe(1);
});
