/**
 * The waiting guest's answers to an offer, from its e-mail (through the edit page): confirm it
 * (the booking is theirs: confirmed, or pending where the venue confirms by hand), or let it go
 * (they leave the waiting list and the seats go to the next guest). Answering twice gives the
 * same answer; an offer confirmed just after it ran out still stands if the seats are free.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../../lib/api-error';
import type { Venue } from '../../venues/venue-repository';
import { bookingTransaction } from '../booking-lock';
import { bookableExperience, lockKeysFor } from '../booking-measure';
import { type ReservationRow, findReservationByHash, lockReservation } from '../reservation-repository';
import type { WireReservation } from '../reservation-view';
import { viewOf } from '../view-service';
import { closeAndPassOn } from './close-and-pass-on';
import { placeWaiting } from './offer-freed-seats';

const offerGone = () => new ApiError(409, 'OFFER_EXPIRED', 'The offer ran out and the seats went to the next guest on the waiting list');

async function offeredRow(app: FastifyInstance, venue: Venue, hash: string): Promise<ReservationRow> {
  const row = await findReservationByHash(app.db, venue.id, hash);
  if (!row || row.status === 'held') throw new ApiError(404, 'RESERVATION_NOT_FOUND', 'No such reservation');
  return row;
}

export async function acceptOffer(app: FastifyInstance, venue: Venue, hash: string): Promise<WireReservation> {
  const found = await offeredRow(app, venue, hash);
  const experience = await bookableExperience(app.db, venue.id, found.experienceId).catch(() => null);
  const answer = await bookingTransaction(app, lockKeysFor(venue.id, [found.date], experience), async (tx) => {
    const now = app.clock();
    const row = await lockReservation(tx, found.id);
    if (!row) throw offerGone();
    // Confirmed before (a second tap, another device): the same answer.
    if (row.status === 'confirmed' || row.status === 'pending') return viewOf(app, venue, row, tx);
    if (row.status !== 'offered') throw row.closedReason === 'offer_expired' ? offerGone() : new ApiError(409, 'RESERVATION_CLOSED', `The reservation is ${row.status}`);
    const placed = await placeWaiting(app, tx, venue, row, now);
    if (!placed) throw offerGone();
    return viewOf(app, venue, placed, tx);
  });
  app.email.kick();
  return answer;
}

export async function declineOffer(app: FastifyInstance, venue: Venue, hash: string): Promise<WireReservation> {
  const found = await offeredRow(app, venue, hash);
  const experience = await bookableExperience(app.db, venue.id, found.experienceId).catch(() => null);
  const answer = await bookingTransaction(app, lockKeysFor(venue.id, [found.date], experience), async (tx) => {
    const now = app.clock();
    const row = await lockReservation(tx, found.id);
    if (!row) throw new ApiError(404, 'RESERVATION_NOT_FOUND', 'No such reservation');
    if (row.status === 'cancelled') return viewOf(app, venue, row, tx);
    if (row.status !== 'offered') throw new ApiError(409, 'RESERVATION_CLOSED', `The reservation is ${row.status}`);
    return viewOf(app, venue, await closeAndPassOn(app, tx, venue, row, 'offer_declined', 'cancelled', now), tx);
  });
  app.email.kick();
  return answer;
}
