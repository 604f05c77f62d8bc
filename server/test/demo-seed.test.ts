/** The demo data: seeded once, complete enough for every screen, safe to run again. */
import { count, eq } from 'drizzle-orm';
import type { Db, DbHandle } from '../src/db/client';
import * as s from '../src/db/schema';
import { listDemoVenues, seedDemo, seedDemoIfEmpty } from '../src/demo/seed';
import { NOW } from './support/test-app';
import { createTestDb } from './support/test-db';

let handle: DbHandle;
let db: Db;
beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
});
afterAll(() => handle.close());

async function counts() {
  const n = async (
    table:
      | typeof s.venues
      | typeof s.zones
      | typeof s.openingShifts
      | typeof s.experiences
      | typeof s.giftcardProducts
      | typeof s.promotions
      | typeof s.closures
      | typeof s.experienceZones,
  ) => (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    venues: await n(s.venues),
    zones: await n(s.zones),
    shifts: await n(s.openingShifts),
    experiences: await n(s.experiences),
    giftcards: await n(s.giftcardProducts),
    promotions: await n(s.promotions),
    closures: await n(s.closures),
    experienceZones: await n(s.experienceZones),
  };
}

test('first start seeds three venues with readable tokens', async () => {
  const seeded = await seedDemoIfEmpty(db, NOW);
  expect(seeded).toEqual([
    { slug: 'cantina-aurora', name: 'Cantina Aurora', token: 'fp_demo_cantina_aurora', staffToken: 'st_demo_cantina_aurora' },
    { slug: 'chalet-du-lac', name: 'Chalet du Lac', token: 'fp_demo_chalet_du_lac', staffToken: 'st_demo_chalet_du_lac' },
    { slug: 'le-lagon', name: 'Le Lagon', token: 'fp_demo_le_lagon', staffToken: 'st_demo_le_lagon' },
  ]);
  expect(await listDemoVenues(db)).toEqual(seeded);
});

test('seeding again changes nothing', async () => {
  const before = await counts();
  expect(await seedDemoIfEmpty(db, NOW)).toEqual([]);
  await seedDemo(db, new Date('2027-01-01T00:00:00Z'));
  expect(await counts()).toEqual(before);
});

test('each venue has what the screens need', async () => {
  const venues = await db.select().from(s.venues).orderBy(s.venues.id);
  expect(venues.map((v) => [v.slug, v.currency, v.timezone])).toEqual([
    ['cantina-aurora', 'EUR', 'Europe/Rome'],
    ['chalet-du-lac', 'CHF', 'Europe/Zurich'],
    ['le-lagon', 'MUR', 'Indian/Mauritius'],
  ]);
  for (const v of venues) {
    expect(v.customHeader).toMatch(/<script>[\s\S]*__venueHeaderScripts/);
    expect(v.customFooter).toMatch(/<script>[\s\S]*__venueFooterScripts/);
    const zones = await db.select().from(s.zones).where(eq(s.zones.venueId, v.id));
    expect(zones.length).toBeGreaterThanOrEqual(2);
    const shifts = await db.select().from(s.openingShifts).where(eq(s.openingShifts.venueId, v.id));
    const openDays = new Set(shifts.map((x) => x.weekday));
    expect(openDays.size).toBe(6); // one weekday closed
    const exps = await db.select().from(s.experiences).where(eq(s.experiences.venueId, v.id));
    expect(exps.length).toBeGreaterThanOrEqual(3);
    for (const e of exps) {
      expect(Object.values(e.title).filter(Boolean)).toHaveLength(5);
      expect(Object.values(e.description).filter(Boolean)).toHaveLength(5);
      expect(e.price).toBeGreaterThan(0);
    }
    const cards = await db.select().from(s.giftcardProducts).where(eq(s.giftcardProducts.venueId, v.id));
    expect(cards.length).toBeGreaterThanOrEqual(2);
    expect(cards.length).toBeLessThanOrEqual(5);
    // At least two that can be bought now (one with a custom amount somewhere in the venue).
    expect(cards.filter((c) => c.active && (!c.salesEndOn || c.salesEndOn >= '2026-06-01')).length).toBeGreaterThanOrEqual(2);
    const promos = await db.select().from(s.promotions).where(eq(s.promotions.venueId, v.id));
    // At least one promotion open for claims, with codes left.
    expect(promos.filter((p) => p.active && p.startsAt <= NOW && p.endsAt > NOW && p.claimedCount < p.quantity).length).toBeGreaterThanOrEqual(1);
  }
  expect(venues.filter((v) => v.customHeader.includes('/demo-assets/venue-badge.js'))).toHaveLength(1);
});

test('Cantina Aurora shows every promotion state', async () => {
  const [aurora] = await db.select().from(s.venues).where(eq(s.venues.slug, 'cantina-aurora'));
  const promos = await db.select().from(s.promotions).where(eq(s.promotions.venueId, aurora!.id));
  const { promotionState } = await import('../src/modules/promotions/promo-state');
  expect(Object.fromEntries(promos.map((p) => [p.urlName, promotionState(p, NOW)]))).toEqual({
    'calice-di-benvenuto': 'active',
    'brindisi-di-vendemmia': 'expired',
    'visita-in-anteprima': 'terminated',
    'anteprima-barolo': 'inactive',
  });
  const claims = await db.select().from(s.promoClaims).where(eq(s.promoClaims.venueId, aurora!.id));
  expect(claims).toHaveLength(3);
  expect(claims.filter((c) => c.redeemedAt)).toHaveLength(1);
});

test('tokens and experience hashes are unique', async () => {
  const venues = await db.select().from(s.venues);
  expect(new Set(venues.map((v) => v.frontpageToken)).size).toBe(venues.length);
  const exps = await db.select().from(s.experiences);
  expect(new Set(exps.map((e) => e.hash)).size).toBe(exps.length);
});
