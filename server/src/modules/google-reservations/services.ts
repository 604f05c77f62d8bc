/**
 * What a venue offers Google: its plain tables (service `table`) and each bookable experience
 * (`experience-{key}`, its id in the venue file). Experiences paid online or with a card guarantee
 * are not offered (Google would need its own payment flow), nor a plain table for the party
 * sizes the venue guarantees by card: Google books only what needs no card.
 */
import type { DbOrTx } from '../../db/tx';
import { type ExperienceWithZones, listBookableExperiences } from '../experiences/experience-repository';
import { guaranteeTerms } from '../reservations/guarantee';
import { onlineUnitAmount } from '../reservations/payment';
import type { Venue } from '../venues/venue-repository';

export const TABLE_SERVICE = 'table';
const EXPERIENCE_PREFIX = 'experience-';

export interface GoogleService {
  id: string;
  /** null: a plain table. */
  experience: ExperienceWithZones | null;
}

export const experienceServiceId = (key: string) => `${EXPERIENCE_PREFIX}${key}`;

/** Needs a card whatever the party and time: never offered. */
function alwaysNeedsCard(e: ExperienceWithZones): boolean {
  return onlineUnitAmount(e) > 0 || ((e.guaranteeType === 1 || e.guaranteeType === 2) && e.guaranteeAmount > 0);
}

export async function listServices(db: DbOrTx, venue: Venue): Promise<GoogleService[]> {
  // The venue takes no online bookings: Google gets none either.
  if (!venue.bookingEnabled) return [];
  const experiences = await listBookableExperiences(db, venue.id);
  return [{ id: TABLE_SERVICE, experience: null }, ...experiences.filter((e) => !alwaysNeedsCard(e)).map((e) => ({ id: experienceServiceId(e.key), experience: e }))];
}

/** A party this service books without a card (the venue's guarantee of plain tables from a party size up). */
export function bookableWithoutCard(venue: Venue, service: GoogleService, slot: { date: string; time: string; pax: number }): boolean {
  if (service.experience) return true;
  return guaranteeTerms(venue.bookingSettings, null, slot, venue.timezone) === null;
}
