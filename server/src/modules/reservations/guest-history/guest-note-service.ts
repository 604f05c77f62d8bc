/** Staff's note about a reservation's guest, written from the door's card or the staff tool. */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../../lib/api-error';
import type { ActionAudit } from '../../staff/staff-audit';
import type { Venue } from '../../venues/venue-repository';
import { findReservationById } from '../reservation-repository';
import { hasKey } from './guest-keys';
import { saveGuestNote } from './guest-notes-repository';

export async function saveNoteFor(app: FastifyInstance, venue: Venue, id: number, note: string, audit: ActionAudit, by: string): Promise<void> {
  await app.db.transaction(async (tx) => {
    const row = await findReservationById(tx, venue.id, id);
    if (!row) throw new ApiError(404, 'RESERVATION_NOT_FOUND', 'No such reservation');
    const keys = { email: row.guestEmailKey, phone: row.guestPhoneKey };
    // A walk-in without a name's address, or an erased guest: no one to remember.
    if (!hasKey(keys)) throw new ApiError(409, 'GUEST_UNKNOWN', 'This booking names no guest by e-mail or phone: a note could not follow them');
    const saved = await saveGuestNote(tx, venue.id, keys, note, by, app.clock());
    // The log says that the note changed, not what it says (it may name the person).
    await audit.ok(tx, { deleted: saved === null, length: note.length });
  });
}
