/**
 * The online payment of a paid experience (tipoAcquisto): 1 prepaid, `prezzo` per guest; 2
 * deposit, `importoDepositoAcconto` per guest (the rest is paid at the venue). Taken at booking
 * during the hold; refunded in full when the guest cancels before the free-cancellation
 * deadline (`cancellazione` hours before the start; 0 = until the start), not after.
 * An experience paid online asks for no card guarantee: the payment stands in for it.
 */
import { wallInstant } from '../../lib/wall-clock';
import type { ExperienceRow } from '../experiences/experience-repository';

export interface PaymentTerms {
  /** 1 prepaid, 2 deposit. */
  type: 1 | 2;
  /** Per guest, minor units. */
  unitAmount: number;
  /** What the party pays online now. */
  amount: number;
  cancellationHours: number;
  /** Cancelling up to this instant refunds the payment in full; after it nothing is refunded. */
  freeCancellationUntil: Date;
}

export type PaymentSource = Pick<ExperienceRow, 'purchaseType' | 'price' | 'depositAmount' | 'cancellationHours'>;

/** The per-guest amount an experience takes online (0: nothing online). */
export function onlineUnitAmount(e: Partial<PaymentSource> | null | undefined): number {
  if (!e) return 0;
  if (e.purchaseType === 1) return Math.max(0, e.price ?? 0);
  if (e.purchaseType === 2) return Math.max(0, e.depositAmount ?? 0);
  return 0;
}

export function paymentTerms(experience: PaymentSource | null, booking: { date: string; time: string; pax: number }, timezone: string): PaymentTerms | null {
  const unit = onlineUnitAmount(experience);
  if (!experience || unit <= 0) return null;
  const start = wallInstant(booking.date, booking.time, timezone) ?? new Date(`${booking.date}T${booking.time}:00Z`);
  return {
    type: experience.purchaseType as 1 | 2,
    unitAmount: unit,
    amount: unit * booking.pax,
    cancellationHours: experience.cancellationHours,
    freeCancellationUntil: new Date(start.getTime() - experience.cancellationHours * 3_600_000),
  };
}

/** Would a cancellation now give the money back? */
export function refundableNow(r: { paymentStatus: string; freeCancellationUntil: Date | null }, now: Date): boolean {
  return r.paymentStatus === 'paid' && (!r.freeCancellationUntil || now.getTime() <= r.freeCancellationUntil.getTime());
}
