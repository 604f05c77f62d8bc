/**
 * Which event a booking's change is, told from the message its guest gets about it (every change
 * a guest is told of goes through reservations/reservation-notify.ts): the guest's e-mail and
 * the venue's event come from the same place, so neither is forgotten for a new kind of change.
 * `from` is the status before, where the same message follows two changes (confirming an offer
 * and taking a guest off the list both say "a table is free"). Arrivals and no-shows are told to
 * nobody: their services emit them.
 */
import type { ReservationEmailKind } from '../reservations/email/reservation-email-kinds';
import type { WebhookEventType } from './webhook-events';

export function bookingEventOf(kind: ReservationEmailKind, from?: string): WebhookEventType | null {
  switch (kind) {
    case 'confirmed':
    case 'pending':
      return from === 'offered' ? 'offer.accepted' : 'booking.created';
    case 'waiting':
      return 'booking.created';
    case 'table-freed':
      return from === 'offered' ? 'offer.accepted' : 'booking.changed';
    case 'accepted':
    case 'edited':
      return 'booking.changed';
    case 'rejected':
    case 'cancelled':
    case 'left-list':
    case 'released':
      return 'booking.cancelled';
    case 'offer':
      return 'offer.made';
    case 'offer-expired':
      return 'offer.expired';
    // A reminder, a payment's refund, a fee's card check change nothing a venue's systems track.
    case 'reminder':
    case 'payment-refunded':
    case 'fee-authentication':
      return null;
  }
}
