/**
 * A time that is full is refused without the day's lock, from the seats as every instance has
 * them committed (booking-service.ts, certainRefusal), and a time with room still books under
 * it. Two instances on one database: many guests for few covers book exactly the covers and the
 * rest hear "sold out" as the lock would say it; a cancellation on one instance makes the time
 * bookable on the other at once; and while another session holds the day's lock, a guest asking
 * for the full time is answered while one asking for a free time waits for the lock.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { openingShifts, reservations } from '../../src/db/schema';
import { dayLockKey } from '../../src/modules/reservations/booking-lock';
import { book, call } from '../support/booking';
import { whileLockIsHeld } from '../support/advisory-locks';
import { venueId } from '../support/fixtures';
import { usingPostgres } from '../support/test-db';
import { type TwoInstances, createTwoInstances } from '../support/two-instances';

const DB = usingPostgres ? 'PostgreSQL' : 'PGlite';
const DATE = '2026-06-04'; // a Thursday: lunch 12:00-14:30, dinner from 19:00
const LUNCH_TIMES = ['12:00', '12:30', '13:00', '13:30', '14:00'];
const COVERS = 6;

let t: TwoInstances;
let venue: number;
let n = 0;
const guest = () => `full-time-${n++}@example.com`;

beforeAll(async () => {
  // A lock wait long enough never to end in BUSY here: the answers are booked or sold out.
  t = await createTwoInstances({ rateLimitMax: 100_000, bookingLockTimeoutMs: 120_000 });
  venue = await venueId(t.a.db, 'cantina-aurora');
  await t.a.db
    .update(openingShifts)
    .set({ capacity: COVERS })
    .where(and(eq(openingShifts.venueId, venue), eq(openingShifts.weekday, 4), eq(openingShifts.name, 'Pranzo')));
}, 120_000);
afterAll(() => t?.close());

const lunchCovers = async () => {
  const rows = await t.a.db
    .select({ pax: reservations.pax })
    .from(reservations)
    .where(
      and(eq(reservations.venueId, venue), eq(reservations.date, DATE), sql`${reservations.time} < '15:00'`, inArray(reservations.status, ['confirmed', 'pending'])),
    );
  return rows.reduce((sum, r) => sum + r.pax, 0);
};

test(`60 guests at once over two instances for a ${COVERS}-cover lunch: exactly ${COVERS} booked, every other one told "sold out" as under the lock (${DB})`, async () => {
  expect(await lunchCovers()).toBe(0);
  const apps = [t.a.app, t.b.app];
  const answers = await Promise.all(
    Array.from({ length: 60 }, (_, i) => book(apps[i % 2]!, 'submit', { date: DATE, time: LUNCH_TIMES[i % LUNCH_TIMES.length]!, pax: 1, email: guest() })),
  );
  const booked = answers.filter((r) => r.statusCode === 200);
  expect(booked.map((r) => r.json().data.outcome)).toEqual(Array(COVERS).fill('confirmed'));
  expect(await lunchCovers()).toBe(COVERS);
  // Every refusal is the one definite answer a full time gets, whichever path gave it (the
  // unlocked check, or the measure under the lock for a guest who queued while seats were left).
  const refusals = answers.filter((r) => r.statusCode !== 200);
  expect(refusals).toHaveLength(60 - COVERS);
  for (const r of refusals) {
    expect(r.statusCode).toBe(409);
    expect(r.json().error).toMatchObject({ code: 'SOLD_OUT', details: { reason: 'SHIFT_FULL', waitingList: true } });
  }
  // The same answer the lock gives today for a full time, from either instance.
  for (const app of apps) {
    const again = await book(app, 'submit', { date: DATE, time: '13:00', pax: 1, email: guest() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(refusals[0]!.json());
  }
}, 180_000);

test(`a cancellation on one instance makes the full lunch bookable on the other at once, and full again after (${DB})`, async () => {
  expect(await lunchCovers()).toBe(COVERS);
  // Each instance has just read the lunch full.
  for (const app of [t.a.app, t.b.app]) expect((await book(app, 'submit', { date: DATE, time: '12:30', pax: 1, email: guest() })).json().error.code).toBe('SOLD_OUT');

  const [one] = await t.a.db
    .select({ hash: reservations.hash })
    .from(reservations)
    .where(and(eq(reservations.venueId, venue), eq(reservations.date, DATE), eq(reservations.status, 'confirmed')))
    .limit(1);
  expect((await call(t.a.app, '/reservation/cancel', { hash: one!.hash })).json().data).toMatchObject({ status: 'cancelled' });

  const onB = await book(t.b.app, 'submit', { date: DATE, time: '12:30', pax: 1, email: guest() });
  expect(onB.statusCode).toBe(200);
  expect(onB.json().data.outcome).toBe('confirmed');
  expect((await book(t.a.app, 'submit', { date: DATE, time: '12:30', pax: 1, email: guest() })).json().error.code).toBe('SOLD_OUT');
  expect(await lunchCovers()).toBe(COVERS);
}, 120_000);

(usingPostgres ? test : test.skip)(
  'while another session holds the day lock, a full time is answered and a free time waits for the lock (PostgreSQL)',
  async () => {
    expect(await lunchCovers()).toBe(COVERS);
    const url = (t.a.handle as { url?: string }).url!;
    await whileLockIsHeld(url, dayLockKey(venue, DATE), async ({ holder, someoneWaits }) => {
      // Dinner has room: that booking must take the day's lock, so it waits for the holder.
      let dinnerAnswered = false;
      const dinner = book(t.a.app, 'submit', { date: DATE, time: '20:00', pax: 2, email: guest() }).finally(() => (dinnerAnswered = true));
      while (!(await someoneWaits())) {
        expect(dinnerAnswered).toBe(false);
        await new Promise((r) => setTimeout(r, 20));
      }

      // The full lunch is answered meanwhile, by both instances (on A with the dinner booking
      // queued ahead of it for the same day).
      for (const app of [t.a.app, t.b.app]) {
        const lunch = await book(app, 'submit', { date: DATE, time: '13:30', pax: 1, email: guest() });
        expect(lunch.statusCode).toBe(409);
        expect(lunch.json().error).toMatchObject({ code: 'SOLD_OUT', details: { reason: 'SHIFT_FULL', waitingList: true } });
      }
      expect(dinnerAnswered).toBe(false);
      expect(await someoneWaits()).toBe(true);

      await holder.query('commit');
      const answered = await dinner;
      expect(answered.statusCode).toBe(200);
      expect(answered.json().data.outcome).toBe('confirmed');
    });
  },
  120_000,
);
