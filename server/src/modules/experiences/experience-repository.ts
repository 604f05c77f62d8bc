/** Queries on experiences and the booking data availability needs. */
import { type SQL, and, asc, eq, getTableColumns, gt, gte, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx';
import { readWithInserts } from '../../db/batch-rows';
import { sharedRead } from '../../db/shared-reads';
import { closures, experienceGuestTotals, experienceZones, experiences, openingShifts, reservations, zones } from '../../db/schema';

export type ExperienceRow = typeof experiences.$inferSelect;
export type ZoneRow = typeof zones.$inferSelect;
export type ShiftRow = typeof openingShifts.$inferSelect;
type ReservationRow = typeof reservations.$inferSelect;

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

/** When the venue's next live hold or offer runs out (freeing its seats without a write); null: none. */
export async function nextHoldExpiry(db: DbOrTx, venueId: number, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | null>`min(${reservations.holdExpiresAt})`.mapWith(reservations.holdExpiresAt) })
    .from(reservations)
    .where(and(eq(reservations.venueId, venueId), inArray(reservations.status, [...KEEPING_STATUSES]), gt(reservations.holdExpiresAt, now)));
  return row?.at ?? null;
}

type SeatFields = Pick<ReservationRow, 'status' | 'holdExpiresAt'>;

/** takesSeats for a row in memory (a batch's own bookings: db/batch-rows.ts). */
export function takesSeatsAt(row: SeatFields, now: Date): boolean {
  if ((HOLDING_STATUSES as readonly string[]).includes(row.status)) return true;
  return (KEEPING_STATUSES as readonly string[]).includes(row.status) && row.holdExpiresAt !== null && row.holdExpiresAt > now;
}

/** Counted by experience_guest_totals (migration 0007): the stock they spend stays spent. */
const TOTALLED_STATUSES: readonly string[] = ['pending', 'confirmed', 'no_show'];

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
 * What bookedGuestsByExperience counts, read apart so that a batch of bookings reads it once and
 * counts its live holds at each booking's "now": the totals, and the holds and offers with the
 * time they run out.
 */
async function guestsByExperience(db: DbOrTx, venueId: number, only: number[] | undefined, since: Date) {
  const totals = await guestTotals(db, venueId, only);
  const holds = await db
    .select({ experienceId: reservations.experienceId, pax: reservations.pax, status: reservations.status, holdExpiresAt: reservations.holdExpiresAt })
    .from(reservations)
    .where(holdsRunningAfter(venueId, only, since));
  return { totals: new Map(totals.map((t) => [t.id, Number(t.guests)])), holds, since };
}

/** The running totals the reservations trigger keeps (migration 0007), of the venue's experiences or `only` these. */
const guestTotals = (db: DbOrTx, venueId: number, only: number[] | undefined) =>
  db
    .select({ id: experienceGuestTotals.experienceId, guests: experienceGuestTotals.guests })
    .from(experienceGuestTotals)
    .innerJoin(experiences, eq(experiences.id, experienceGuestTotals.experienceId))
    .where(and(eq(experiences.venueId, venueId), only ? inArray(experiences.id, only) : undefined));

/** The venue's holds and offers on experiences (or `only` these) that run out after `after`. */
const holdsRunningAfter = (venueId: number, only: number[] | undefined, after: Date) =>
  and(
    eq(reservations.venueId, venueId),
    inArray(reservations.status, [...KEEPING_STATUSES]),
    gt(reservations.holdExpiresAt, after),
    only ? inArray(reservations.experienceId, only) : sql`${reservations.experienceId} is not null`,
  );

/**
 * How far before a batch's first booking's "now" its shared read of holds reaches: a booking of
 * the batch measures them at its own "now", which is at most its wait in line earlier
 * (BOOKING_LOCK_TIMEOUT_MS, seconds).
 */
const HOLDS_READ_MARGIN_MS = 10 * 60_000;

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
  if (excludeId === undefined) {
    // In a batch of bookings: the totals read once, plus the guests of the batch's own bookings.
    const inBatch = await readWithInserts(
      db,
      'reservations',
      `booked-guests:${venueId}:${only?.join(',') ?? '*'}`,
      () => guestsByExperience(db, venueId, only, new Date(now.getTime() - HOLDS_READ_MARGIN_MS)),
      ({ totals, holds, since }, inserted: ReservationRow[]) => {
        // A booking older than the margin (none waits that long in line) reads for itself.
        if (now < since) return null;
        const booked = new Map(totals);
        const add = (id: number | null, guests: number) => {
          if (id !== null && (!only || only.includes(id))) booked.set(id, (booked.get(id) ?? 0) + guests);
        };
        for (const h of holds) if (takesSeatsAt(h, now)) add(h.experienceId, h.pax);
        for (const r of inserted) if (r.venueId === venueId && (TOTALLED_STATUSES.includes(r.status) || takesSeatsAt(r, now))) add(r.experienceId, r.pax);
        return booked;
      },
    );
    if (inBatch) return inBatch;
  }
  // One query whose parts are summed below (a transaction's connection takes one query at a time):
  // the live holds, the totals, and minus the excluded reservation.
  const totals = guestTotals(db, venueId, only);
  const holds = db
    .select({ id: reservations.experienceId, guests: sql<number>`cast(sum(${reservations.pax}) as integer)` })
    .from(reservations)
    .where(holdsRunningAfter(venueId, only, now))
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
export async function listHoldingReservations(db: DbOrTx, venueId: number, from: string, to: string, now: Date, excludeId?: number): Promise<HoldingReservation[]> {
  if (excludeId === undefined) {
    // In a batch of bookings: the seats read once (holds at each booking's "now"), plus the batch's own bookings.
    const inBatch = await readWithInserts(
      db,
      'reservations',
      `holding:${venueId}:${from}:${to}`,
      () =>
        db
          .select({ ...holdingFields, status: reservations.status, holdExpiresAt: reservations.holdExpiresAt })
          .from(reservations)
          .leftJoin(experiences, eq(experiences.id, reservations.experienceId))
          .where(
            and(
              eq(reservations.venueId, venueId),
              gte(reservations.date, from),
              lte(reservations.date, to),
              inArray(reservations.status, [...HOLDING_STATUSES, ...KEEPING_STATUSES]),
            ),
          ),
      async (base, inserted: ReservationRow[]) => {
        const own = inserted.filter((r) => r.venueId === venueId && r.date >= from && r.date <= to);
        const added = await Promise.all(own.map(async (r) => ({ ...r, ownTimes: r.experienceId === null ? null : await hasOwnTimes(db, r.experienceId) })));
        return [...base, ...added]
          .filter((r) => takesSeatsAt(r, now))
          .map(({ date, time, pax, zoneId, experienceId, ownTimes }) => ({ date, time, pax, zoneId, experienceId, ownTimes }));
      },
    );
    if (inBatch) return inBatch;
  }
  return db
    .select(holdingFields)
    .from(reservations)
    .leftJoin(experiences, eq(experiences.id, reservations.experienceId))
    .where(and(eq(reservations.venueId, venueId), gte(reservations.date, from), lte(reservations.date, to), takesSeats(now, excludeId)));
}

const holdingFields = {
  date: reservations.date,
  time: reservations.time,
  pax: reservations.pax,
  zoneId: reservations.zoneId,
  experienceId: reservations.experienceId,
  ownTimes: experiences.hasOwnTimes,
};

type HoldingReservation = { date: string; time: string; pax: number; zoneId: number | null; experienceId: number | null; ownTimes: boolean | null };

/** Whether an experience has its own times (not the tables'), read once per batch. */
function hasOwnTimes(db: DbOrTx, experienceId: number): Promise<boolean | null> {
  return sharedRead(db, `own-times:${experienceId}`, async () => {
    const [row] = await db.select({ ownTimes: experiences.hasOwnTimes }).from(experiences).where(eq(experiences.id, experienceId));
    return row?.ownTimes ?? null;
  });
}
