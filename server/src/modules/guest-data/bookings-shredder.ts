/**
 * Bookings, waiting-list entries and waiting-list offers (all reservations rows). Erasing keeps
 * the row's date, party, state and money (what the books and the availability need) and takes
 * out the person: names, e-mail, phone, notes, visiting reason, answers, the client address,
 * the consent to texts.
 * A waiting-list entry is closed (it holds no seats, and no offer could reach anyone).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { reservations, venues } from '../../db/schema';
import type { Tx } from '../../db/tx';
import { hhmm } from '../../lib/wall-clock';
import { type GuestShredder, isGuestAddress, mayBeAddress, noteContact } from './guest-shredder';

/** The person taken out of a booking: the columns every erase and every retention pass writes. */
export const ANONYMOUS_BOOKING = {
  firstName: '',
  lastName: '',
  email: '',
  phonePrefix: '',
  phone: '',
  notes: '',
  visitReason: '',
  clientKey: null,
  // No number is left to text: the consent to texts goes with it.
  textConsentAt: null,
  textConsentVersion: null,
  // No address is left to remind, nor anyone to reconfirm: the plan goes, the booking stays.
  remindAt: null,
  releaseAt: null,
} as const;

/** `closeWaiting`: an erasure closes the guest's waiting-list entries (retention finds only past ones, left as they were). */
export async function anonymiseBookings(tx: Tx, ids: number[], now: Date, closeWaiting: boolean): Promise<number> {
  if (!ids.length) return 0;
  if (closeWaiting) {
    await tx
      .update(reservations)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(and(inArray(reservations.id, ids), eq(reservations.status, 'waiting')));
  }
  const changed = await tx
    .update(reservations)
    .set({ ...ANONYMOUS_BOOKING, extraAnswers: [], anonymizedAt: now, updatedAt: now })
    .where(inArray(reservations.id, ids))
    .returning({ id: reservations.id });
  return changed.length;
}

export const bookingsShredder: GuestShredder = {
  name: 'bookings',
  async find(tx, scope, traces) {
    const rows = await tx
      .select({ r: reservations, venue: venues.slug })
      .from(reservations)
      .innerJoin(venues, eq(venues.id, reservations.venueId))
      .where(
        and(
          mayBeAddress(reservations.email, scope.email),
          isNull(reservations.anonymizedAt),
          scope.venueId === null ? undefined : eq(reservations.venueId, scope.venueId),
        ),
      )
      .orderBy(reservations.id);
    const mine = rows.filter(({ r }) => isGuestAddress(r.email, scope));
    for (const { r } of mine) {
      noteContact(traces, r.email, r.phone);
      traces.bookingIds.push(r.id);
      traces.publicIds.push(r.hash);
    }
    return mine.map(({ r, venue }) => ({
      id: r.id,
      venue,
      kind: r.status === 'waiting' ? 'waiting list' : r.status === 'offered' ? 'waiting-list offer' : 'booking',
      status: r.status,
      date: r.date,
      time: hhmm(r.time),
      guests: r.pax,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      phone: r.phone ? `${r.phonePrefix} ${r.phone}` : '',
      notes: r.notes,
      visitReason: r.visitReason,
      answers: r.extraAnswers,
      language: r.language,
      marketingConsent: r.marketingConsent,
      privacyAcceptedAt: r.privacyAcceptedAt,
      textConsentAt: r.textConsentAt,
      textConsentVersion: r.textConsentVersion,
      paymentAmount: r.paymentAmount,
      paymentStatus: r.paymentStatus,
      guaranteeAmount: r.guaranteeAmount,
      feeStatus: r.feeStatus,
      giftcardAmount: r.giftcardAmount,
      createdAt: r.createdAt,
      cancelledAt: r.cancelledAt,
      arrivedAt: r.arrivedAt,
    }));
  },
  erase: (tx, _scope, traces, now) => anonymiseBookings(tx, traces.bookingIds, now, true),
};
