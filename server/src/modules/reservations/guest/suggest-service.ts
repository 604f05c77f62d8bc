/**
 * Suggestions when a time or a day is full: the nearest times that day that would take this
 * party, then the nearest time on each of the following days. The same pure rules as the
 * calendar and the writes (dayAvailability + checkChoice), in the venue's time zone, for the
 * same scope (module, experience link), zone and experience as the guest's choice.
 */
import type { FastifyInstance } from 'fastify';
import { addDays, toMinutes } from '../../../lib/wall-clock';
import { dayAvailability } from '../../experiences/availability';
import { loadAvailabilityContext } from '../../experiences/availability-context';
import { experienceZoneIds } from '../../experiences/experience-repository';
import type { Venue } from '../../venues/venue-repository';
import { checkChoice } from '../booking-choice';
import { bookableExperience } from '../booking-measure';
import { resolveScope } from '../booking-modules';
import type { QuoteInput } from '../quote-service';

/** Times offered on the day asked, and how many following days are searched and shown. */
export const SAME_DAY_SUGGESTIONS = 4;
export const NEXT_DAYS_SEARCHED = 14;
export const NEXT_DAY_SUGGESTIONS = 4;

export interface Suggestion {
  date: string;
  time: string;
}

export async function suggestTimes(app: FastifyInstance, venue: Venue, input: QuoteInput): Promise<{ sameDay: Suggestion[]; nextDays: Suggestion[] }> {
  const now = app.clock();
  const { scope } = await resolveScope(app.db, venue.id, { module: input.module, experience: input.experience });
  const experience = await bookableExperience(app.db, venue.id, input.experience ?? null);
  const zoneIds = experience ? ((await experienceZoneIds(app.db, [experience.id])).get(experience.id) ?? null) : null;
  const seating = experience ? { hasOwnTimes: experience.hasOwnTimes, zoneIds } : null;
  const last = addDays(input.date, NEXT_DAYS_SEARCHED);
  const ctx = await loadAvailabilityContext(app.db, venue, input.date, last, now, { scope: { ...scope, calendarOnly: false } });
  const wanted = toMinutes(input.time);
  const byDistance = (a: string, b: string) => Math.abs(toMinutes(a) - wanted) - Math.abs(toMinutes(b) - wanted) || a.localeCompare(b);

  const freeTimes = (date: string): string[] => {
    const day = dayAvailability(ctx, date, input.pax);
    return day.slots
      .filter((slot) => checkChoice(day, { date, time: slot.time, pax: input.pax, zoneId: input.zone ?? null, experienceId: experience?.id ?? null }, seating).ok)
      .map((slot) => slot.time);
  };

  const sameDay = freeTimes(input.date)
    .filter((time) => time !== input.time)
    .sort(byDistance)
    .slice(0, SAME_DAY_SUGGESTIONS)
    .sort()
    .map((time) => ({ date: input.date, time }));
  const nextDays: Suggestion[] = [];
  for (let i = 1; i <= NEXT_DAYS_SEARCHED && nextDays.length < NEXT_DAY_SUGGESTIONS; i++) {
    const date = addDays(input.date, i);
    const [nearest] = freeTimes(date).sort(byDistance);
    if (nearest) nextDays.push({ date, time: nearest });
  }
  return { sameDay, nextDays };
}
