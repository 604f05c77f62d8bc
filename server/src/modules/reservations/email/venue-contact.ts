/**
 * The venue's address and phone, for every booking e-mail and calendar file: the guest finds
 * the place and can call it. Labels in the guest's language; the address as the venue writes it.
 */
import type { Language } from '../../../lib/i18n-text';
import { textsIn } from '../../../i18n/texts';
import type { Venue } from '../../venues/venue-repository';

export const venueAddress = (venue: Pick<Venue, 'address' | 'city'>): string => [venue.address, venue.city].filter(Boolean).join(', ');

export function venueContactLines(venue: Pick<Venue, 'name' | 'address' | 'city' | 'phone'>, language: Language): string[] {
  const t = textsIn(language, 'venueContact');
  const address = venueAddress(venue);
  return [...(address ? [`${t('address')}: ${venue.name}, ${address}`] : []), ...(venue.phone ? [`${t('phone')}: ${venue.phone}`] : [])];
}
