/**
 * esperienzePrenotate and an experience's total stock read running totals kept by a trigger on
 * reservations (migration 0007), not a sum over every reservation ever made. The totals must
 * equal that sum after any mix of changes: bookings in every status, status changes, a party
 * resized, a booking moved to another experience, deletions, holds that come and go.
 */
import { eq, sql } from 'drizzle-orm';
import { experienceGuestTotals, experiences, reservations } from '../../src/db/schema';
import { call } from '../support/booking';
import { addReservation, experienceId, venueId } from '../support/fixtures';
import { type TestApp, createTestApp } from '../support/test-app';
import { usingPostgres } from '../support/test-db';

const DB = usingPostgres ? 'PostgreSQL' : 'PGlite';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The answer the totals stand for: every reservation's guests, summed now. */
async function summedFromHistory(): Promise<Map<number, number>> {
  const rows = await t.db
    .select({ id: reservations.experienceId, guests: sql<number>`cast(sum(${reservations.pax}) as integer)` })
    .from(reservations)
    .where(sql`${reservations.experienceId} is not null and ${reservations.status} in ('pending', 'confirmed', 'no_show')`)
    .groupBy(reservations.experienceId);
  return new Map(rows.map((r) => [r.id!, Number(r.guests)]));
}

async function totals(): Promise<Map<number, number>> {
  const rows = await t.db.select().from(experienceGuestTotals);
  return new Map(rows.filter((r) => r.guests !== 0).map((r) => [r.experienceId, r.guests]));
}

/** What the API lists, once the read cache has heard of every write committed before (PostgreSQL's NOTIFY arrives after the commit). */
async function listed(hash: string): Promise<number> {
  await t.app.changeFeed.settle();
  const list = (await call(t.app, '/experience/getexperiencelist', {})).json().data.elenco as Array<{ hash: string; esperienzePrenotate: number }>;
  return list.find((e) => e.hash === hash)!.esperienzePrenotate;
}

test(`the totals equal the sum over all reservations after every kind of change (${DB})`, async () => {
  const venue = await venueId(t.db, 'cantina-aurora');
  const tasting = await experienceId(t.db, 'aurora-degustazione-classica');
  const tour = await experienceId(t.db, 'aurora-tour-con-pranzo');
  expect(await totals()).toEqual(await summedFromHistory()); // the demo data, counted by the migration's backfill or the trigger

  const before = await listed('aurora-degustazione-classica');
  for (const status of ['confirmed', 'pending', 'no_show', 'cancelled', 'waiting', 'rejected'] as const) {
    await addReservation(t.db, { venueId: venue, date: '2026-07-01', time: '12:00', pax: 3, experienceId: tasting, status });
  }
  expect(await listed('aurora-degustazione-classica')).toBe(before + 9); // three of the six statuses keep seats
  expect(await totals()).toEqual(await summedFromHistory());

  const [row] = await t.db.select().from(reservations).where(eq(reservations.experienceId, tasting)).limit(1);
  await t.db
    .update(reservations)
    .set({ pax: row!.pax + 4 })
    .where(eq(reservations.id, row!.id)); // resized
  await t.db.update(reservations).set({ experienceId: tour }).where(eq(reservations.id, row!.id)); // moved
  await t.db.update(reservations).set({ status: 'cancelled' }).where(eq(reservations.id, row!.id)); // cancelled
  await t.db.update(reservations).set({ status: 'confirmed', experienceId: tasting }).where(eq(reservations.id, row!.id)); // back
  expect(await totals()).toEqual(await summedFromHistory());

  // A live hold counts in the answer but not in the table; it stops counting when it becomes a booking only once.
  await t.db.insert(reservations).values({
    venueId: venue,
    experienceId: tour,
    date: '2026-07-02',
    time: '13:00',
    pax: 2,
    status: 'held',
    holdExpiresAt: new Date('2026-06-01T09:00:00Z'),
    firstName: 'H',
    lastName: 'Old',
    email: 'hold@example.com',
    hash: 'hold-totals-0001',
  });
  const tourBefore = await listed('aurora-tour-con-pranzo');
  await t.db.update(reservations).set({ status: 'confirmed', holdExpiresAt: null }).where(eq(reservations.hash, 'hold-totals-0001'));
  expect(await listed('aurora-tour-con-pranzo')).toBe(tourBefore);
  expect(await totals()).toEqual(await summedFromHistory());

  await t.db.delete(reservations).where(eq(reservations.experienceId, tasting));
  expect(await totals()).toEqual(await summedFromHistory());
  expect(await listed('aurora-degustazione-classica')).toBe(0);
});

test(`an experience deleted takes its total with it; its bookings stay, without an experience (${DB})`, async () => {
  const venue = await venueId(t.db, 'cantina-aurora');
  const harvest = await experienceId(t.db, 'aurora-vendemmia');
  await addReservation(t.db, { venueId: venue, date: '2026-09-20', time: '10:00', pax: 5, experienceId: harvest });
  await t.db.delete(experiences).where(eq(experiences.id, harvest));
  expect((await totals()).has(harvest)).toBe(false);
  expect(await totals()).toEqual(await summedFromHistory());
});
