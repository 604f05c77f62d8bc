/**
 * POST /backend/api/payments/stripe/webhook: Stripe's deliveries. The signature is computed
 * on the exact bytes Stripe sent, so this route reads the raw body (its own JSON parser, in its
 * own scope) and sits outside the front-page scope (no bearer token, no form-only rule).
 */
import type { FastifyInstance } from 'fastify';
import type { PaymentEvents } from './payment-events';
import type { PaymentGateway } from './payment-gateway';

export const STRIPE_WEBHOOK_PATH = '/backend/api/payments/stripe/webhook';

/** Stripe's events stay well under this; the API's 64 KiB limit is for visitors' forms. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

export default async function stripeWebhookRoute(app: FastifyInstance, { gateway, events }: { gateway: PaymentGateway; events: PaymentEvents }): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => {
    done(null, body);
  });

  app.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
    const header = request.headers['stripe-signature'];
    // Throws WebhookSignatureError (400): Stripe shows the failure in its dashboard.
    const event = gateway.parseWebhook(request.body as Buffer, Array.isArray(header) ? header[0] : header);
    if (!event) return { received: true, handled: false };
    // A failed handler throws PaymentEventHandlerError (500): Stripe delivers the event again.
    await events.dispatch(event);
    return reply.send({ received: true, handled: true });
  });
}
