/**
 * The venue's address and phone, for every booking e-mail and calendar file: the guest finds
 * the place and can call it. Labels in the guest's language; the address as the venue writes it.
 */
import type { Language } from '../../../lib/i18n-text';
import type { Venue } from '../../venues/venue-repository';

const LABELS: Record<Language, { address: string; phone: string }> = {
  it: { address: 'Indirizzo', phone: 'Telefono' },
  en: { address: 'Address', phone: 'Phone' },
  fr: { address: 'Adresse', phone: 'Téléphone' },
  es: { address: 'Dirección', phone: 'Teléfono' },
  de: { address: 'Adresse', phone: 'Telefon' },
};

export const venueAddress = (venue: Pick<Venue, 'address' | 'city'>): string => [venue.address, venue.city].filter(Boolean).join(', ');

export function venueContactLines(venue: Pick<Venue, 'name' | 'address' | 'city' | 'phone'>, language: Language): string[] {
  const labels = LABELS[language];
  const address = venueAddress(venue);
  return [...(address ? [`${labels.address}: ${venue.name}, ${address}`] : []), ...(venue.phone ? [`${labels.phone}: ${venue.phone}`] : [])];
}
