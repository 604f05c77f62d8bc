/**
 * Google's CreateBooking in a rush: 100 calls for a slot with 10 free places, half through each
 * of two instances on one database, twenty of them sent twice at once. Exactly 10 bookings; every other call answered with the
 * reference's BookingFailure SLOT_UNAVAILABLE (HTTP 200); every retry of a token, on the other
 * instance, answered byte for byte as the first time. Real contention on PostgreSQL
 * (TEST_DATABASE_URL); on PGlite the same test proves the logic.
 */
import { and, eq } from 'drizzle-orm';
import { openingShifts, reservations } from '../../src/db/schema';
import { TABLE_SERVICE } from '../../src/modules/google-reservations/services';
import { holdDay } from '../support/booking';
import { venueId } from '../support/fixtures';
import { callBookingServer, createRequest, googleConfig, startSec } from '../support/google-booking-side';
import { usingPostgres } from '../support/test-db';
import { type TwoInstances, createTwoInstances } from '../support/two-instances';

jest.setTimeout(300_000);

const DB = usingPostgres ? 'PostgreSQL' : 'PGlite';
const THURSDAY = '2026-06-04';
const PLACES = 10;
const CALLS = 100;

let t: TwoInstances;
beforeAll(async () => {
  t = await createTwoInstances({ googleReservations: googleConfig(), rateLimitMax: 100_000, bookingLockTimeoutMs: 120_000 });
});
afterAll(() => t.close());

test(`${CALLS} CreateBooking calls for ${PLACES} places over two instances: ${PLACES} bookings, the rest SLOT_UNAVAILABLE, retries answered identically (${DB})`, async () => {
  const venue = await venueId(t.a.db, 'le-lagon');
  // Thursday's lunch takes 10 guests in all.
  await t.a.db
    .update(openingShifts)
    .set({ capacity: PLACES })
    .where(and(eq(openingShifts.venueId, venue), eq(openingShifts.weekday, 4), eq(openingShifts.name, 'Lunch')));
  const apps = [t.a.app, t.b.app];
  const start = startSec(THURSDAY, '13:00', 'Indian/Mauritius');
  const requests = Array.from({ length: CALLS }, (_, i) => createRequest('le-lagon', TABLE_SERVICE, start, 1, `rush-token-${i}`, `rush-${i}`));

  // Twenty of them are sent twice at once, once through each instance (a retry racing its call).
  const twins = requests.slice(0, 20);
  const [first, raced] = await Promise.all([
    Promise.all(requests.map((body, i) => callBookingServer(apps[i % 2]!, 'le-lagon', 'CreateBooking', body))),
    Promise.all(twins.map((body, i) => callBookingServer(apps[(i + 1) % 2]!, 'le-lagon', 'CreateBooking', body))),
  ]);
  expect(raced.map((r) => r.body)).toEqual(first.slice(0, 20).map((r) => r.body));
  expect(first.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
  const answers = first.map((r) => r.json() as { booking?: { status: string }; booking_failure?: { cause: string } });
  expect(answers.filter((a) => a.booking?.status === 'CONFIRMED')).toHaveLength(PLACES);
  const failures = answers.filter((a) => !a.booking);
  expect(failures).toHaveLength(CALLS - PLACES);
  expect(failures.every((a) => a.booking_failure?.cause === 'SLOT_UNAVAILABLE')).toBe(true);

  const booked = await t.a.db
    .select()
    .from(reservations)
    .where(and(eq(reservations.venueId, venue), eq(reservations.date, THURSDAY), eq(reservations.source, 'google')));
  expect(booked).toHaveLength(PLACES);
  expect(booked.reduce((sum, r) => sum + r.pax, 0)).toBe(PLACES);

  // Google retries every call, each on the other instance, all at once: the same answers.
  const again = await Promise.all(requests.map((body, i) => callBookingServer(apps[(i + 1) % 2]!, 'le-lagon', 'CreateBooking', body)));
  expect(again.map((r) => r.body)).toEqual(first.map((r) => r.body));
  expect(
    await t.a.db
      .select()
      .from(reservations)
      .where(and(eq(reservations.venueId, venue), eq(reservations.source, 'google'))),
  ).toHaveLength(PLACES);
});

test(`one Google user's two CreateBooking calls for one slot in the same batch: one booked, the other SLOT_ALREADY_BOOKED_BY_USER (${DB})`, async () => {
  // On PostgreSQL a batch inserts its reservations together, at its end (batch-bookings.ts): the
  // second call must still see the first's booking, which is not in the table yet.
  const venue = await venueId(t.a.db, 'le-lagon');
  const date = '2026-06-11'; // a Thursday
  const start = startSec(date, '13:00', 'Indian/Mauritius');
  const waiting = async () => (await t.a.app.metrics.registry.getSingleMetric('venue_booking_waiting')!.get()).values[0]?.value ?? 0;
  const release = holdDay(t.a.app, venue, date);
  // Queued in order: the first is in the line before the second is sent.
  const calls = [];
  for (const token of ['same-user-a', 'same-user-b']) {
    const before = await waiting();
    calls.push(callBookingServer(t.a.app, 'le-lagon', 'CreateBooking', createRequest('le-lagon', TABLE_SERVICE, start, 2, token, 'same-user')));
    while ((await waiting()) <= before) await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await release();
  const answers = (await Promise.all(calls)).map((r) => r.json() as { booking?: { status: string }; booking_failure?: { cause: string } });
  expect(answers.map((a) => a.booking?.status ?? a.booking_failure?.cause)).toEqual(['CONFIRMED', 'SLOT_ALREADY_BOOKED_BY_USER']);
  const booked = await t.a.db
    .select()
    .from(reservations)
    .where(and(eq(reservations.venueId, venue), eq(reservations.date, date), eq(reservations.source, 'google')));
  expect(booked).toHaveLength(1);
});
