/** Queries on the staff audit log (staff_actions). */
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffActions } from '../../db/schema';
import type { DbOrTx } from '../../db/tx';

export type StaffActionRow = typeof staffActions.$inferSelect;
export type NewStaffAction = typeof staffActions.$inferInsert;

export async function insertStaffAction(db: DbOrTx, row: NewStaffAction): Promise<void> {
  await db.insert(staffActions).values(row);
}

/** A venue's rows, newest first; `before` (a row id) pages back. */
export async function listStaffActions(db: Db, venueId: number, page: { limit: number; before?: number }): Promise<StaffActionRow[]> {
  return db
    .select()
    .from(staffActions)
    .where(and(eq(staffActions.venueId, venueId), page.before ? lt(staffActions.id, page.before) : undefined))
    .orderBy(desc(staffActions.id))
    .limit(page.limit);
}
