/**
 * Many parallel submissions for the last seats never exceed capacity, and a burst of holds
 * never overbooks either. Meaningful on real PostgreSQL (TEST_DATABASE_URL): PGlite runs one
 * transaction at a time, so there the same test only proves the logic (on PostgreSQL a naive
 * check-then-insert let more guests in than there were seats).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { openingShifts, reservations } from '../../src/db/schema';
import { book } from '../support/booking';
import { solvedBotCheck } from '../support/bot-check';
import { venueId } from '../support/fixtures';
import { type TestApp, createTestApp } from '../support/test-app';
import { usingPostgres } from '../support/test-db';

let t: TestApp;
beforeAll(async () => {
  // A long lock budget: this test is about seats, not about the BUSY bound (rush-two-instances).
  t = await createTestApp({ config: { rateLimitMax: 100_000, bookingLockTimeoutMs: 120_000 } });
});
afterAll(() => t.close());

const DB = usingPostgres ? 'PostgreSQL' : 'PGlite';

async function seatsTaken(date: string, venue: number): Promise<number> {
  const rows = await t.db
    .select({ pax: reservations.pax })
    .from(reservations)
    .where(and(eq(reservations.venueId, venue), eq(reservations.date, date), inArray(reservations.status, ['confirmed', 'pending', 'held'])));
  return rows.reduce((sum, r) => sum + r.pax, 0);
}

test(`40 parallel bookings of 2 for a 10-cover lunch: exactly 5 succeed, never more (${DB})`, async () => {
  const venue = await venueId(t.db, 'cantina-aurora');
  // Thursday lunch shrinks to 10 covers for this test.
  await t.db
    .update(openingShifts)
    .set({ capacity: 10 })
    .where(and(eq(openingShifts.venueId, venue), eq(openingShifts.weekday, 4), eq(openingShifts.name, 'Pranzo')));
  const payloads = await Promise.all(Array.from({ length: 40 }, () => solvedBotCheck(t.app)));
  const times = ['12:00', '12:30', '13:00', '13:30', '14:00'];
  const results = await Promise.all(
    payloads.map((altcha, i) => book(t.app, 'submit', { date: '2026-06-04', time: times[i % times.length]!, pax: 2, altcha, email: `burst${i}@example.com` })),
  );
  const ok = results.filter((r) => r.statusCode === 200);
  expect(ok).toHaveLength(5);
  expect(new Set(results.filter((r) => r.statusCode !== 200).map((r) => r.json().error.code))).toEqual(new Set(['SOLD_OUT']));
  expect(await seatsTaken('2026-06-04', venue)).toBe(10);
});

test(`20 parallel holds for the last 6 seats of the tour's zone: exactly 3 hold, never more (${DB})`, async () => {
  const venue = await venueId(t.db, 'cantina-aurora');
  const headers = { authorization: 'Bearer fp_demo_cantina_aurora' };
  const list = (await t.app.inject({ method: 'POST', url: '/backend/api/frontpage/experience/getexperiencelist', headers })).json().data.elenco as Array<{
    id: number;
    hash: string;
    zoneSelezionabili: Array<{ id: number }>;
  }>;
  const tour = list.find((e) => e.hash === 'aurora-tour-con-pranzo')!;
  const barrelRoom = tour.zoneSelezionabili[0]!.id; // the tour seats only there (24 seats)
  for (const pax of [12, 6]) {
    expect((await book(t.app, 'submit', { date: '2026-06-05', time: '12:00', pax, zone: barrelRoom })).statusCode).toBe(200);
  }
  const payloads = await Promise.all(Array.from({ length: 20 }, () => solvedBotCheck(t.app)));
  const results = await Promise.all(
    payloads.map((altcha, i) =>
      book(t.app, 'hold', { date: '2026-06-05', time: '13:00', pax: 2, experience: tour.id, cancellationPolicy: '1', altcha, email: `hold${i}@example.com` }),
    ),
  );
  expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
  const rows = await t.db
    .select({ pax: reservations.pax })
    .from(reservations)
    .where(and(eq(reservations.venueId, venue), eq(reservations.date, '2026-06-05'), eq(reservations.zoneId, barrelRoom)));
  expect(rows.reduce((sum, r) => sum + r.pax, 0)).toBe(24);
});
