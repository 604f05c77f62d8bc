/**
 * Staff's notes about the guest (modules/reservations/guest-history), found by the guest's e-mail
 * key and the phones their bookings gave. They are about the person alone: erasing deletes them.
 * The guest's history needs no shredder of its own: it is read from the bookings, whose keys the
 * bookings shredder empties.
 */
import { and, eq, inArray, or } from 'drizzle-orm';
import { guestNotes, reservations } from '../../db/schema';
import { deleteGuestNotes } from '../reservations/guest-history/guest-notes-repository';
import type { GuestScope, GuestShredder, GuestTraces } from './guest-shredder';
import type { Tx } from '../../db/tx';

/** The phone keys of the guest's bookings (read before the bookings shredder empties them: it runs first, so from its traces). */
async function phoneKeys(tx: Tx, traces: GuestTraces): Promise<string[]> {
  if (!traces.bookingIds.length) return [];
  const rows = await tx.select({ key: reservations.guestPhoneKey }).from(reservations).where(inArray(reservations.id, traces.bookingIds));
  return [...new Set(rows.flatMap((r) => (r.key ? [r.key] : [])))];
}

async function notesOf(tx: Tx, scope: GuestScope, phones: string[]) {
  const byKey = or(eq(guestNotes.emailKey, scope.email), phones.length ? inArray(guestNotes.phoneKey, phones) : undefined);
  return tx
    .select()
    .from(guestNotes)
    .where(and(byKey, scope.venueId === null ? undefined : eq(guestNotes.venueId, scope.venueId)))
    .orderBy(guestNotes.id);
}

/** Phones found by `find`, for `erase` (which runs after the bookings lost theirs). */
const PHONES = new WeakMap<GuestTraces, string[]>();

export const guestNotesShredder: GuestShredder = {
  name: 'guestNotes',
  async find(tx, scope, traces) {
    const phones = await phoneKeys(tx, traces);
    PHONES.set(traces, phones);
    return (await notesOf(tx, scope, phones)).map((n) => ({ note: n.note, by: n.updatedBy, createdAt: n.createdAt, updatedAt: n.updatedAt }));
  },
  erase: (tx, scope, traces) => deleteGuestNotes(tx, scope.venueId, [scope.email], PHONES.get(traces) ?? []),
};
