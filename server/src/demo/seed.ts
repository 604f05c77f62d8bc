/**
 * Demo data: three venues with zones, shifts, experiences, gift cards, promotions (every state
 * at Cantina Aurora) and a staff token each. Runs on the first start (no venue yet); each venue
 * is inserted once, by slug, in its own transaction.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  bookingModules,
  closures,
  experienceZones,
  experiences,
  giftcardProducts,
  openingShifts,
  promoClaims,
  promotions,
  reservations,
  venues,
  zones,
} from '../db/schema';
import { newReservationHash } from '../modules/reservations/guest-input';
import type { Tx } from '../db/tx';
import { normaliseEmail } from '../lib/email-address';
import { newPromoCode, newPublicId } from '../modules/promotions/promo-code';
import { useByDate } from '../modules/promotions/promo-state';
import { insertStaffToken, isStaffTokenOf } from '../modules/staff/staff-token-repository';
import { countVenues } from '../modules/venues/venue-repository';
import { demoClock } from './demo-clock';
import type { DemoClock, DemoVenue } from './demo-types';
import { cantinaAurora } from './venues/cantina-aurora';
import { chaletDuLac } from './venues/chalet-du-lac';
import { leLagon } from './venues/le-lagon';

/** The first one is the default venue. */
export const DEMO_VENUES: Array<{ slug: string; timezone: string; build: (clock: DemoClock) => DemoVenue }> = [
  { slug: 'cantina-aurora', timezone: 'Europe/Rome', build: cantinaAurora },
  { slug: 'chalet-du-lac', timezone: 'Europe/Zurich', build: chaletDuLac },
  { slug: 'le-lagon', timezone: 'Indian/Mauritius', build: leLagon },
];

export interface DemoVenueSummary {
  slug: string;
  name: string;
  token: string;
  /** The staff credential (only while it is still valid). */
  staffToken?: string;
}

async function insertVenue(tx: Tx, demo: DemoVenue, now: Date): Promise<void> {
  const [venue] = await tx
    .insert(venues)
    .values({
      slug: demo.slug,
      name: demo.name,
      frontpageToken: demo.token,
      currency: demo.currency,
      timezone: demo.timezone,
      defaultLanguage: demo.defaultLanguage,
      country: demo.country,
      address: demo.address,
      city: demo.city,
      phone: demo.phone,
      email: demo.email,
      website: demo.website,
      heroImage: demo.heroImage,
      description: demo.description,
      privacyPolicy: demo.privacyPolicy,
      marketingPolicy: demo.marketingPolicy,
      customHeader: demo.customHeader,
      customFooter: demo.customFooter,
      bookingSettings: demo.bookingSettings,
      giftcardMin: demo.giftcardMin,
      giftcardMax: demo.giftcardMax,
    })
    .returning({ id: venues.id });
  const venueId = venue!.id;

  const zoneIds = new Map<string, number>();
  for (const [sort, z] of demo.zones.entries()) {
    const [row] = await tx.insert(zones).values({ venueId, name: z.name, seats: z.seats, sort }).returning({ id: zones.id });
    zoneIds.set(z.key, row!.id);
  }

  await tx.insert(openingShifts).values(
    demo.shifts.flatMap((s) =>
      s.weekdays.map((weekday) => ({
        venueId,
        weekday,
        name: s.name,
        startTime: s.start,
        endTime: s.end,
        slotIntervalMinutes: s.interval,
        capacity: s.capacity,
        experienceOnly: s.experienceOnly ?? false,
      })),
    ),
  );

  const closureDates = [...new Set(demo.closures)];
  if (closureDates.length) await tx.insert(closures).values(closureDates.map((date) => ({ venueId, date })));

  const experienceIds = new Map<string, number>();
  for (const [sort, e] of demo.experiences.entries()) {
    const [row] = await tx
      .insert(experiences)
      .values({
        venueId,
        hash: e.hash,
        kind: e.kind,
        title: e.title,
        description: e.description,
        bookingConditions: e.bookingConditions,
        photoUrl: e.photoUrl ?? '',
        price: e.price,
        purchaseType: e.purchaseType ?? 0,
        depositAmount: e.depositAmount ?? 0,
        guaranteeType: e.guaranteeType ?? 0,
        guaranteeAmount: e.guaranteeAmount ?? 0,
        cancellationHours: e.cancellationHours ?? 0,
        durationMinutes: e.durationMinutes,
        minGuests: e.minGuests,
        maxGuests: e.maxGuests,
        maxReservationsPerSlot: e.maxReservationsPerSlot ?? 0,
        stock: e.stock ?? 0,
        soldoutEnabled: e.soldoutEnabled ?? false,
        askVisitReason: e.askVisitReason ?? false,
        hasDates: !!e.dates,
        startsOn: e.dates?.startsOn ?? null,
        endsOn: e.dates?.endsOn ?? null,
        hasOwnTimes: !!e.times?.length,
        times: e.times ?? [],
        weekdays: e.weekdays ?? null,
        zoneChoice: !!e.zoneChoice?.length,
        extraFields: e.extraFields ?? [],
        sort: (sort + 1) * 10,
      })
      .returning({ id: experiences.id });
    experienceIds.set(e.hash, row!.id);
    const allowed = (e.zoneChoice ?? []).map((key) => zoneIds.get(key)!);
    if (allowed.length) {
      await tx.insert(experienceZones).values(allowed.map((zoneId) => ({ experienceId: row!.id, zoneId })));
    }
  }

  for (const m of demo.bookingModules ?? []) {
    await tx.insert(bookingModules).values({
      venueId,
      slug: m.slug,
      title: m.title,
      description: m.description,
      experienceIds: m.experiences ? m.experiences.map((hash) => experienceIds.get(hash)!) : null,
      tables: m.tables,
    });
  }

  for (const r of demo.reservations ?? []) {
    await tx.insert(reservations).values({
      venueId,
      date: r.date,
      time: r.time,
      pax: r.pax,
      zoneId: zoneIds.get(r.zone) ?? null,
      status: r.status ?? 'confirmed',
      firstName: r.firstName,
      lastName: r.lastName,
      email: `${r.firstName}.${r.lastName}@example.com`.toLowerCase(),
      language: demo.defaultLanguage,
      hash: newReservationHash(),
      privacyAcceptedAt: now,
    });
  }

  await tx.insert(giftcardProducts).values(
    demo.giftcards.map((g, i) => ({
      venueId,
      title: g.title,
      description: g.description,
      imageUrl: g.imageUrl ?? '',
      values: g.values,
      customAmount: g.customAmount,
      validityMonths: g.validityMonths,
      salesEndOn: g.salesEndOn ?? null,
      sort: (i + 1) * 10,
    })),
  );

  for (const p of demo.promotions) {
    const claims = p.claims ?? [];
    const [promo] = await tx
      .insert(promotions)
      .values({
        venueId,
        urlName: p.urlName,
        title: p.title,
        description: p.description,
        conditions: p.conditions,
        imageUrl: p.imageUrl ?? '',
        quantity: p.quantity,
        startsAt: p.startsAt,
        endsAt: p.endsAt,
        useByDays: p.useByDays ?? null,
        useByDate: p.useByDate ?? null,
        phoneRequired: p.phoneRequired,
        active: p.active ?? true,
        claimedCount: claims.length,
      })
      .returning();
    for (const c of claims) {
      const claimedAt = new Date(now.getTime() - c.daysAgo * 86_400_000);
      await tx.insert(promoClaims).values({
        promotionId: promo!.id,
        venueId,
        publicId: newPublicId(),
        code: newPromoCode(),
        firstName: c.firstName,
        lastName: c.lastName,
        email: c.email,
        emailNormalized: normaliseEmail(c.email),
        language: demo.defaultLanguage,
        privacyAcceptedAt: claimedAt,
        claimedAt,
        useBy: useByDate({ useByDate: p.useByDate ?? null, useByDays: p.useByDays ?? null, endsAt: p.endsAt }, claimedAt, demo.timezone),
        redeemedAt: c.redeemed ? new Date(claimedAt.getTime() + 86_400_000) : null,
      });
    }
  }

  await insertStaffToken(tx, venueId, demo.staffToken, 'demo');
}

/** Inserts every demo venue that does not exist yet; returns all demo venues. */
export async function seedDemo(db: Db, now: Date = new Date()): Promise<DemoVenueSummary[]> {
  const summaries: DemoVenueSummary[] = [];
  for (const entry of DEMO_VENUES) {
    const demo = entry.build(demoClock(now, entry.timezone));
    summaries.push({ slug: demo.slug, name: demo.name, token: demo.token, staffToken: demo.staffToken });
    const existing = await db.select({ id: venues.id }).from(venues).where(eq(venues.slug, demo.slug)).limit(1);
    if (existing.length) continue;
    // Everything of one venue or nothing; inside, only the transaction handle is used.
    await db.transaction((tx) => insertVenue(tx, demo, now));
  }
  return summaries;
}

/** The demo venues present in the database (for the start banner). */
export async function listDemoVenues(db: Db): Promise<DemoVenueSummary[]> {
  const found: DemoVenueSummary[] = [];
  for (const { slug, timezone, build } of DEMO_VENUES) {
    const rows = await db.select().from(venues).where(eq(venues.slug, slug)).limit(1);
    if (!rows[0]) continue;
    // The demo staff token is known in clear only from the demo definition; shown while valid.
    const { staffToken } = build(demoClock(new Date(), timezone));
    const valid = await isStaffTokenOf(db, rows[0].id, staffToken);
    found.push({ slug, name: rows[0].name, token: rows[0].frontpageToken, ...(valid ? { staffToken } : {}) });
  }
  return found;
}

/** First start: seeds when the database holds no venue at all. Returns what it seeded. */
export async function seedDemoIfEmpty(db: Db, now: Date = new Date()): Promise<DemoVenueSummary[]> {
  if ((await countVenues(db)) > 0) return [];
  return seedDemo(db, now);
}
