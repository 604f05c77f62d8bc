/** Gift cards, public calls (docs/api.md): catalogue, checkout, payment, order, balance. */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/api-error';
import { withIdempotency } from '../idempotency/idempotency';
import { parsePayload } from '../../lib/validate';
import { normaliseGiftcardCode } from './giftcard-code';
import { findCardByCode } from './giftcard-repository';
import { checkout, getOrder, getPayment, notAvailable } from './order-service';
import { BalancePayload, CheckoutPayload, FingerprintPayload, ProductPayload } from './payloads';
import { isSellable } from './product-availability';
import { findProduct, listProducts } from './product-repository';
import { toBalance, toProduct } from './serializers';

/** Balance checks per minute and client address (codes are 80 random bits: this only stops floods). */
const BALANCE_RATE_LIMIT = 20;

export default async function giftcardsRoutes(app: FastifyInstance): Promise<void> {
  app.post('/giftcard/getgiftcardlist', async (request) => {
    const { venue } = request;
    if (!venue.giftcardsEnabled) return { status: true, data: [] };
    const now = app.clock();
    return { status: true, data: (await listProducts(app.db, venue.id)).map((p) => toProduct(p, venue, now)) };
  });

  app.post('/giftcard/getgiftcard', async (request) => {
    const { id } = parsePayload(request.body, ProductPayload);
    const { venue } = request;
    const product = await findProduct(app.db, venue.id, id);
    if (!product) throw new ApiError(404, 'NOT_FOUND', 'No such gift card');
    if (!isSellable(product, venue, app.clock())) throw notAvailable();
    return { status: true, data: toProduct(product, venue, app.clock()) };
  });

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
