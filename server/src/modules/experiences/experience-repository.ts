/** Queries on experiences and the booking data availability needs. */
import { type SQL, and, asc, eq, getTableColumns, gt, gte, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx';
import { sharedRead } from '../../db/shared-reads';
import { closures, experienceGuestTotals, experienceZones, experiences, openingShifts, reservations, zones } from '../../db/schema';

export type ExperienceRow = typeof experiences.$inferSelect;
export type ZoneRow = typeof zones.$inferSelect;
export type ShiftRow = typeof openingShifts.$inferSelect;

/**
 * Statuses that hold a seat. A no-show's seats are free again once staff mark it (the rest of
 * the day may use them); its experience stock stays sold (experience_guest_totals counts it).
 */
export const HOLDING_STATUSES = ['pending', 'confirmed'] as const;

/** Seats kept for a while: a hold during the card step, a waiting guest's offer. */
export const KEEPING_STATUSES = ['held', 'offered'] as const;

/**
 * Reservations that take seats at `now`: the holding statuses, and holds and offers not yet expired.
 * `excludeId` leaves one out (an edit measures the venue without the booking it moves).
 */
export function takesSeats(now: Date, excludeId?: number): SQL {
  const held = and(inArray(reservations.status, [...KEEPING_STATUSES]), gt(reservations.holdExpiresAt, now))!;
  const taking = or(inArray(reservations.status, [...HOLDING_STATUSES]), held)!;
  return excludeId === undefined ? taking : and(taking, ne(reservations.id, excludeId))!;
}

/** An experience with the zones it lists (null when it lists none: every zone). */
export type ExperienceWithZones = ExperienceRow & { zoneIds: number[] | null };

/** The experience's row and its listed zones, read in one query. */
const experienceWithZones = {
  ...getTableColumns(experiences),
  zoneIds: sql<number[] | null>`(
    select array_agg(${experienceZones.zoneId} order by ${experienceZones.zoneId})
    from ${experienceZones} where ${experienceZones.experienceId} = ${experiences.id})`,
};

export async function listVisibleExperiences(db: DbOrTx, venueId: number): Promise<ExperienceWithZones[]> {
  return db
    .select(experienceWithZones)
    .from(experiences)
    .where(and(eq(experiences.venueId, venueId), eq(experiences.visible, true)))
    .orderBy(asc(experiences.sort), asc(experiences.id));
}

export async function listBookableExperiences(db: DbOrTx, venueId: number): Promise<ExperienceWithZones[]> {
  return sharedRead(db, `bookable-experiences:${venueId}`, async () =>
    db
      .select(experienceWithZones)
      .from(experiences)
      .where(and(eq(experiences.venueId, venueId), eq(experiences.visible, true), eq(experiences.active, true)))
      .orderBy(asc(experiences.sort), asc(experiences.id)),
  );
}

/** experience id -> zone ids it lists (experiences without rows are absent). */
export async function experienceZoneIds(db: DbOrTx, experienceIds: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (experienceIds.length === 0) return map;
  const rows = await db.select().from(experienceZones).where(inArray(experienceZones.experienceId, experienceIds));
  for (const r of rows) map.set(r.experienceId, [...(map.get(r.experienceId) ?? []), r.zoneId]);
  return map;
}

/**
 * experience id -> guests booked on it over all dates (pending, confirmed, no-show, live holds and offers):
 * the running totals the reservations trigger keeps (migration 0007) plus the live holds, so it
 * costs the same whatever the history. `excludeId` leaves one reservation out (an edit).
 */
export async function bookedGuestsByExperience(
  db: DbOrTx,
  venueId: number,
  now: Date,
  excludeId?: number,
  /** Only these experiences (availability needs the ones whose stock is enforced). */
  only?: number[],
): Promise<Map<number, number>> {
  if (only && only.length === 0) return new Map();
  // One query whose parts are summed below (a transaction's connection takes one query at a time):
  // the live holds, the totals, and minus the excluded reservation.
  const totals = db
    .select({ id: experienceGuestTotals.experienceId, guests: experienceGuestTotals.guests })
    .from(experienceGuestTotals)
    .innerJoin(experiences, eq(experiences.id, experienceGuestTotals.experienceId))
    .where(and(eq(experiences.venueId, venueId), only ? inArray(experiences.id, only) : undefined));
  const holds = db
    .select({ id: reservations.experienceId, guests: sql<number>`cast(sum(${reservations.pax}) as integer)` })
    .from(reservations)
    .where(
      and(
        eq(reservations.venueId, venueId),
        inArray(reservations.status, [...KEEPING_STATUSES]),
        gt(reservations.holdExpiresAt, now),
        only ? inArray(reservations.experienceId, only) : sql`${reservations.experienceId} is not null`,
      ),
    )
    .groupBy(reservations.experienceId);
  // The holds first: their experience id may be null, which the parts after may not widen to.
  const parts = holds.unionAll(totals);
  const rows = await (excludeId === undefined
    ? parts
    : parts.unionAll(
        db
          .select({ id: reservations.experienceId, guests: sql<number>`-${reservations.pax}` })
          .from(reservations)
          .where(and(eq(reservations.id, excludeId), eq(reservations.venueId, venueId), takesSeats(now))),
      ));
  const booked = new Map<number, number>();
  const add = (id: number | null, guests: number) => {
    if (id !== null) booked.set(id, (booked.get(id) ?? 0) + Number(guests));
  };
  for (const r of rows) add(r.id, r.guests);
  return booked;
}

// The venue's rules below are read once per batch of bookings (db/shared-reads.ts): no booking writes them.

export async function listActiveZones(db: DbOrTx, venueId: number): Promise<ZoneRow[]> {
  return sharedRead(db, `active-zones:${venueId}`, async () =>
    db
      .select()
      .from(zones)
      .where(and(eq(zones.venueId, venueId), eq(zones.active, true)))
      .orderBy(asc(zones.sort), asc(zones.id)),
  );
}

export async function listShifts(db: DbOrTx, venueId: number): Promise<ShiftRow[]> {
  return sharedRead(db, `shifts:${venueId}`, async () =>
    db.select().from(openingShifts).where(eq(openingShifts.venueId, venueId)).orderBy(asc(openingShifts.weekday), asc(openingShifts.startTime)),
  );
}

export async function listClosures(db: DbOrTx, venueId: number, from: string, to: string): Promise<string[]> {
  return sharedRead(db, `closures:${venueId}:${from}:${to}`, async () => {
    const rows = await db
      .select({ date: closures.date })
      .from(closures)
      .where(and(eq(closures.venueId, venueId), gte(closures.date, from), lte(closures.date, to)));
    return rows.map((r) => r.date);
  });
}

/** Seat-holding reservations between two dates, with whether they take table seats. */
export async function listHoldingReservations(db: DbOrTx, venueId: number, from: string, to: string, now: Date, excludeId?: number) {
  return db
    .select({
      date: reservations.date,
      time: reservations.time,
      pax: reservations.pax,
      zoneId: reservations.zoneId,
      experienceId: reservations.experienceId,
      ownTimes: experiences.hasOwnTimes,
    })
    .from(reservations)
    .leftJoin(experiences, eq(experiences.id, reservations.experienceId))
    .where(and(eq(reservations.venueId, venueId), gte(reservations.date, from), lte(reservations.date, to), takesSeats(now, excludeId)));
}
