/**
 * The venue's card rule by history (booking.cardGuarantee.afterNoShows): how many times the guest
 * did not come here in the last 12 months. Read only when the venue has the rule.
 */
import type { DbOrTx } from '../../../db/tx';
import { venueToday } from '../../../lib/wall-clock';
import type { Venue } from '../../venues/venue-repository';
import { historyOfGuest } from './guest-history-repository';
import type { GuestKeys } from './guest-keys';

export async function recentNoShows(db: DbOrTx, venue: Venue, keys: GuestKeys | null, now: Date): Promise<number> {
  if (venue.bookingSettings.cardGuarantee?.afterNoShows === undefined || !keys || (!keys.email && !keys.phone)) return 0;
  return (await historyOfGuest(db, venue.id, keys, venueToday(now, venue.timezone))).recentNoShows;
}
