/** A venue's texts as its venue file set them (booking.textMessages): the sender when they are on. */
import type { Venue } from '../venues/venue-repository';

export function textSenderOf(venue: Pick<Venue, 'bookingSettings'>): string | null {
  const settings = venue.bookingSettings.textMessages;
  return settings?.enabled && settings.sender ? settings.sender : null;
}
