/**
 * A party above the online maximum (bookingSettings.maxPax) asks the venue instead of booking:
 * the request is stored as a `pending` reservation without a zone (no seats are measured or
 * taken here: staff decide with `booking:accept` / `booking:reject` or the staff API), and the
 * guest gets the "request received" e-mail. The date must be one the venue opens, the time one
 * of that day's times.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../../lib/api-error';
import { dayAvailability } from '../../experiences/availability';
import { loadAvailabilityContext } from '../../experiences/availability-context';
import type { Venue } from '../../venues/venue-repository';
import { DEFAULT_TABLE_MINUTES } from '../booking-service';
import { type GuestPayload, checkGuest, guestColumns } from '../guest-input';
import { queueReservationEmail } from '../reservation-notify';
import { insertReservation } from '../reservation-repository';
import type { WireReservation } from '../reservation-view';
import { viewOf } from '../view-service';
import { type IdempotencyContext, claimKey, rememberAnswer } from '../../idempotency/idempotency';

export interface LargePartyAnswer {
  status: true;
  data: { outcome: 'pending'; reservation: WireReservation };
}

export async function requestLargeParty(app: FastifyInstance, venue: Venue, input: GuestPayload, idem: IdempotencyContext | null = null): Promise<LargePartyAnswer> {
  checkGuest(input);
  const now = app.clock();
  const settings = venue.bookingSettings;
  if (input.pax <= settings.maxPax) {
    throw new ApiError(409, 'PARTY_BOOKABLE_ONLINE', `Parties up to ${settings.maxPax} book online`, undefined, { maxPax: settings.maxPax });
  }
  // The day as the calendar sees it (plain tables only): open, not past, and the time offered.
  const ctx = await loadAvailabilityContext(app.db, venue, input.date, input.date, now, { scope: { experienceIds: [], tables: true, calendarOnly: false } });
  const day = dayAvailability(ctx, input.date, input.pax);
  if (!day.slots.some((slot) => slot.time === input.time)) {
    throw new ApiError(409, 'SLOT_UNAVAILABLE', 'That date and time cannot be requested', undefined, { reason: day.reason });
  }

  const botCheck = app.botCheck.check(input.altcha);

  const answer = await app.db.transaction(async (tx) => {
    // A twin request with this key (any instance) that answered first is replayed instead.
    await claimKey(tx, idem);
    // Spent only if the request is stored.
    await app.botCheck.spend(botCheck, tx);
    const row = await insertReservation(tx, {
      ...guestColumns(input, now, app.texts.offeredBy(venue)),
      venueId: venue.id,
      zoneId: null,
      experienceId: null,
      date: input.date,
      time: input.time,
      pax: input.pax,
      status: 'pending',
      durationMinutes: settings.tableMinutes || DEFAULT_TABLE_MINUTES,
    });
    await queueReservationEmail(app, tx, venue, row, 'pending');
    return rememberAnswer(tx, idem, { status: true as const, data: { outcome: 'pending' as const, reservation: await viewOf(app, venue, row, tx) } });
  });
  app.email.kick();
  return answer;
}
