/**
 * Queues the text that goes with a reservation e-mail, in the same transaction (called by
 * reservations/reservation-notify.ts): only where the venue's texts are on, a provider is set,
 * and the guest gave a number and agreed at booking. What is sent is decided again when the
 * text's turn comes (text-dispatcher.ts): a booking cancelled or a number STOPped by then gets none.
 */
import type { DbOrTx } from '../../db/tx';
import type { ReservationRow } from '../reservations/reservation-repository';
import type { ReservationEmailKind } from '../reservations/email/reservation-email-kinds';
import { reservationStart } from '../reservations/reservation-view';
import type { Venue } from '../venues/venue-repository';
import { e164 } from './phone-mask';
import { type TextKind, textKindOf } from './text-kinds';
import { insertText } from './text-repository';
import { textSenderOf } from './text-settings';

/** One text per booking and kind; a reminder per visit start (a moved booking is reminded of its new time). */
export function dedupeKeyOf(kind: TextKind, r: ReservationRow, venue: Pick<Venue, 'timezone'>): string {
  return kind === 'reminder' ? `${r.id}:reminder:${reservationStart(r, venue.timezone).toISOString()}` : `${r.id}:${kind}`;
}

/** The guest agreed, and gave a number a text can reach. */
export const wantsTexts = (r: ReservationRow): boolean => !!r.textConsentAt && !r.anonymizedAt && !!e164(r.phonePrefix, r.phone);

export async function queueTextFor(db: DbOrTx, venue: Venue, r: ReservationRow, email: ReservationEmailKind): Promise<boolean> {
  const kind = textKindOf(email);
  if (!kind || !textSenderOf(venue) || !wantsTexts(r)) return false;
  return insertText(db, { venueId: venue.id, reservationId: r.id, kind, dedupeKey: dedupeKeyOf(kind, r, venue) });
}
