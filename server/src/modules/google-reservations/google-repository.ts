/** Queries of the Google bookings: always within one venue, and only bookings made through Google. */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { experiences, reservations } from '../../db/schema';
import type { DbOrTx } from '../../db/tx';
import { readWithInserts } from '../../db/batch-rows';
import { hhmm } from '../../lib/wall-clock';
import type { ReservationRow } from '../reservations/reservation-repository';
import { TABLE_SERVICE, experienceServiceId } from './services';

const BOOKING_ID = /^\d{1,10}$/;

export async function findGoogleBooking(db: DbOrTx, venueId: number, bookingId: string): Promise<ReservationRow | undefined> {
  if (!BOOKING_ID.test(bookingId) || Number(bookingId) > 2_147_483_647) return undefined;
  const [row] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.venueId, venueId), eq(reservations.id, Number(bookingId)), eq(reservations.source, 'google')))
    .limit(1);
  return row;
}

/** The statuses of a booking the user holds. */
const HOLDING = ['pending', 'confirmed'] as const;

/** The Google user already holds a live booking at this date and time (SLOT_ALREADY_BOOKED_BY_USER). */
export async function userHoldsSlot(db: DbOrTx, venueId: number, userId: string, date: string, time: string): Promise<boolean> {
  const read = async () => {
    const rows = await db
      .select({ id: reservations.id })
      .from(reservations)
      .where(
        and(
          eq(reservations.venueId, venueId),
          eq(reservations.googleUserId, userId),
          eq(reservations.date, date),
          eq(reservations.time, `${time}:00`),
          inArray(reservations.status, [...HOLDING]),
        ),
      )
      .limit(1);
    return rows.length > 0;
  };
  // In a batch of bookings, with the batch's own, which may not be inserted yet (db/insert-together.ts).
  const inBatch = await readWithInserts(
    db,
    'reservations',
    `google-user:${venueId}:${userId}:${date}:${time}`,
    read,
    (held, inserted: ReservationRow[]) =>
      held ||
      inserted.some(
        (r) => r.venueId === venueId && r.googleUserId === userId && r.date === date && hhmm(r.time) === time && (HOLDING as readonly string[]).includes(r.status),
      ),
  );
  return inBatch ?? read();
}

/** ListBookings: the user's Google bookings at this venue, newest first (at most 500). */
export async function listUserBookings(db: DbOrTx, venueId: number, userId: string): Promise<ReservationRow[]> {
  return db
    .select()
    .from(reservations)
    .where(and(eq(reservations.venueId, venueId), eq(reservations.googleUserId, userId), eq(reservations.source, 'google')))
    .orderBy(desc(reservations.id))
    .limit(500);
}

/** The service id of each reservation: its experience's, or the plain table's. */
export async function serviceIdsOf(db: DbOrTx, venueId: number, rows: ReservationRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.map((r) => r.experienceId).filter((id): id is number => id !== null))];
  const keys = ids.length
    ? await db
        .select({ id: experiences.id, key: experiences.key })
        .from(experiences)
        .where(and(eq(experiences.venueId, venueId), inArray(experiences.id, ids)))
    : [];
  const keyOf = new Map(keys.map((k) => [k.id, k.key]));
  return new Map(rows.map((r) => [r.id, r.experienceId !== null && keyOf.has(r.experienceId) ? experienceServiceId(keyOf.get(r.experienceId)!) : TABLE_SERVICE]));
}
