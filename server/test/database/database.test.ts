/** The migrations and the constraints they create, on PGlite or on PostgreSQL (TEST_DATABASE_URL). */
import { sql } from 'drizzle-orm';
import type { DbHandle } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { experiences, promotions, reservations, venues } from '../../src/db/schema';
import { seedDemo } from '../../src/demo/seed';
import { venueId } from '../support/fixtures';
import { NOW } from '../support/test-app';
import { createTestDb, usingPostgres } from '../support/test-db';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
  await seedDemo(handle.db, NOW);
});
afterAll(() => handle.close());

test('runs on the database the environment asks for', async () => {
  expect(handle.kind).toBe(usingPostgres ? 'postgres' : 'pglite');
  const result = await handle.db.execute(sql`select version() as v`);
  expect(String((result as unknown as { rows: Array<{ v: string }> }).rows[0]!.v)).toMatch(/PostgreSQL/);
});

test('migrations can run again (start after start)', async () => {
  await expect(runMigrations(handle)).resolves.toBeUndefined();
});

test('front-page tokens are unique', async () => {
  const insert = handle.db.insert(venues).values({
    slug: 'copy',
    name: 'Copy',
    timezone: 'Europe/Rome',
    frontpageToken: 'fp_demo_cantina_aurora',
    bookingSettings: { minNoticeMinutes: 0, horizonDays: 30, confirmation: 'auto', waitingList: false, minPax: 1, maxPax: 4 },
  });
  await expect(insert).rejects.toThrow();
});

test('a promotion url name is unique per venue', async () => {
  const id = await venueId(handle.db, 'cantina-aurora');
  const other = await venueId(handle.db, 'le-lagon');
  const promo = (venue: number) => ({
    venueId: venue,
    urlName: 'calice-di-benvenuto',
    title: { it: 'x' },
    quantity: 1,
    startsAt: NOW,
    endsAt: new Date(NOW.getTime() + 1000),
  });
  await expect(handle.db.insert(promotions).values(promo(id))).rejects.toThrow();
  await expect(handle.db.insert(promotions).values(promo(other))).resolves.toBeDefined();
});

test('an experience link is unique per venue (migration 0019), checked at the commit', async () => {
  const id = await venueId(handle.db, 'cantina-aurora');
  const other = await venueId(handle.db, 'le-lagon');
  const experience = (venue: number, key: string) => ({ venueId: venue, key, hash: 'aurora-degustazione-classica', title: { it: 'x' } });
  await expect(handle.db.insert(experiences).values(experience(id, 'same-link'))).rejects.toThrow();
  await expect(handle.db.insert(experiences).values(experience(other, 'same-link'))).resolves.toBeDefined();
  // Deferred: two links swapped in one transaction, each taken while the other still holds it.
  const swap = handle.db.transaction(async (tx) => {
    await tx
      .update(experiences)
      .set({ hash: 'aurora-tour-con-pranzo' })
      .where(sql`${experiences.venueId} = ${id} and ${experiences.key} = 'aurora-degustazione-classica'`);
    await tx
      .update(experiences)
      .set({ hash: 'aurora-degustazione-classica' })
      .where(sql`${experiences.venueId} = ${id} and ${experiences.key} = 'aurora-tour-con-pranzo'`);
  });
  await expect(swap).resolves.toBeUndefined();
});

test('a reservation needs at least one guest', async () => {
  const id = await venueId(handle.db, 'cantina-aurora');
  const insert = handle.db.insert(reservations).values({
    venueId: id,
    date: '2026-06-02',
    time: '12:00',
    pax: 0,
    firstName: 'A',
    lastName: 'B',
    email: 'a@example.com',
    hash: 'h1',
  });
  await expect(insert).rejects.toThrow();
});
