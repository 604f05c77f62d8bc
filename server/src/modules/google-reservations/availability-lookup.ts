/**
 * BatchAvailabilityLookup: is each slot bookable now, as a booking from the page would find it
 * (the venue's notice and horizon, shifts, zones, experiences' limits, the bookings held)? One
 * read of the venue for all the slots (one snapshot), then the pure availability rules per day
 * and party size. A slot that would only join the waiting list, or that needs a card, is not
 * available: Google books neither.
 */
import type { Db } from '../../db/client';
import { type DayAvailability, dayAvailability } from '../experiences/availability';
import { loadAvailabilityContext } from '../experiences/availability-context';
import { EVERYTHING } from '../reservations/booking-measure';
import { checkChoice } from '../reservations/booking-choice';
import type { Venue } from '../venues/venue-repository';
import { type GoogleService, bookableWithoutCard } from './services';
import type { SlotChoice } from './wire';

export async function slotsAvailable(db: Db, venue: Venue, services: GoogleService[], slots: SlotChoice[], now: Date): Promise<boolean[]> {
  if (!slots.length) return [];
  const dates = slots.map((s) => s.date).sort();
  const ctx = await db.transaction((tx) => loadAvailabilityContext(tx, venue, dates[0]!, dates[dates.length - 1]!, now, { scope: EVERYTHING }), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
  const byId = new Map(services.map((s) => [s.id, s]));
  // Each day measured with its own bookings only (as the month calendar does).
  const bookingsOf = new Map<string, typeof ctx.reservations>();
  for (const r of ctx.reservations) {
    const list = bookingsOf.get(r.date);
    if (list) list.push(r);
    else bookingsOf.set(r.date, [r]);
  }
  const days = new Map<string, DayAvailability>();
  return slots.map((slot) => {
    const service = byId.get(slot.serviceId);
    if (!service || !bookableWithoutCard(venue, service, slot)) return false;
    const key = `${slot.date}|${slot.pax}`;
    let day = days.get(key);
    if (!day) days.set(key, (day = dayAvailability({ ...ctx, reservations: bookingsOf.get(slot.date) ?? [] }, slot.date, slot.pax)));
    const e = service.experience;
    const result = checkChoice(
      day,
      { date: slot.date, time: slot.time, pax: slot.pax, zoneId: null, experienceId: e?.id ?? null },
      e ? { hasOwnTimes: e.hasOwnTimes, zoneIds: e.zoneIds } : null,
    );
    return result.ok;
  });
}
