/** The ids of the reservations a deadline task has to handle, in the order it handles them. */
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { asc } from 'drizzle-orm';
import { reservations } from '../../../db/schema';
import type { DbOrTx } from '../../../db/tx';

export async function dueReservationIds(db: DbOrTx, where: SQL | undefined, orderBy: AnyPgColumn, limit: number): Promise<number[]> {
  const rows = await db.select({ id: reservations.id }).from(reservations).where(where).orderBy(asc(orderBy), asc(reservations.id)).limit(limit);
  return rows.map((r) => r.id);
}
