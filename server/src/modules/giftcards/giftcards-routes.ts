/** Gift cards, public calls (docs/api.md): catalogue, checkout, payment, order, balance. */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/api-error';
import { withIdempotency } from '../idempotency/idempotency';
import { parsePayload } from '../../lib/validate';
import { normaliseGiftcardCode } from './giftcard-code';
import { findCardByCode } from './giftcard-repository';
import { giftcardDetail, giftcardList } from './giftcard-reads';
import { checkout, getOrder, getPayment } from './order-service';
import { BalancePayload, CheckoutPayload, FingerprintPayload } from './payloads';
import { toBalance } from './serializers';

/** Balance checks per minute and client address (codes are 80 random bits: this only stops floods). */
const BALANCE_RATE_LIMIT = 20;

export default async function giftcardsRoutes(app: FastifyInstance): Promise<void> {
  app.post('/giftcard/getgiftcardlist', async (request) => ({ status: true, data: await giftcardList(app, request.venue) }));

  app.post('/giftcard/getgiftcard', async (request) => ({ status: true, data: await giftcardDetail(app, request.venue, request.body) }));

  app.post('/giftcard/checkout', async (request, reply) => {
    const body = parsePayload(request.body, CheckoutPayload);
    return withIdempotency(request, reply, (idem) => checkout(app, request.venue, body, idem));
  });

  app.post('/giftcard/getpayment', async (request) => {
    const { fingerprint } = parsePayload(request.body, FingerprintPayload);
    return { status: true, data: await getPayment(app, request.venue, fingerprint) };
  });

  app.post('/giftcard/getorder', async (request) => {
    const { fingerprint } = parsePayload(request.body, FingerprintPayload);
    return { status: true, data: await getOrder(app, request.venue, fingerprint) };
  });

  app.post('/giftcard/getbalance', { config: { rateLimit: { max: BALANCE_RATE_LIMIT, timeWindow: '1 minute' } } }, async (request) => {
    const { code } = parsePayload(request.body, BalancePayload);
    const normalised = normaliseGiftcardCode(code);
    const found = normalised ? await findCardByCode(app.db, request.venue.id, normalised) : undefined;
    if (!found) throw new ApiError(404, 'GIFTCARD_NOT_FOUND', 'No such gift card');
    return { status: true, data: toBalance(found.card, request.venue, app.clock()) };
  });
}
