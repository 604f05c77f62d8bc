/** The set-up a venue has in the database, as a VenuePlan (archived items left out). */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { BookingSettings, ExtraField } from '../../db/json-types';
import { bookingModules, closures, experienceZones, experiences, giftcardProducts, openingShifts, promotions, venues, zones } from '../../db/schema';
import type { DbOrTx } from '../../db/tx';
import type { Language } from '../../lib/i18n-text';
import type { VenuePlan } from './venue-plan';
import { listEndpoints } from '../webhooks/webhook-repository';

export type VenueRow = typeof venues.$inferSelect;

/** Rows keep their order of the file: shifts by weekday and time, the rest by their sort. */
export function sortShifts(shifts: VenuePlan['shifts']): VenuePlan['shifts'] {
  return [...shifts].sort((a, b) => a.weekday - b.weekday || a.startTime.localeCompare(b.startTime) || a.name.localeCompare(b.name));
}

export async function findVenueRow(db: DbOrTx, slug: string): Promise<VenueRow | undefined> {
  const [row] = await db.select().from(venues).where(eq(venues.slug, slug)).limit(1);
  return row;
}

export async function readPlan(db: DbOrTx, venue: VenueRow): Promise<VenuePlan> {
  const venueId = venue.id;
  // One query after another: a transaction's client runs one at a time anyway.
  const zoneRows = await db
    .select()
    .from(zones)
    .where(and(eq(zones.venueId, venueId), isNull(zones.archivedAt)))
    .orderBy(asc(zones.sort), asc(zones.id));
  const shiftRows = await db.select().from(openingShifts).where(eq(openingShifts.venueId, venueId)).orderBy(asc(openingShifts.id));
  const closureRows = await db.select().from(closures).where(eq(closures.venueId, venueId));
  const experienceRows = await db
    .select()
    .from(experiences)
    .where(and(eq(experiences.venueId, venueId), isNull(experiences.archivedAt)))
    .orderBy(asc(experiences.sort), asc(experiences.id));
  const links = experienceRows.length
    ? await db
        .select()
        .from(experienceZones)
        .where(
          inArray(
            experienceZones.experienceId,
            experienceRows.map((e) => e.id),
          ),
        )
    : [];
  const moduleRows = await db
    .select()
    .from(bookingModules)
    .where(and(eq(bookingModules.venueId, venueId), isNull(bookingModules.archivedAt)))
    .orderBy(asc(bookingModules.id));
  const productRows = await db
    .select()
    .from(giftcardProducts)
    .where(and(eq(giftcardProducts.venueId, venueId), isNull(giftcardProducts.archivedAt)))
    .orderBy(asc(giftcardProducts.sort), asc(giftcardProducts.id));
  const promotionRows = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.venueId, venueId), isNull(promotions.archivedAt)))
    .orderBy(asc(promotions.id));

  const experienceKey = new Map(experienceRows.map((e) => [e.id, e.key]));

  return {
    venue: {
      slug: venue.slug,
      name: venue.name,
      currency: venue.currency,
      timezone: venue.timezone,
      languages: venue.languages as Language[],
      defaultLanguage: venue.defaultLanguage as Language,
      demo: venue.demo,
      country: venue.country,
      address: venue.address,
      city: venue.city,
      phone: venue.phone,
      email: venue.email,
      website: venue.website,
      heroImage: venue.heroImage,
      passColors: venue.passColors,
      description: venue.description,
      privacyPolicy: venue.privacyPolicy,
      marketingPolicy: venue.marketingPolicy,
      customHeader: venue.customHeader,
      customFooter: venue.customFooter,
      bookingEnabled: venue.bookingEnabled,
      giftcardsEnabled: venue.giftcardsEnabled,
      bookingSettings: venue.bookingSettings as BookingSettings,
      giftcardMin: venue.giftcardMin,
      giftcardMax: venue.giftcardMax,
      retentionDays: venue.retentionDays,
      google: venue.google,
    },
    zones: zoneRows.map((z) => ({ key: z.key, name: z.name, seats: z.seats, sort: z.sort })),
    shifts: shiftRows.map((s) => ({
      weekday: s.weekday,
      name: s.name,
      startTime: s.startTime,
      endTime: s.endTime,
      slotIntervalMinutes: s.slotIntervalMinutes,
      capacity: s.capacity,
      experienceOnly: s.experienceOnly,
    })),
    closures: closureRows.map((c) => c.date).sort(),
    experiences: experienceRows.map((e) => ({
      key: e.key,
      hash: e.hash,
      kind: e.kind,
      title: e.title,
      description: e.description,
      bookingConditions: e.bookingConditions,
      photoUrl: e.photoUrl,
      price: e.price,
      purchaseType: e.purchaseType,
      depositAmount: e.depositAmount,
      guaranteeType: e.guaranteeType,
      guaranteeAmount: e.guaranteeAmount,
      cancellationHours: e.cancellationHours,
      durationMinutes: e.durationMinutes,
      minGuests: e.minGuests,
      maxGuests: e.maxGuests,
      maxReservationsPerSlot: e.maxReservationsPerSlot,
      stock: e.stock,
      soldoutEnabled: e.soldoutEnabled,
      askVisitReason: e.askVisitReason,
      active: e.active,
      hasDates: e.hasDates,
      startsOn: e.startsOn,
      endsOn: e.endsOn,
      hasOwnTimes: e.hasOwnTimes,
      times: e.times.map((t) => t.slice(0, 5)),
      weekdays: e.weekdays ? [...e.weekdays].sort((a, b) => a - b) : null,
      zoneChoice: e.zoneChoice,
      zoneKeys: zoneRows.filter((z) => links.some((l) => l.experienceId === e.id && l.zoneId === z.id)).map((z) => z.key),
      extraFields: e.extraFields as ExtraField[],
      sort: e.sort,
    })),
    modules: moduleRows.map((m) => ({
      slug: m.slug,
      title: m.title,
      description: m.description,
      experienceKeys: m.experienceIds ? m.experienceIds.flatMap((id) => experienceKey.get(id) ?? []) : null,
      tables: m.tables,
    })),
    products: productRows.map((p) => ({
      key: p.key,
      title: p.title,
      description: p.description,
      imageUrl: p.imageUrl,
      values: p.values,
      voucherExperienceKey: p.voucherExperienceKey,
      voucherGuests: p.voucherGuests,
      voucherCovers: p.voucherCovers,
      customAmount: p.customAmount,
      validityMonths: p.validityMonths,
      salesEndOn: p.salesEndOn,
      active: p.active,
      sort: p.sort,
    })),
    promotions: promotionRows.map((p) => ({
      urlName: p.urlName,
      title: p.title,
      description: p.description,
      conditions: p.conditions,
      imageUrl: p.imageUrl,
      quantity: p.quantity,
      startsAt: p.startsAt.toISOString(),
      endsAt: p.endsAt.toISOString(),
      useByDays: p.useByDays,
      useByDate: p.useByDate,
      phoneRequired: p.phoneRequired,
      active: p.active,
    })),
    webhooks: (await listEndpoints(db, venueId)).map((w) => ({ url: w.url, events: w.events, secret: w.secret })),
  };
}
