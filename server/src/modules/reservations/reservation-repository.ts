/** Queries on reservations. Writes take the transaction handle of the service that locks. */
import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { experiences, reservations, venues, zones } from '../../db/schema';
import type { DbOrTx, Tx } from '../../db/tx';
import { noteInsert, noteOtherWrite, readWithInserts } from '../../db/batch-rows';
import { sharedRead } from '../../db/shared-reads';
import { insertTogether } from '../../db/insert-together';

export type ReservationRow = typeof reservations.$inferSelect;
export type NewReservation = typeof reservations.$inferInsert;
export type ReservationStatus = ReservationRow['status'];

export async function insertReservation(tx: Tx, values: NewReservation): Promise<ReservationRow> {
  // In a batch whose bookings insert together (db/insert-together.ts), with the others' rows.
  const together = insertTogether(tx, 'reservations', values, asStored(values), insertReservations);
  if (together) return together;
  const [row] = await tx.insert(reservations).values(values).returning();
  // A batch of bookings counts it in the seats it measures next (db/batch-rows.ts).
  noteInsert(tx, 'reservations', row);
  return row!;
}

/** Rows in one statement, answered in the order given (matched by their unique hash). */
async function insertReservations(db: DbOrTx, rows: NewReservation[]): Promise<ReservationRow[]> {
  const stored = new Map((await db.insert(reservations).values(rows).returning()).map((row) => [row.hash, row]));
  return rows.map((values) => {
    const row = stored.get(values.hash);
    if (!row) throw new Error('an inserted reservation was not returned');
    return row;
  });
}

/**
 * The row `values` will be, as the batch's reads of the day count it until it is inserted
 * (readWithInserts): its seats, its guest and its status. Its id comes with the insert.
 */
function asStored(values: NewReservation): ReservationRow {
  return {
    ...values,
    status: values.status ?? 'pending',
    zoneId: values.zoneId ?? null,
    experienceId: values.experienceId ?? null,
    holdExpiresAt: values.holdExpiresAt ?? null,
    clientKey: values.clientKey ?? null,
  } as ReservationRow;
}

export async function findReservationByHash(db: DbOrTx, venueId: number, hash: string): Promise<ReservationRow | undefined> {
  const [row] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.venueId, venueId), eq(reservations.hash, hash)))
    .limit(1);
  return row;
}

export async function findReservationById(db: DbOrTx, venueId: number, id: number): Promise<ReservationRow | undefined> {
  const [row] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.venueId, venueId), eq(reservations.id, id)))
    .limit(1);
  return row;
}

/** The row, locked until the transaction ends (every state change goes through this). */
/** The row, locked until the transaction ends; skipLocked: undefined when another transaction holds it. */
export async function lockReservation(tx: Tx, id: number, options: { skipLocked?: boolean } = {}): Promise<ReservationRow | undefined> {
  const [row] = await tx
    .select()
    .from(reservations)
    .where(eq(reservations.id, id))
    .for('update', options.skipLocked ? { skipLocked: true } : {})
    .limit(1);
  return row;
}

export async function updateReservation(tx: DbOrTx, id: number, values: Partial<NewReservation>): Promise<ReservationRow> {
  noteOtherWrite(tx, 'reservations');
  const [row] = await tx
    .update(reservations)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(reservations.id, id))
    .returning();
  return row!;
}

/**
 * A hold the guest gave up (left the card step): its seats are free at once. A hold with a
 * payment is only expired, never deleted: a payment made in another tab may still arrive and
 * must find its reservation (payment-service.ts).
 */
export async function deleteHold(db: DbOrTx, venueId: number, hash: string, now: Date): Promise<boolean> {
  noteOtherWrite(db, 'reservations');
  const mine = and(eq(reservations.venueId, venueId), eq(reservations.hash, hash), eq(reservations.status, 'held'));
  const expired = await db
    .update(reservations)
    .set({ holdExpiresAt: now, updatedAt: sql`now()` })
    .where(and(mine, isNotNull(reservations.paymentIntentId)))
    .returning({ id: reservations.id });
  const rows = await db
    .delete(reservations)
    .where(and(mine, isNull(reservations.paymentIntentId)))
    .returning({ id: reservations.id });
  return rows.length + expired.length > 0;
}

/** Expired holds hold nothing already; the rows go now and then (not those with a payment: see deleteHold). */
export async function pruneExpiredHolds(db: DbOrTx, before: Date): Promise<number> {
  noteOtherWrite(db, 'reservations');
  const rows = await db
    .delete(reservations)
    .where(and(eq(reservations.status, 'held'), lt(reservations.holdExpiresAt, before), isNull(reservations.paymentIntentId)))
    .returning({ id: reservations.id });
  return rows.length;
}

export async function findReservationByPaymentIntent(db: DbOrTx, paymentIntentId: string): Promise<ReservationRow | undefined> {
  const [row] = await db.select().from(reservations).where(eq(reservations.paymentIntentId, paymentIntentId)).limit(1);
  return row;
}

export async function findVenueById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(venues).where(eq(venues.id, id)).limit(1);
  return row;
}

/** The waiting list of a day, first come first served. */
export async function listWaiting(tx: DbOrTx, venueId: number, date: string): Promise<ReservationRow[]> {
  return tx
    .select()
    .from(reservations)
    .where(and(eq(reservations.venueId, venueId), eq(reservations.date, date), eq(reservations.status, 'waiting')))
    .orderBy(asc(reservations.createdAt), asc(reservations.id));
}

/** The bookings of a day that hold a place now: pending, confirmed, waiting, offered, and holds not expired. */
export async function liveBookingsOfDay(
  db: DbOrTx,
  venueId: number,
  date: string,
  now: Date,
): Promise<Array<{ id: number; email: string; pax: number; clientKey: string | null }>> {
  // In a batch of bookings: the day read once (holds at each booking's "now"), plus the batch's own bookings.
  const inBatch = await readWithInserts(
    db,
    'reservations',
    `live:${venueId}:${date}`,
    () =>
      db
        .select({ ...liveFields, status: reservations.status, holdExpiresAt: reservations.holdExpiresAt })
        .from(reservations)
        .where(and(eq(reservations.venueId, venueId), eq(reservations.date, date), inArray(reservations.status, [...LIVE_STATUSES, 'held']))),
    (base, inserted: ReservationRow[]) =>
      [...base, ...inserted.filter((r) => r.venueId === venueId && r.date === date)]
        .filter((r) => (LIVE_STATUSES as readonly string[]).includes(r.status) || (r.status === 'held' && r.holdExpiresAt !== null && r.holdExpiresAt > now))
        .map(({ id, email, pax, clientKey }) => ({ id, email, pax, clientKey })),
  );
  if (inBatch) return inBatch;
  return db
    .select(liveFields)
    .from(reservations)
    .where(
      and(
        eq(reservations.venueId, venueId),
        eq(reservations.date, date),
        or(inArray(reservations.status, [...LIVE_STATUSES]), and(eq(reservations.status, 'held'), gt(reservations.holdExpiresAt, now))),
      ),
    );
}

/** A guest's bookings of a day, as the caps per guest count them (and holds not run out). */
const LIVE_STATUSES = ['pending', 'confirmed', 'waiting', 'offered'] as const;
const liveFields = { id: reservations.id, email: reservations.email, pax: reservations.pax, clientKey: reservations.clientKey };

/** The reservations of the days from `from` to `to` for the staff (holds in progress are not reservations yet). */
export async function listDays(db: DbOrTx, venueId: number, from: string, to: string, id?: number) {
  return db
    .select({ reservation: reservations, experienceTitle: experiences.title, zoneName: zones.name })
    .from(reservations)
    .leftJoin(experiences, eq(experiences.id, reservations.experienceId))
    .leftJoin(zones, eq(zones.id, reservations.zoneId))
    .where(
      and(
        eq(reservations.venueId, venueId),
        id === undefined ? and(gte(reservations.date, from), lte(reservations.date, to)) : eq(reservations.id, id),
        ne(reservations.status, 'held'),
      ),
    )
    .orderBy(asc(reservations.date), asc(reservations.time), asc(reservations.createdAt), asc(reservations.id));
}

/** Read once per batch of bookings (db/shared-reads.ts), as findZone: no booking writes them. */
export async function findExperience(db: DbOrTx, venueId: number, id: number) {
  return sharedRead(db, `experience:${venueId}:${id}`, async () => {
    const [row] = await db
      .select()
      .from(experiences)
      .where(and(eq(experiences.venueId, venueId), eq(experiences.id, id)))
      .limit(1);
    return row;
  });
}

export async function findZone(db: DbOrTx, id: number) {
  return sharedRead(db, `zone:${id}`, async () => {
    const [row] = await db.select().from(zones).where(eq(zones.id, id)).limit(1);
    return row;
  });
}

/** The zone `id` if it belongs to the venue. */
export async function findVenueZone(db: DbOrTx, venueId: number, id: number) {
  const [row] = await db
    .select({ id: zones.id })
    .from(zones)
    .where(and(eq(zones.venueId, venueId), eq(zones.id, id)))
    .limit(1);
  return row;
}

/** A hold of the booking flow, or a waiting-list offer in its card step (waiting-list/offer-card-step.ts). */
export const inCardStep = (status: ReservationRow['status']): boolean => status === 'held' || status === 'offered';

/** Paid holds (and offers in their card step) still waiting for their payment, opened since `since` (for the reconciliation). */
export async function listAwaitingPayments(db: DbOrTx, since: Date, limit: number): Promise<ReservationRow[]> {
  return db
    .select()
    .from(reservations)
    .where(
      and(
        inArray(reservations.status, ['held', 'offered']),
        eq(reservations.paymentStatus, 'awaiting'),
        isNotNull(reservations.paymentIntentId),
        gt(reservations.updatedAt, since),
      ),
    )
    .orderBy(asc(reservations.createdAt))
    .limit(limit);
}
