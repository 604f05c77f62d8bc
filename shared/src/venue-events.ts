/**
 * What the venue's own scripts may count: a booking made, a gift card order placed, a promotion
 * claimed, told on the page without any secret (no edit hash, fingerprint, claim id or code),
 * since the pages that carry those run none of the venue's scripts (docs/security.md). Each
 * event is dispatched on `window` as `venue:event`: on the site, and on the venue's own website
 * around the embedded booking, which gets no global of ours.
 */
export type VenueEvent =
  | {
      type: 'booking';
      /** The end message's outcome: confirmed, pending (a request), waiting (the waiting list). */
      outcome: 'confirmed' | 'pending' | 'waiting';
      partySize: number;
      /** The visit, in the venue's time zone. */
      date: string;
      time: string;
      /** A paid experience's price for the party, in minor units of `currency`. */
      value?: number;
      currency?: string;
    }
  /** A gift card order sent from the checkout, before its payment: `value` is its total in minor units. */
  | { type: 'giftcard-order'; quantity: number; value: number; currency: string }
  | { type: 'promo-claim'; promotion: string };

export const VENUE_EVENT = 'venue:event';

export function announceToVenue(event: VenueEvent): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(VENUE_EVENT, { detail: event }));
}
