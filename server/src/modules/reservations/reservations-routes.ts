/**
 * Reservation calls of the front page (docs/api.md, "Reservations"): quote, hold, release,
 * submit, complete, get, edit, cancel, fee, module. Handlers parse and answer; services decide.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/api-error';
import { parsePayload } from '../../lib/validate';
import { completeHold, holdReservation, releaseHold, submitReservation } from './booking-service';
import { findBookingModule, toWireModule } from './booking-modules';
import { cancelReservation, editReservation } from './change-service';
import { feeForGuest } from './fee-service';
import { CompletePayload, EditPayload, HashPayload, HoldPayload, ModulePayload, QuotePayload, SubmitPayload } from './payloads';
import { quoteReservation } from './quote-service';
import { findReservationByHash } from './reservation-repository';
import { viewOf } from './view-service';

export default async function reservationsRoutes(app: FastifyInstance): Promise<void> {
  app.post('/reservation/quote', async (request) => {
    const body = parsePayload(request.body, QuotePayload);
    return { status: true, data: await quoteReservation(app, request.venue, body) };
  });

  app.post('/reservation/hold', async (request) => {
    const body = parsePayload(request.body, HoldPayload);
    const { reservation, clientSecret, mode } = await holdReservation(app, request.venue, body);
    return { status: true, data: { hash: reservation.hash, clientSecret, mode, reservation: await viewOf(app, request.venue, reservation) } };
  });

  app.post('/reservation/release', async (request) => {
    const { hash } = parsePayload(request.body, HashPayload);
    return { status: true, data: { released: await releaseHold(app, request.venue, hash) } };
  });

  app.post('/reservation/submit', async (request) => {
    const body = parsePayload(request.body, SubmitPayload);
    const { outcome, reservation } = await submitReservation(app, request.venue, body);
    return { status: true, data: { outcome, reservation: await viewOf(app, request.venue, reservation) } };
  });

  app.post('/reservation/complete', async (request) => {
    const { hash } = parsePayload(request.body, CompletePayload);
    const { outcome, reservation } = await completeHold(app, request.venue, hash);
    return { status: true, data: { outcome, reservation: await viewOf(app, request.venue, reservation) } };
  });

  app.post('/reservation/get', async (request) => {
    const { hash } = parsePayload(request.body, HashPayload);
    const row = await findReservationByHash(app.db, request.venue.id, hash);
    if (!row) throw new ApiError(404, 'RESERVATION_NOT_FOUND', 'No such reservation');
    return { status: true, data: await viewOf(app, request.venue, row) };
  });

  app.post('/reservation/edit', async (request) => {
    const body = parsePayload(request.body, EditPayload);
    const { changed, reservation } = await editReservation(app, request.venue, body);
    return { status: true, data: { changed, reservation: await viewOf(app, request.venue, reservation) } };
  });

  app.post('/reservation/cancel', async (request) => {
    const { hash } = parsePayload(request.body, HashPayload);
    const reservation = await cancelReservation(app, request.venue, hash);
    return { status: true, data: await viewOf(app, request.venue, reservation) };
  });

  app.post('/reservation/fee', async (request) => {
    const { hash } = parsePayload(request.body, HashPayload);
    return { status: true, data: await feeForGuest(app, request.venue, hash) };
  });

  app.post('/reservation/module', async (request) => {
    const { module } = parsePayload(request.body, ModulePayload);
    const found = await findBookingModule(app.db, request.venue.id, module);
    if (!found) throw new ApiError(404, 'MODULE_NOT_FOUND', `No booking module ${module}`);
    return { status: true, data: toWireModule(found) };
  });
}
