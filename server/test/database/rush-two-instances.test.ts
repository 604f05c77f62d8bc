/**
 * A New Year's Eve rush: 400 visitors submit for the same day at once, half through each of
 * two instances on one database. Every answer is definite (booked, waiting list, sold out, or
 * BUSY with Retry-After and nothing written), none is a 5xx, the seats never exceed capacity,
 * and no visitor told anything but "booked" holds a booking. Real contention on PostgreSQL
 * (TEST_DATABASE_URL); on PGlite the same test proves the logic.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { openingShifts, reservations } from '../../src/db/schema';
import { book } from '../support/booking';
import { solvedBotCheck } from '../support/bot-check';
import { venueId } from '../support/fixtures';
import { type TwoInstances, createTwoInstances } from '../support/two-instances';
import { usingPostgres } from '../support/test-db';

const DB = usingPostgres ? 'PostgreSQL' : 'PGlite';
const DATE = '2026-06-04'; // a Thursday
const SEATS = 40;

let t: TwoInstances;
beforeAll(async () => {
  t = await createTwoInstances({ rateLimitMax: 100_000 });
});
afterAll(() => t.close());

test(`400 concurrent submits for one day over two instances: no 5xx, no overbooking, no booking behind an error (${DB})`, async () => {
  const venue = await venueId(t.a.db, 'cantina-aurora');
  await t.a.db
    .update(openingShifts)
    .set({ capacity: SEATS })
    .where(and(eq(openingShifts.venueId, venue), eq(openingShifts.weekday, 4), eq(openingShifts.name, 'Pranzo')));
  const apps = [t.a.app, t.b.app];
  // The challenges are fetched in small batches: the rush is the submits, not the setup.
  const payloads: string[] = [];
  for (let i = 0; i < 400; i += 20) payloads.push(...(await Promise.all(Array.from({ length: 20 }, (_, j) => solvedBotCheck(apps[(i + j) % 2]!)))));
  const times = ['12:00', '12:30', '13:00', '13:30', '14:00'];
  const results = await Promise.all(
    payloads.map((altcha, i) =>
      book(apps[i % 2]!, 'submit', { date: DATE, time: times[i % times.length]!, pax: 2, altcha, email: `rush${i}@example.com` }).then((res) => ({ i, res })),
    ),
  );

  expect(results.filter(({ res }) => res.statusCode >= 500)).toEqual([]);
  const codes = new Set<string>();
  for (const { res } of results) {
    if (res.statusCode === 200) {
      codes.add(res.json().data.outcome);
    } else {
      const code = res.json().error.code as string;
      codes.add(code);
      if (code === 'BUSY') {
        expect(res.statusCode).toBe(429);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      } else {
        expect(res.statusCode).toBe(409);
      }
    }
  }
  expect([...codes].every((c) => ['confirmed', 'SOLD_OUT', 'BUSY'].includes(c))).toBe(true);

  const rows = await t.a.db
    .select({ email: reservations.email, pax: reservations.pax })
    .from(reservations)
    .where(and(eq(reservations.venueId, venue), eq(reservations.date, DATE), inArray(reservations.status, ['confirmed', 'pending', 'held'])));
  const booked = results.filter(({ res }) => res.statusCode === 200).map(({ i }) => `rush${i}@example.com`);
  // Exactly the visitors told "booked" hold a booking: nobody told BUSY or SOLD_OUT does.
  expect(rows.map((r) => r.email).sort()).toEqual(booked.sort());
  expect(rows.reduce((sum, r) => sum + r.pax, 0)).toBeLessThanOrEqual(SEATS);
  expect(booked.length).toBeGreaterThan(0);
}, 180_000);
