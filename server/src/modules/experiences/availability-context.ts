/** Loads what the pure availability functions need for one venue and a date range. */
import type { Db } from '../../db/client';
import { i18n } from '../../lib/i18n-text';
import type { Venue } from '../venues/venue-repository';
import type { AvailabilityContext } from './availability';
import {
  bookedGuestsByExperience,
  experienceZoneIds,
  listActiveZones,
  listBookableExperiences,
  listClosures,
  listHoldingReservations,
  listShifts,
} from './experience-repository';
import { hhmm } from '../../lib/wall-clock';

export async function loadAvailabilityContext(
  db: Db,
  venue: Venue,
  from: string,
  to: string,
  now: Date,
): Promise<AvailabilityContext> {
  const [shifts, zones, closures, exps, booked, reservations] = await Promise.all([
    listShifts(db, venue.id),
    listActiveZones(db, venue.id),
    listClosures(db, venue.id, from, to),
    listBookableExperiences(db, venue.id),
    bookedGuestsByExperience(db, venue.id),
    listHoldingReservations(db, venue.id, from, to),
  ]);
  const zoneIds = await experienceZoneIds(
    db,
    exps.map((e) => e.id),
  );
  return {
    timezone: venue.timezone,
    settings: venue.bookingSettings,
    now,
    closures,
    shifts: shifts.map((s) => ({
      id: s.id,
      weekday: s.weekday,
      name: s.name,
      start: hhmm(s.startTime),
      end: hhmm(s.endTime),
      intervalMinutes: s.slotIntervalMinutes,
      capacity: s.capacity,
      experienceOnly: s.experienceOnly,
    })),
    zones: zones.map((z) => ({ id: z.id, name: i18n(z.name), seats: z.seats })),
    experiences: exps.map((e) => ({
      id: e.id,
      minGuests: e.minGuests,
      maxGuests: e.maxGuests,
      maxReservationsPerSlot: e.maxReservationsPerSlot,
      stock: e.stock,
      soldoutEnabled: e.soldoutEnabled,
      bookedGuests: booked.get(e.id) ?? 0,
      hasDates: e.hasDates,
      startsOn: e.startsOn,
      endsOn: e.endsOn,
      hasOwnTimes: e.hasOwnTimes,
      times: e.times.map(hhmm),
      weekdays: e.weekdays,
      zoneIds: zoneIds.get(e.id) ?? null,
    })),
    reservations: reservations.map((r) => ({
      date: r.date,
      time: hhmm(r.time),
      pax: r.pax,
      zoneId: r.zoneId,
      experienceId: r.experienceId,
      usesTables: !r.ownTimes,
    })),
  };
}
