/**
 * Staff's note about a guest, one per guest and venue, found by either key. A guest first known
 * by e-mail and later by phone too keeps the same note (the missing key is filled in on save).
 */
import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { guestNotes } from '../../../db/schema';
import type { DbOrTx } from '../../../db/tx';
import type { GuestKeys } from './guest-keys';

export type GuestNoteRow = typeof guestNotes.$inferSelect;

function matching(venueId: number, keys: GuestKeys): SQL | undefined {
  const match: SQL[] = [];
  if (keys.email) match.push(eq(guestNotes.emailKey, keys.email));
  if (keys.phone) match.push(eq(guestNotes.phoneKey, keys.phone));
  return match.length ? and(eq(guestNotes.venueId, venueId), or(...match)) : undefined;
}

export async function findGuestNote(db: DbOrTx, venueId: number, keys: GuestKeys): Promise<GuestNoteRow | undefined> {
  const where = matching(venueId, keys);
  if (!where) return undefined;
  const [row] = await db.select().from(guestNotes).where(where).orderBy(desc(guestNotes.updatedAt), desc(guestNotes.id)).limit(1);
  return row;
}

/** Writes the guest's note (an empty text deletes it); answers the note as it is now. */
export async function saveGuestNote(db: DbOrTx, venueId: number, keys: GuestKeys, note: string, by: string, now: Date): Promise<GuestNoteRow | null> {
  const found = await findGuestNote(db, venueId, keys);
  if (!note) {
    if (found) await db.delete(guestNotes).where(eq(guestNotes.id, found.id));
    return null;
  }
  if (found) {
    const [row] = await db
      .update(guestNotes)
      .set({ note, updatedBy: by, updatedAt: now, emailKey: found.emailKey ?? keys.email, phoneKey: found.phoneKey ?? keys.phone })
      .where(eq(guestNotes.id, found.id))
      .returning();
    return row!;
  }
  const [row] = await db
    .insert(guestNotes)
    .values({ venueId, emailKey: keys.email, phoneKey: keys.phone, note, updatedBy: by, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

/** The notes of the guests of some reservations' keys, for a day's list: by key. */
export async function notesForKeys(db: DbOrTx, venueId: number, emails: string[], phones: string[]): Promise<GuestNoteRow[]> {
  const match: SQL[] = [];
  if (emails.length) match.push(inArray(guestNotes.emailKey, emails));
  if (phones.length) match.push(inArray(guestNotes.phoneKey, phones));
  if (!match.length) return [];
  return db
    .select()
    .from(guestNotes)
    .where(and(eq(guestNotes.venueId, venueId), or(...match)))
    .orderBy(desc(guestNotes.updatedAt), desc(guestNotes.id));
}

/** An erasure: every note of the guest's keys (a venue's, or every venue's). */
export async function deleteGuestNotes(db: DbOrTx, venueId: number | null, emails: string[], phones: string[]): Promise<number> {
  const match: SQL[] = [];
  if (emails.length) match.push(inArray(guestNotes.emailKey, emails));
  if (phones.length) match.push(inArray(guestNotes.phoneKey, phones));
  if (!match.length) return 0;
  const gone = await db
    .delete(guestNotes)
    .where(and(venueId === null ? undefined : eq(guestNotes.venueId, venueId), or(...match)))
    .returning({ id: guestNotes.id });
  return gone.length;
}
