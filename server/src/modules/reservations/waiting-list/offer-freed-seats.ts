/**
 * Seats freed on a day (a cancellation, a rejection, an edit that moves away, a released or
 * declined booking, an offer that ran out) are offered to the waiting list in order of joining,
 * plain tables and experiences alike: the first waiting party that now fits gets an **offer**,
 * the seats kept for it for the venue's `offerMinutes` (status `offered`, counted as taken like
 * a hold), and the offer e-mail; the guest confirms or lets it go (offer-service.ts), and an
 * offer that runs out passes on (expire-offer.ts). The offered seats are taken, so the next
 * waiting party gets an offer only if more seats are free: one offer per freed seat at a time.
 * A party that does not fit keeps its place; a smaller one after it may fit. The caller holds
 * the day's lock.
 */
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../../db/tx';
import { hhmm } from '../../../lib/wall-clock';
import type { Venue } from '../../venues/venue-repository';
import { bookableExperience, measureChoice } from '../booking-measure';
import { lockBooking, stockLockKey } from '../booking-lock';
import { queueReservationEmail } from '../reservation-notify';
import { type ReservationRow, listWaiting, updateReservation } from '../reservation-repository';
import { reservationStart } from '../reservation-view';
import type { ExperienceRow } from '../../experiences/experience-repository';
import { offerCardColumns } from './offer-card-step';

export const DEFAULT_OFFER_MINUTES = 30;

export async function offerFreedSeats(app: FastifyInstance, tx: Tx, venue: Venue, date: string, now: Date): Promise<ReservationRow[]> {
  const offered: ReservationRow[] = [];
  // The smallest party found not to fit, per choice: a party as large or larger for the same
  // time, zone and experience cannot fit either, so a long list costs a few measures, not one each.
  const tooLarge = new Map<string, number>();
  for (const waiting of await listWaiting(tx, venue.id, date)) {
    if (reservationStart(waiting, venue.timezone).getTime() <= now.getTime()) continue;
    const choice = `${hhmm(waiting.time)}|${waiting.zoneId ?? ''}|${waiting.experienceId ?? ''}`;
    if (waiting.pax >= (tooLarge.get(choice) ?? Infinity)) continue;
    const fits = await fitsNow(tx, venue, waiting, now);
    if (!fits) {
      tooLarge.set(choice, waiting.pax);
      continue;
    }
    offered.push(await makeOffer(app, tx, venue, waiting, fits.experience, now));
  }
  return offered;
}

/**
 * The freed seats kept for a waiting party that fits (fitsNow), for the venue's offerMinutes,
 * and the offer e-mail: here for the first that fits, or when staff offer a place by hand.
 */
export async function makeOffer(
  app: FastifyInstance,
  tx: Tx,
  venue: Venue,
  waiting: ReservationRow,
  experience: ExperienceRow | null,
  now: Date,
): Promise<ReservationRow> {
  const offerMinutes = venue.bookingSettings.offerMinutes ?? DEFAULT_OFFER_MINUTES;
  // Never past the visit itself: an offer for 20:00 made at 19:45 lasts until 20:00.
  const expires = Math.min(now.getTime() + offerMinutes * 60_000, reservationStart(waiting, venue.timezone).getTime());
  const row = await updateReservation(tx, waiting.id, {
    status: 'offered',
    holdExpiresAt: new Date(expires),
    sequence: waiting.sequence + 1,
    // What confirming costs (a payment, a card guarantee), told from the offer's e-mail on.
    ...(await offerCardColumns(tx, venue, experience, waiting, now)),
  });
  await queueReservationEmail(app, tx, venue, row, 'offer');
  return row;
}

/**
 * The venue as a waiting party is measured against: without the notice new bookings need. The
 * party booked ahead; freed seats are offered up to the visit itself (an offer never outlasts it).
 */
export const withoutNotice = (venue: Venue): Venue => ({ ...venue, bookingSettings: { ...venue.bookingSettings, minNoticeMinutes: 0 } });

/** Whether the waiting party's choice has the seats now (its own row left out), and its experience. */
export async function fitsNow(tx: Tx, venue: Venue, waiting: ReservationRow, now: Date): Promise<{ zoneId: number | null; experience: ExperienceRow | null } | null> {
  const experience = await bookableExperience(tx, venue.id, waiting.experienceId).catch(() => null);
  if (waiting.experienceId && !experience) return null;
  // An experience's stock is shared by all dates: its lock too (after the day's: the sorted order).
  if (experience?.soldoutEnabled) await lockBooking(tx, [stockLockKey(experience.id)]);
  const result = await measureChoice(
    tx,
    withoutNotice(venue),
    { date: waiting.date, time: hhmm(waiting.time), pax: waiting.pax, zoneId: waiting.zoneId, experienceId: waiting.experienceId },
    experience,
    now,
    { excludeReservationId: waiting.id },
  );
  return result.ok ? { zoneId: result.zoneId, experience } : null;
}

/**
 * Gives a waiting or offered party its table if it fits now (staff taking a guest off the list,
 * a guest confirming an offer): confirmed, or pending where the venue confirms by hand, and
 * told. Null when it does not fit.
 */
export async function placeWaiting(app: FastifyInstance, tx: Tx, venue: Venue, waiting: ReservationRow, now: Date): Promise<ReservationRow | null> {
  const fits = await fitsNow(tx, venue, waiting, now);
  if (!fits) return null;
  const status = venue.bookingSettings.confirmation === 'request' ? 'pending' : 'confirmed';
  const row = await updateReservation(tx, waiting.id, { status, zoneId: fits.zoneId, holdExpiresAt: null, sequence: waiting.sequence + 1 });
  await queueReservationEmail(app, tx, venue, row, 'table-freed', { from: waiting.status });
  return row;
}
