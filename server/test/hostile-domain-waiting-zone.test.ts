/**
 * The zone a guest names is checked against the venue's zones before anything is stored: a party
 * joining the waiting list keeps the zone it asked for, so another venue's zone id, or one that
 * does not exist, is refused with 404 ZONE_NOT_FOUND and never written.
 */
import { and, eq } from 'drizzle-orm';
import { reservations } from '../src/db/schema';
import { book } from './support/booking';
import { firstZoneId, venueId } from './support/fixtures';
import { rowCounts } from './support/row-counts';
import { type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Cantina Aurora's Friday dinner is sold out in the demo data: the waiting list is offered. */
const AURORA_FULL_FRIDAY = '2026-06-12';

test("a waiting-list booking with another venue's zone, or a zone that does not exist, is refused and not stored", async () => {
  const chaletZone = await firstZoneId(t.db, await venueId(t.db, 'chalet-du-lac'));
  const before = await rowCounts(t.db);
  for (const zone of [chaletZone, 999_999]) {
    const res = await book(t.app, 'submit', { date: AURORA_FULL_FRIDAY, time: '20:00', pax: 2, zone, waitingList: '1', email: `zone-${zone}@example.com` });
    expect([res.statusCode, res.body]).toEqual([404, expect.stringContaining('ZONE_NOT_FOUND')]);
  }
  expect(await rowCounts(t.db)).toEqual(before);
});

test("a hold with another venue's zone is refused the same way", async () => {
  const chaletZone = await firstZoneId(t.db, await venueId(t.db, 'chalet-du-lac'));
  const res = await book(t.app, 'hold', { date: '2026-06-05', time: '12:00', pax: 2, zone: chaletZone, cancellationPolicy: '1' });
  expect(res.statusCode).toBe(404);
  expect(res.json().error.code).toBe('ZONE_NOT_FOUND');
});

test("the venue's own zone joins the waiting list with that zone", async () => {
  const aurora = await venueId(t.db, 'cantina-aurora');
  const zone = await firstZoneId(t.db, aurora);
  const res = await book(t.app, 'submit', { date: AURORA_FULL_FRIDAY, time: '20:00', pax: 2, zone, waitingList: '1', email: 'own-zone@example.com' });
  expect(res.statusCode).toBe(200);
  expect(res.json().data.outcome).toBe('waiting');
  const [row] = await t.db
    .select()
    .from(reservations)
    .where(and(eq(reservations.venueId, aurora), eq(reservations.email, 'own-zone@example.com')));
  expect(row!.zoneId).toBe(zone);
});
