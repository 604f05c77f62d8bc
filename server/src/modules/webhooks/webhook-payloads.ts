/**
 * The `data` of each event: what a venue's other systems need of the change, never a secret
 * (no edit-link hash, no gift card or promo code, no payment or card ids).
 */
import type { giftcardRedemptions, giftcards, promoClaims, reservations } from '../../db/schema';
import { hhmm } from '../../lib/wall-clock';

type ReservationRow = typeof reservations.$inferSelect;
type GiftcardRow = typeof giftcards.$inferSelect;
type RedemptionRow = typeof giftcardRedemptions.$inferSelect;
type ClaimRow = typeof promoClaims.$inferSelect;

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
const phoneOf = (prefix: string, phone: string): string => `${prefix} ${phone}`.trim();

export interface BookingKeys {
  zone: string | null;
  experience: string | null;
}

export function bookingData(venue: string, r: ReservationRow, keys: BookingKeys): Record<string, unknown> {
  return {
    venue,
    booking: {
      id: r.id,
      status: r.status,
      date: r.date,
      time: hhmm(r.time),
      guests: r.pax,
      zone: keys.zone,
      experience: keys.experience,
      durationMinutes: r.durationMinutes,
      guest: { firstName: r.firstName, lastName: r.lastName, email: r.email, phone: phoneOf(r.phonePrefix, r.phone), language: r.language },
      notes: r.notes,
      visitReason: r.visitReason,
      createdAt: r.createdAt.toISOString(),
      arrivedAt: iso(r.arrivedAt),
      cancelledAt: iso(r.cancelledAt),
      lateCancellation: r.lateCancellation,
      closedReason: r.closedReason,
      /** An offer's deadline (offer.made). */
      offerExpiresAt: r.status === 'offered' ? iso(r.holdExpiresAt) : null,
      payment: r.paymentType ? { amount: r.paymentAmount, status: r.paymentStatus, refundedAmount: r.refundedAmount } : null,
    },
  };
}

/**
 * An amount taken off a card (or given back to it): at the venue by staff, or online for a
 * booking's payment (`bookingId`, the booking's id as its `booking.*` events carry it).
 */
export type GiftcardMovement = Pick<RedemptionRow, 'amount' | 'balanceAfter'> & { bookingId?: number };

export function giftcardData(venue: string, card: GiftcardRow, redemption?: GiftcardMovement): Record<string, unknown> {
  return {
    venue,
    giftcard: {
      id: card.id,
      orderId: card.orderId,
      amount: card.initialAmount,
      balance: card.balance,
      currency: card.currency,
      status: card.status,
      expiresOn: card.expiresOn,
      issuedAt: card.issuedAt.toISOString(),
    },
    ...(redemption
      ? {
          redemption: {
            amount: redemption.amount,
            balanceAfter: redemption.balanceAfter,
            channel: redemption.bookingId === undefined ? 'venue' : 'online',
            bookingId: redemption.bookingId ?? null,
          },
        }
      : {}),
  };
}

export function promotionData(venue: string, promotion: string, c: ClaimRow): Record<string, unknown> {
  return {
    venue,
    promotion,
    claim: {
      id: c.id,
      guest: { firstName: c.firstName, lastName: c.lastName, email: c.email, phone: phoneOf(c.phonePrefix, c.phone), language: c.language },
      marketingConsent: c.marketingConsent,
      claimedAt: c.claimedAt.toISOString(),
      useBy: c.useBy,
      redeemedAt: iso(c.redeemedAt),
    },
  };
}
