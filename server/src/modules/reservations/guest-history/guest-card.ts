/**
 * What the door's booking card and the staff tool say about a reservation's guest: their history
 * at this venue and staff's note about them. One query each for a whole day's list.
 */
import type { DbOrTx } from '../../../db/tx';
import type { ReservationRow } from '../reservation-repository';
import { type GuestHistory, NO_HISTORY, historiesOf } from './guest-history-repository';
import { type GuestNoteRow, notesForKeys } from './guest-notes-repository';

export interface GuestCard extends GuestHistory {
  note: { text: string; by: string; at: string } | null;
}

type Keyed = Pick<ReservationRow, 'id' | 'guestEmailKey' | 'guestPhoneKey'>;

const noteOf = (n: GuestNoteRow | undefined): GuestCard['note'] => (n ? { text: n.note, by: n.updatedBy, at: n.updatedAt.toISOString() } : null);

export async function guestCardsOf(db: DbOrTx, venueId: number, rows: Keyed[], today: string): Promise<Map<number, GuestCard>> {
  const named = rows.filter((r) => r.guestEmailKey || r.guestPhoneKey);
  const histories = await historiesOf(
    db,
    venueId,
    named.map((r) => r.id),
    today,
  );
  const notes = await notesForKeys(
    db,
    venueId,
    [...new Set(named.flatMap((r) => (r.guestEmailKey ? [r.guestEmailKey] : [])))],
    [...new Set(named.flatMap((r) => (r.guestPhoneKey ? [r.guestPhoneKey] : [])))],
  );
  const cards = new Map<number, GuestCard>();
  for (const r of named) {
    // Newest first: the note staff wrote last for either key.
    const note = notes.find((n) => (r.guestEmailKey && n.emailKey === r.guestEmailKey) || (r.guestPhoneKey && n.phoneKey === r.guestPhoneKey));
    cards.set(r.id, { ...(histories.get(r.id) ?? NO_HISTORY), note: noteOf(note) });
  }
  return cards;
}
