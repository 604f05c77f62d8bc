/**
 * The waiting guest's answers to an offer, tapped on the edit page its e-mail opens: confirm it
 * (the booking is theirs: confirmed, or pending where the venue confirms by hand), or let it go
 * (they leave the waiting list and the seats go to the next guest). Answering twice gives the
 * same answer; an offer confirmed just after it ran out still stands if the seats are free. An
 * offer that needs a card (offer-card-step.ts) is confirmed through its card step instead: the
 * guest accepts the cancellation policy, the answer carries the card step, and
 * reservation/complete (or the payment's event) makes the booking; the card step ends at the
 * offer's own deadline, never later.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../../lib/api-error';
import type { Venue } from '../../venues/venue-repository';
import { bookingTransaction } from '../booking-lock';
import { bookableExperience, lockKeysFor } from '../booking-measure';
import type { Tx } from '../../../db/tx';
import { assertVenueCanPay } from '../../payments';
import { openCardStep } from '../booking-service';
import { isChecked } from '../payloads';
import { type ReservationRow, findReservationByHash, lockReservation, updateReservation } from '../reservation-repository';
import type { WireReservation } from '../reservation-view';
import { viewOf } from '../view-service';
import { closeAndPassOn } from './close-and-pass-on';
import { offerNeedsCard } from './offer-card-step';
import { placeWaiting } from './offer-freed-seats';

const offerGone = () => new ApiError(409, 'OFFER_EXPIRED', 'The offer ran out and the seats went to the next guest on the waiting list');

async function offeredRow(app: FastifyInstance, venue: Venue, hash: string): Promise<ReservationRow> {
  const row = await findReservationByHash(app.db, venue.id, hash);
  if (!row || row.status === 'held') throw new ApiError(404, 'RESERVATION_NOT_FOUND', 'No such reservation');
  return row;
}

/** The card step of an offer that needs one: save the card (guarantee) or pay (paid experience). */
export interface OfferCardStep {
  mode: 'setup' | 'payment';
  clientSecret: string;
  expiresAt: string;
}

export type OfferAnswer = WireReservation & { cardStep?: OfferCardStep };

export async function acceptOffer(app: FastifyInstance, venue: Venue, hash: string, input: { cancellationPolicy?: string } = {}): Promise<OfferAnswer> {
  const found = await offeredRow(app, venue, hash);
  const experience = await bookableExperience(app.db, venue.id, found.experienceId).catch(() => null);
  const answer = await bookingTransaction(app, lockKeysFor(venue.id, [found.date], experience), async (tx) => {
    const now = app.clock();
    const row = await lockReservation(tx, found.id);
    if (!row) throw offerGone();
    // Confirmed before (a second tap, another device): the same answer.
    if (row.status === 'confirmed' || row.status === 'pending') return { row, view: await viewOf(app, venue, row, tx) };
    if (row.status !== 'offered') throw row.closedReason === 'offer_expired' ? offerGone() : new ApiError(409, 'RESERVATION_CLOSED', `The reservation is ${row.status}`);
    if (offerNeedsCard(row)) return { row: await openOfferCardStep(app, tx, venue, row, now, input), view: null };
    const placed = await placeWaiting(app, tx, venue, row, now);
    if (!placed) throw offerGone();
    return { row: placed, view: await viewOf(app, venue, placed, tx) };
  });
  app.email.kick();
  if (answer.view) return answer.view;
  // After the commit, as a hold's: no lock is held while the provider answers (its keys make a
  // second tap find the same intent).
  const step = await openCardStep(app, venue, answer.row);
  return { ...step.view, cardStep: { mode: step.mode, clientSecret: step.clientSecret, expiresAt: answer.row.holdExpiresAt!.toISOString() } };
}

/** Under the day's lock: the policy accepted, the seats kept for the card step. */
async function openOfferCardStep(app: FastifyInstance, tx: Tx, venue: Venue, row: ReservationRow, now: Date, input: { cancellationPolicy?: string }) {
  if (!isChecked(input.cancellationPolicy)) {
    throw new ApiError(400, 'INVALID_PAYLOAD', 'Invalid payload: cancellationPolicy', { cancellationPolicy: 'REQUIRED' });
  }
  assertVenueCanPay(app, venue);
  // The card step ends when the offer said it would (its e-mail states the deadline): a tap,
  // a repeat or a card step never moves it, or one guest could keep the place until the visit.
  if (!row.holdExpiresAt || row.holdExpiresAt.getTime() <= now.getTime()) throw offerGone();
  return updateReservation(tx, row.id, { cancellationPolicyAcceptedAt: row.cancellationPolicyAcceptedAt ?? now });
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
    return viewOf(app, venue, await closeAndPassOn(app, tx, venue, row, 'offer_declined', 'left-list', now), tx);
  });
  app.email.kick();
  return answer;
}
