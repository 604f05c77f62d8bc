/**
 * Reservation calls of the front page (docs/api.md, "Reservations"): quote, hold, release,
 * submit, complete, get, edit, cancel, reconfirm (the reminder's "I'm coming"), offer/accept and
 * offer/decline (a waiting guest's offer), fee, module. Handlers parse and answer; services decide.
 */
import type { FastifyInstance } from 'fastify';
import { visitorKey } from '../../lib/visitor-key';
import { parsePayload } from '../../lib/validate';
import { type HoldResult, completeHold, holdReservation, releaseHold, resumeHold, submitReservation } from './booking-service';
import { cancelReservation, editReservation } from './change-service';
import { feeForGuest } from './fee-service';
import { CompletePayload, EditPayload, GiftcardPayload, HashPayload, HoldPayload, OfferAcceptPayload, QuotePayload, SubmitPayload } from './payloads';
import { quoteReservation } from './quote-service';
import { payWithGiftcard, removeGiftcard } from './giftcard-service';
import { bookingModule, reservationByHash } from './reservation-reads';
import { reconfirmReservation } from './reminders/reconfirm-service';
import { acceptOffer, declineOffer } from './waiting-list/offer-service';
import { withIdempotency } from '../idempotency/idempotency';
import guestRoutes from './guest/guest-routes';

export default async function reservationsRoutes(app: FastifyInstance): Promise<void> {
  // Suggestions when full, the large-party request, find my booking.
  await app.register(guestRoutes);
  app.post('/reservation/quote', async (request) => {
    const body = parsePayload(request.body, QuotePayload);
    return { status: true, data: await quoteReservation(app, request.venue, body) };
  });

  app.post('/reservation/hold', async (request, reply) => {
    const body = parsePayload(request.body, HoldPayload);
    const answer = ({ reservation, clientSecret, mode, view }: HoldResult) => ({ status: true, data: { hash: reservation.hash, clientSecret, mode, reservation: view } });
    return app.foreground.during(() =>
      withIdempotency(
        request,
        reply,
        async (idem) => answer(await holdReservation(app, request.venue, { ...body, client: visitorKey(request) }, idem)),
        async (stored) => answer(await resumeHold(app, request.venue, stored)),
      ),
    );
  });

  app.post('/reservation/release', async (request) => {
    const { hash } = parsePayload(request.body, HashPayload);
    return { status: true, data: { released: await releaseHold(app, request.venue, hash) } };
  });

  app.post('/reservation/submit', async (request, reply) => {
    const body = parsePayload(request.body, SubmitPayload);
    // Only reads before its transaction: the key is looked up there, or when the call fails.
    return app.foreground.during(() =>
      withIdempotency(request, reply, (idem) => submitReservation(app, request.venue, { ...body, client: visitorKey(request) }, idem), undefined, {
        lookUp: 'on-error',
      }),
    );
  });

  app.post('/reservation/complete', async (request, reply) => {
    const { hash } = parsePayload(request.body, CompletePayload);
    return withIdempotency(request, reply, (idem) => completeHold(app, request.venue, hash, idem));
  });

  app.post('/reservation/giftcard', async (request) => {
    const { hash, code } = parsePayload(request.body, GiftcardPayload);
    return { status: true, data: await payWithGiftcard(app, request.venue, hash, code) };
  });

  app.post('/reservation/giftcard/remove', async (request) => {
    const { hash } = parsePayload(request.body, HashPayload);
    return { status: true, data: await removeGiftcard(app, request.venue, hash) };
  });

  app.post('/reservation/get', async (request) => ({ status: true, data: await reservationByHash(app, request.venue, request.body) }));

  app.post('/reservation/edit', async (request, reply) => {
    const body = parsePayload(request.body, EditPayload);
    return withIdempotency(request, reply, (idem) => editReservation(app, request.venue, { ...body, client: visitorKey(request) }, idem));
  });

  app.post('/reservation/cancel', async (request, reply) => {
    const { hash } = parsePayload(request.body, HashPayload);
    return withIdempotency(request, reply, (idem) => cancelReservation(app, request.venue, hash, idem));
  });

  app.post('/reservation/offer/accept', async (request) => {
    const { hash, cancellationPolicy } = parsePayload(request.body, OfferAcceptPayload);
    return { status: true, data: await acceptOffer(app, request.venue, hash, { cancellationPolicy }) };
  });

  app.post('/reservation/offer/decline', async (request) => {
    const { hash } = parsePayload(request.body, HashPayload);
    return { status: true, data: await declineOffer(app, request.venue, hash) };
  });

  app.post('/reservation/reconfirm', async (request) => {
    const { hash } = parsePayload(request.body, HashPayload);
    return { status: true, data: await reconfirmReservation(app, request.venue, hash) };
  });

  app.post('/reservation/fee', async (request) => {
    const { hash } = parsePayload(request.body, HashPayload);
    return { status: true, data: await feeForGuest(app, request.venue, hash) };
  });

  app.post('/reservation/module', async (request) => ({ status: true, data: await bookingModule(app, request.venue, request.body) }));
}
