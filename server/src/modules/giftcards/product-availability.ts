/** Whether a gift card product can be bought now (docs/product.md#errors: 'not available'). */
import { venueToday } from '../../lib/wall-clock';

export interface ProductFacts {
  active: boolean;
  salesEndOn: string | null;
}

export interface VenueFacts {
  giftcardsEnabled: boolean;
  timezone: string;
}

export function isSellable(product: ProductFacts, venue: VenueFacts, now: Date): boolean {
  if (!venue.giftcardsEnabled || !product.active) return false;
  return !product.salesEndOn || venueToday(now, venue.timezone) <= product.salesEndOn;
}
