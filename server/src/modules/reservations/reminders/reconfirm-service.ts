/**
 * "I'm coming" from the reminder: the guest's answer is kept (staff see it at the door), and a
 * release deadline the venue set no longer applies. Answering twice is the same answer.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../../lib/api-error';
import type { Venue } from '../../venues/venue-repository';
import { findReservationByHash, lockReservation, updateReservation } from '../reservation-repository';
import { reservationStart, type WireReservation } from '../reservation-view';
import { viewOf } from '../view-service';

export async function reconfirmReservation(app: FastifyInstance, venue: Venue, hash: string): Promise<WireReservation> {
  const found = await findReservationByHash(app.db, venue.id, hash);
  if (!found || found.status === 'held') throw new ApiError(404, 'RESERVATION_NOT_FOUND', 'No such reservation');
  return app.db.transaction(async (tx) => {
    const now = app.clock();
    const row = await lockReservation(tx, found.id);
    if (!row || row.status !== 'confirmed' || reservationStart(row, venue.timezone) <= now) {
      throw new ApiError(409, 'RESERVATION_CLOSED', `A ${row?.status ?? 'missing'} reservation cannot be reconfirmed`);
    }
    const updated = row.reconfirmedAt ? row : await updateReservation(tx, row.id, { reconfirmedAt: now, releaseAt: null });
    return viewOf(app, venue, updated, tx);
  });
}
