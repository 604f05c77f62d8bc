/**
 * What a choice would give, before the guest commits (no write, no lock): the outcome it would
 * have now, the card-guarantee terms to show before acceptance (amount, free-cancellation
 * deadline in the venue's time), the price and the duration.
 */
import type { FastifyInstance } from 'fastify';
import { venueIso } from '../../lib/wall-clock';
import type { Venue } from '../venues/venue-repository';
import { measureChoice } from './booking-measure';
import { resolveScope } from './booking-modules';
import { DEFAULT_HOLD_MINUTES, durationOf, termsOf } from './booking-service';
import { choiceOf } from './guest-input';

export interface QuoteInput {
  date: string;
  time: string;
  pax: number;
  zone?: number;
  experience?: number;
  module?: string;
  email?: string;
  phonePrefix?: string;
  phone?: string;
}

export async function quoteReservation(app: FastifyInstance, venue: Venue, input: QuoteInput) {
  const now = app.clock();
  const { scope } = await resolveScope(app.db, venue.id, { module: input.module });
  const { experience, terms, payment } = await termsOf(app, venue, input);
  const result = await measureChoice(app.db, venue, choiceOf(input), experience, now, { scope: { ...scope, calendarOnly: false } });
  const settings = venue.bookingSettings;
  const outcome = result.ok
    ? settings.confirmation === 'request'
      ? 'pending'
      : 'confirmed'
    : // A booking that needs a card waits too: the card comes with the offer (waiting-list/offer-card-step.ts).
      result.waitingList && settings.waitingList
      ? 'waiting'
      : 'unavailable';
  return {
    outcome,
    ...(result.ok ? { zone: result.zoneId } : { code: result.code, reason: result.reason }),
    guarantee: terms
      ? {
          type: terms.type,
          unitAmount: terms.unitAmount,
          amount: terms.amount,
          currency: venue.currency,
          cancellationHours: terms.cancellationHours,
          freeCancellationUntil: venueIso(terms.freeCancellationUntil, venue.timezone),
        }
      : null,
    payment: payment
      ? {
          type: payment.type,
          unitAmount: payment.unitAmount,
          amount: payment.amount,
          currency: venue.currency,
          cancellationHours: payment.cancellationHours,
          freeCancellationUntil: venueIso(payment.freeCancellationUntil, venue.timezone),
        }
      : null,
    price:
      experience && experience.price > 0
        ? { perGuest: experience.price, total: experience.price * input.pax, purchaseType: experience.purchaseType, currency: venue.currency }
        : null,
    durationMinutes: durationOf(venue, experience),
    holdMinutes: settings.holdMinutes ?? DEFAULT_HOLD_MINUTES,
    confirmation: settings.confirmation,
  };
}
