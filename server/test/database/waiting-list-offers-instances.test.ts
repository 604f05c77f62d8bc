/**
 * A waiting-list rush across two instances on one database: cancellations arrive on both at
 * once while guests wait. Every freed seat is offered to exactly one guest at a time, in the
 * order they joined; never over capacity; and when the offers run out, both instances' deadline
 * dispatchers pass each on exactly once, to the next guests in order.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { emailOutbox, openingShifts, reservations, venues } from '../../src/db/schema';
import { book, call } from '../support/booking';
import { solvedBotCheck } from '../support/bot-check';
import { venueId } from '../support/fixtures';
import { NOW } from '../support/test-app';
import { movableClock } from '../support/movable-clock';
import { type TwoInstances, createTwoInstances } from '../support/two-instances';
import { usingPostgres } from '../support/test-db';

const DB = usingPostgres ? 'PostgreSQL' : 'PGlite';
const DATE = '2026-06-04'; // a Thursday lunch
const SEATS = 10;
const WAITING = 20;
const CANCELS = 6;
const clock = movableClock(NOW);
let t: TwoInstances;
beforeAll(async () => {
  t = await createTwoInstances({ rateLimitMax: 100_000 }, { clock: clock.now });
});
afterAll(() => t.close());

// Thirty bookings through the API, each with its bot check solved: minutes on a loaded machine.
jest.setTimeout(180_000);

test(`${SEATS} booked, ${WAITING} waiting, ${CANCELS} cancellations on two instances at once: ${CANCELS} offers to the first in line; expired, passed to the next ${CANCELS} once (${DB})`, async () => {
  const venue = await venueId(t.a.db, 'cantina-aurora');
  const [row] = await t.a.db.select({ bookingSettings: venues.bookingSettings }).from(venues).where(eq(venues.id, venue));
  await t.a.db
    .update(venues)
    .set({ bookingSettings: { ...row!.bookingSettings!, guestCaps: { bookingsPerClient: 1000, seatsPerClient: 10_000 } } })
    .where(eq(venues.id, venue));
  await t.a.db
    .update(openingShifts)
    .set({ capacity: SEATS })
    .where(and(eq(openingShifts.venueId, venue), eq(openingShifts.weekday, 4), eq(openingShifts.name, 'Pranzo')));
  const apps = [t.a.app, t.b.app];
  const submit = async (i: number, email: string, waitingList?: string) => {
    const app = apps[i % 2]!;
    const res = await book(app, 'submit', { date: DATE, time: '12:00', pax: 1, email, waitingList, altcha: await solvedBotCheck(app) });
    expect(res.statusCode).toBe(200);
    return res.json().data as { outcome: string; reservation: { hash: string } };
  };
  const booked: string[] = [];
  for (let i = 0; i < SEATS; i++) booked.push((await submit(i, `seat${i}@example.com`)).reservation.hash);
  const waiting: string[] = [];
  for (let i = 0; i < WAITING; i++) {
    const answer = await submit(i, `wait${i}@example.com`, '1');
    expect(answer.outcome).toBe('waiting');
    waiting.push(answer.reservation.hash);
  }

  // As the pages do: a BUSY answer (the day's lock waited on too long) is sent again after Retry-After.
  const cancel = async (hash: string, i: number): Promise<number> => {
    for (;;) {
      const res = await call(apps[i % 2]!, '/reservation/cancel', { hash });
      if (res.statusCode !== 429) return res.statusCode;
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  expect(await Promise.all(booked.slice(0, CANCELS).map(cancel))).toEqual(Array(CANCELS).fill(200));

  const rows = async () => t.a.db.select().from(reservations).where(inArray(reservations.hash, waiting)).orderBy(asc(reservations.createdAt), asc(reservations.id));
  const statuses = async () => (await rows()).map((r) => r.status);
  expect(await statuses()).toEqual([...Array(CANCELS).fill('offered'), ...Array(WAITING - CANCELS).fill('waiting')]);
  const taken = await t.a.db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.venueId, venue), eq(reservations.date, DATE), inArray(reservations.status, ['confirmed', 'pending', 'offered'])));
  expect(taken.length).toBe(SEATS);
  const offers = async () =>
    (
      await t.a.db
        .select({ to: emailOutbox.to })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.venueId, venue), eq(emailOutbox.kind, 'reservation-offer')))
    ).map((r) => r.to);
  expect((await offers()).sort()).toEqual(Array.from({ length: CANCELS }, (_, i) => `wait${i}@example.com`).sort());

  // Nobody answers: 30 minutes later both dispatchers pass every offer on, once each.
  clock.advance(31 * 60_000);
  await Promise.all([t.a.app.bookingDeadlines.runDue(), t.b.app.bookingDeadlines.runDue(), t.a.app.bookingDeadlines.runDue()]);
  expect(await statuses()).toEqual([...Array(CANCELS).fill('cancelled'), ...Array(CANCELS).fill('offered'), ...Array(WAITING - 2 * CANCELS).fill('waiting')]);
  const all = await offers();
  expect(all.length).toBe(2 * CANCELS);
  expect(new Set(all).size).toBe(2 * CANCELS);
  const expired = await t.a.db
    .select({ to: emailOutbox.to })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.venueId, venue), eq(emailOutbox.kind, 'reservation-offer-expired')));
  expect(expired.length).toBe(CANCELS);
});
