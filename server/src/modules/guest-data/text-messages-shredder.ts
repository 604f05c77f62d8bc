/**
 * Texts about the guest's bookings (modules/text-messages) and the STOP replies of their numbers
 * to those venues. A text row holds no number and no words (both are read from the booking when
 * it goes); erasing deletes the rows, so what was sent to the guest and when is gone too, and the
 * STOPs of their numbers: with no number and no consent left, nothing could be sent to it anyway.
 */
import { and, eq, inArray, or } from 'drizzle-orm';
import { reservations, textMessages, textOptOuts } from '../../db/schema';
import { e164 } from '../text-messages/phone-mask';
import type { GuestShredder, GuestTraces } from './guest-shredder';

function optOutsOf(numbers: GuestTraces['textNumbers']) {
  return or(...numbers.map((n) => and(eq(textOptOuts.venueId, n.venueId), eq(textOptOuts.phone, n.phone))));
}

export const textMessagesShredder: GuestShredder = {
  name: 'textMessages',
  async find(tx, _scope, traces) {
    if (!traces.bookingIds.length) return [];
    const bookings = await tx
      .select({ venueId: reservations.venueId, prefix: reservations.phonePrefix, phone: reservations.phone })
      .from(reservations)
      .where(inArray(reservations.id, traces.bookingIds));
    const seen = new Set<string>();
    for (const b of bookings) {
      const phone = e164(b.prefix, b.phone);
      if (phone && !seen.has(`${b.venueId}:${phone}`)) {
        seen.add(`${b.venueId}:${phone}`);
        traces.textNumbers.push({ venueId: b.venueId, phone });
      }
    }
    const texts = await tx
      .select({
        reservationId: textMessages.reservationId,
        kind: textMessages.kind,
        status: textMessages.status,
        sentAt: textMessages.sentAt,
        createdAt: textMessages.createdAt,
      })
      .from(textMessages)
      .where(inArray(textMessages.reservationId, traces.bookingIds))
      .orderBy(textMessages.id);
    const stops = traces.textNumbers.length ? await tx.select().from(textOptOuts).where(optOutsOf(traces.textNumbers)) : [];
    return [
      ...texts.map((t) => ({ kind: 'text', bookingId: t.reservationId, text: t.kind, status: t.status, queuedAt: t.createdAt, sentAt: t.sentAt })),
      ...stops.map((s) => ({ kind: 'stop reply', venueId: s.venueId, phone: s.phone, at: s.optedOutAt })),
    ];
  },
  async erase(tx, _scope, traces) {
    if (!traces.bookingIds.length) return 0;
    const texts = await tx.delete(textMessages).where(inArray(textMessages.reservationId, traces.bookingIds)).returning({ id: textMessages.id });
    const stops = traces.textNumbers.length ? await tx.delete(textOptOuts).where(optOutsOf(traces.textNumbers)).returning({ phone: textOptOuts.phone }) : [];
    return texts.length + stops.length;
  },
};
