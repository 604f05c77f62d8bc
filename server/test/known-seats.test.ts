/**
 * A full time is refused from what the instance knows of the day (reservations/known-seats.ts):
 * the day's last read, kept while no change of the venue is announced. The answers must stay
 * those of a fresh read: a hold that runs out (no write announces it) frees its seats at once, a
 * booking or a change of the rules made since is seen at once, and a rush for the full time
 * makes no read per guest.
 */
import { and, eq } from 'drizzle-orm';
import { openingShifts, reservations } from '../src/db/schema';
import { book } from './support/booking';
import { venueId } from './support/fixtures';
import { movableClock } from './support/movable-clock';
import { type TestApp, createTestApp } from './support/test-app';

const DATE = '2026-06-04'; // a Thursday: lunch 12:00-14:30
const clock = movableClock();
let t: TestApp;
let venue: number;
let n = 0;
const guest = () => `known-seats-${n++}@example.com`;
const lunchFor = (time = '13:00') => book(t.app, 'submit', { date: DATE, time, pax: 2, email: guest() });

const setLunchCovers = (capacity: number) =>
  t.db
    .update(openingShifts)
    .set({ capacity })
    .where(and(eq(openingShifts.venueId, venue), eq(openingShifts.weekday, 4), eq(openingShifts.name, 'Pranzo')));

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now, config: { rateLimitMax: 100_000 } });
  venue = await venueId(t.db, 'cantina-aurora');
}, 60_000);
afterAll(() => t?.close());
beforeEach(async () => {
  clock.reset();
  await t.db.delete(reservations).where(and(eq(reservations.venueId, venue), eq(reservations.date, DATE)));
  await setLunchCovers(4);
});

test('a hold that runs out frees its seats at once, though no write announces it', async () => {
  // Sooner than a read is kept anyway: the hold's end itself must end what the instance knows.
  const heldUntil = new Date(clock.now().getTime() + 500);
  await t.db.insert(reservations).values({
    venueId: venue,
    hash: 'known-seats-hold',
    date: DATE,
    time: '12:30',
    pax: 4,
    status: 'held',
    holdExpiresAt: heldUntil,
    firstName: 'Held',
    lastName: 'Guest',
    email: 'held@example.com',
    language: 'it',
  });
  // The hold takes the whole lunch: refused, and the day's read is now what the instance knows.
  expect((await lunchFor()).json().error.code).toBe('SOLD_OUT');
  expect((await lunchFor()).json().error.code).toBe('SOLD_OUT');

  clock.set(new Date(heldUntil.getTime() + 100));
  const after = await lunchFor();
  expect(after.statusCode).toBe(200);
  expect(after.json().data.outcome).toBe('confirmed');
});

test('seats the venue adds are bookable at once after a refusal', async () => {
  expect((await lunchFor()).statusCode).toBe(200);
  expect((await lunchFor()).statusCode).toBe(200);
  expect((await lunchFor()).json().error.code).toBe('SOLD_OUT');

  await setLunchCovers(6);
  const booked = await lunchFor();
  expect(booked.statusCode).toBe(200);
  expect((await lunchFor()).json().error.code).toBe('SOLD_OUT');
});

test('a cancellation frees the time at once after a refusal', async () => {
  const first = await lunchFor();
  expect((await lunchFor()).statusCode).toBe(200);
  expect((await lunchFor()).json().error.code).toBe('SOLD_OUT');

  await t.db.update(reservations).set({ status: 'cancelled' }).where(eq(reservations.hash, first.json().data.reservation.hash));
  expect((await lunchFor()).statusCode).toBe(200);
});

test('a rush for the full time is refused without a read of the seats per guest', async () => {
  expect((await lunchFor()).statusCode).toBe(200);
  expect((await lunchFor()).statusCode).toBe(200);
  expect((await lunchFor()).json().error.code).toBe('SOLD_OUT');

  // The unlocked read of the seats is a read-only transaction (booking-measure.ts): count them.
  const db = t.db as unknown as { transaction: (fn: unknown, config?: { accessMode?: string }) => Promise<unknown> };
  const transaction = db.transaction.bind(db);
  let seatReads = 0;
  db.transaction = (fn, config) => {
    if (config?.accessMode === 'read only') seatReads += 1;
    return transaction(fn, config);
  };
  try {
    const answers = await Promise.all(Array.from({ length: 20 }, () => lunchFor('12:30')));
    for (const answer of answers) expect(answer.json().error).toMatchObject({ code: 'SOLD_OUT', details: { reason: 'SHIFT_FULL' } });
  } finally {
    db.transaction = transaction;
  }
  expect(seatReads).toBe(0);
});
