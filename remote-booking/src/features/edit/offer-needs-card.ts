import type { Reservation } from '../../api/booking-api';

/** A waiting-list offer whose terms ask for a card (a payment, a guarantee) before the place is the guest's. */
export const offerNeedsCard = (r: Reservation): boolean => r.payment?.status === 'awaiting' || (r.guarantee !== null && !r.guarantee.cardSaved);
