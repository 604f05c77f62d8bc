/**
 * A booking's public reads (docs/api.md): the reservation behind an edit link and a booking
 * module. What their API routes answer and what a server render reads (web/page-reads.ts), one
 * function for both.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/api-error';
import { parsePayload } from '../../lib/validate';
import type { Venue } from '../venues/venue-repository';
import { findBookingModule, toWireModule } from './booking-modules';
import { HashPayload, ModulePayload } from './payloads';
import { findReservationByHash } from './reservation-repository';
import { viewOf } from './view-service';

export async function reservationByHash(app: FastifyInstance, venue: Venue, body: unknown) {
  const { hash } = parsePayload(body, HashPayload);
  const row = await findReservationByHash(app.db, venue.id, hash);
  if (!row) throw new ApiError(404, 'RESERVATION_NOT_FOUND', 'No such reservation');
  return viewOf(app, venue, row);
}

export async function bookingModule(app: FastifyInstance, venue: Venue, body: unknown) {
  const { module } = parsePayload(body, ModulePayload);
  const found = await findBookingModule(app.db, venue.id, module);
  if (!found) throw new ApiError(404, 'MODULE_NOT_FOUND', `No booking module ${module}`);
  return toWireModule(found);
}
