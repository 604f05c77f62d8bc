/** Loads what the pure availability functions need for one venue and a date range. */
import type { DbOrTx } from '../../db/tx';
import { i18n } from '../../lib/i18n-text';
import type { Venue } from '../venues/venue-repository';
import type { AvailabilityContext } from './availability';
import {
  type ExperienceRow,
  bookedGuestsByExperience,
  listActiveZones,
  listBookableExperiences,
  listClosures,
  listHoldingReservations,
  listShifts,
} from './experience-repository';
import { hhmm } from '../../lib/wall-clock';

/**
 * Which part of the venue's booking a visitor sees. The plain /reserve flow: plain tables and
 * the experiences shown in the calendar (flagCalendario). A booking module (/r/{slug}) or a
 * direct experience link narrows it to some experiences, with or without plain tables.
 */
export interface BookingScope {
  /** null = every experience the scope allows. */
  experienceIds: number[] | null;
  tables: boolean;
  /** Only experiences with showInCalendar (the general flow); modules and links list theirs. */
  calendarOnly: boolean;
}

export const GENERAL_SCOPE: BookingScope = { experienceIds: null, tables: true, calendarOnly: true };

export interface LoadOptions {
  scope?: BookingScope;
  /** Measure the venue without this reservation (an edit moving it). */
  excludeReservationId?: number;
}

export function inScope(e: Pick<ExperienceRow, 'id' | 'showInCalendar'>, scope: BookingScope): boolean {
  if (scope.experienceIds) return scope.experienceIds.includes(e.id);
  return !scope.calendarOnly || e.showInCalendar;
}

export async function loadAvailabilityContext(db: DbOrTx, venue: Venue, from: string, to: string, now: Date, options: LoadOptions = {}): Promise<AvailabilityContext> {
  const scope = options.scope ?? GENERAL_SCOPE;
  const exclude = options.excludeReservationId;
  // Sent together: on PostgreSQL the pool's connections pipeline them (db/client.ts), one round
  // trip for the five, also inside a transaction (the booking measure, under the day's lock);
  // PGlite runs them one after another. Each experience comes with its zones, and the booked
  // guests are one query, to keep the round trips few.
  const [shifts, zones, closures, allExperiences, reservations] = await Promise.all([
    listShifts(db, venue.id),
    listActiveZones(db, venue.id),
    listClosures(db, venue.id, from, to),
    listBookableExperiences(db, venue.id),
    listHoldingReservations(db, venue.id, from, to, now, exclude),
  ]);
  const exps = allExperiences.filter((e) => inScope(e, scope));
  // Stock counts all dates: summed only for the experiences that enforce it.
  const stocked = exps.filter((e) => e.soldoutEnabled).map((e) => e.id);
  const booked = await bookedGuestsByExperience(db, venue.id, now, exclude, stocked);
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
      // A scope without plain tables leaves only the experiences in every shift.
      experienceOnly: s.experienceOnly || !scope.tables,
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
      zoneIds: e.zoneIds,
      // Every experience may be waited for: one paid online or card-guaranteed is paid, or its card
      // saved, when the guest confirms the offer (reservations/waiting-list/offer-card-step.ts).
      waitingList: true,
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
