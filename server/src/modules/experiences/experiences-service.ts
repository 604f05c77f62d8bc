/** Experience list and availability for a venue; the routes only parse and answer. */
import type { Db } from '../../db/client';
import { type ScopeRequest, resolveScope } from '../reservations/booking-modules';
import type { Venue } from '../venues/venue-repository';
import { type DayAvailability, type MonthAvailability, dayAvailability, monthAvailability } from './availability';
import { loadAvailabilityContext } from './availability-context';
import { bookedGuestsByExperience, listActiveZones, listVisibleExperiences } from './experience-repository';
import { type WireExperience, toWireExperience } from './experience-serializer';
import { monthDates, venueToday } from '../../lib/wall-clock';

export interface ExperienceListPage {
  elenco: WireExperience[];
  pagine: number;
  totale: number;
}

export async function getExperienceList(db: Db, venue: Venue, now: Date, page: number, perPage: number): Promise<ExperienceListPage> {
  // Not inside a transaction: on PostgreSQL each query takes a pooled connection of its own.
  const [all, zones, booked] = await Promise.all([listVisibleExperiences(db, venue.id), listActiveZones(db, venue.id), bookedGuestsByExperience(db, venue.id, now)]);
  const today = venueToday(now, venue.timezone);
  const items = all.slice((page - 1) * perPage, page * perPage).map((e) => {
    const listed = e.zoneIds;
    return toWireExperience(e, {
      today,
      bookedGuests: booked.get(e.id) ?? 0,
      zones: e.zoneChoice ? zones.filter((z) => !listed || listed.includes(z.id)) : [],
    });
  });
  return { elenco: items, pagine: Math.ceil(all.length / perPage), totale: all.length };
}

export async function getMonthAvailability(
  db: Db,
  venue: Venue,
  now: Date,
  query: { year: number; month: number; pax: number } & ScopeRequest,
): Promise<MonthAvailability> {
  const dates = monthDates(query.year, query.month);
  const { scope } = await resolveScope(db, venue.id, query);
  // Days before today are 'past' whatever their bookings: only today onwards is read, so the
  // call does not slow down as the venue's history grows (bench/api-load.mjs).
  const today = venueToday(now, venue.timezone);
  const from = dates[0]! < today ? today : dates[0]!;
  const ctx = await loadAvailabilityContext(db, venue, from, dates[dates.length - 1]!, now, { scope });
  return monthAvailability(ctx, query.year, query.month, query.pax);
}

export async function getDayAvailability(db: Db, venue: Venue, now: Date, query: { day: string; pax: number } & ScopeRequest): Promise<DayAvailability> {
  const { scope } = await resolveScope(db, venue.id, query);
  const ctx = await loadAvailabilityContext(db, venue, query.day, query.day, now, { scope });
  return dayAvailability(ctx, query.day, query.pax);
}
