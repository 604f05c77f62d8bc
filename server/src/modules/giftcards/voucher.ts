/**
 * Experience vouchers (docs/giftcards.md, "Experience vouchers"): a gift card product for a named
 * experience and party. The order keeps what was sold (experience, party, what it covers); its
 * cards book that experience once each, through the booking's payment step (reservations/
 * giftcard-payment.ts), where `voucherShare` says what a voucher pays.
 */
import { and, eq } from 'drizzle-orm';
import { experiences } from '../../db/schema';
import type { VoucherCovers } from '../../db/schema';
import type { DbOrTx } from '../../db/tx';
import type { OrderRow } from './order-repository';
import type { ProductRow } from './product-repository';

export interface VoucherTerms {
  experienceId: number;
  guests: number;
  covers: VoucherCovers;
}

/** The voucher an order sold (null: a gift card of an amount, or its experience was removed). */
export function voucherOf(order: Pick<OrderRow, 'voucherExperienceId' | 'voucherGuests' | 'voucherCovers'>): VoucherTerms | null {
  if (!order.voucherExperienceId || !order.voucherGuests) return null;
  return { experienceId: order.voucherExperienceId, guests: order.voucherGuests, covers: order.voucherCovers ?? 'experience' };
}

/** Was the order sold as a voucher (even if its experience has since gone)? */
export const isVoucherOrder = (order: Pick<OrderRow, 'voucherGuests'>): boolean => order.voucherGuests !== null;

/**
 * The order columns of a voucher product, its experience found by its key in the venue file
 * (undefined: the experience is no longer offered, so the voucher cannot be sold).
 */
export async function voucherColumnsOf(db: DbOrTx, venueId: number, product: ProductRow) {
  if (!product.voucherExperienceKey) return { voucherExperienceId: null, voucherGuests: null, voucherCovers: null };
  const [experience] = await db
    .select({ id: experiences.id, active: experiences.active })
    .from(experiences)
    .where(and(eq(experiences.venueId, venueId), eq(experiences.key, product.voucherExperienceKey)))
    .limit(1);
  if (!experience?.active) return undefined;
  return { voucherExperienceId: experience.id, voucherGuests: product.voucherGuests, voucherCovers: product.voucherCovers ?? 'experience' };
}

/**
 * What a voucher pays of a booking's online payment: its experience for its party at today's
 * price ('experience'), or up to what was paid for it ('amount'); a larger party pays the rest.
 * The voucher itself is used up by the one booking whatever it pays (it never gives change).
 */
export function voucherShare(voucher: VoucherTerms, initialAmount: number, booking: { paymentAmount: number; pax: number }): number {
  if (voucher.covers === 'amount') return Math.min(initialAmount, booking.paymentAmount);
  const unit = booking.pax > 0 ? booking.paymentAmount / booking.pax : 0;
  return Math.min(booking.paymentAmount, Math.round(unit * Math.min(voucher.guests, booking.pax)));
}
