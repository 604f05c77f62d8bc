/**
 * Payments calls of the front page (docs/api.md): which gateway runs, and the demo payment
 * screen's confirm and authenticate (registered only while the demo gateway runs).
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/api-error';
import { parsePayload } from '../../lib/validate';
import { isDemoGateway } from './create-gateway';
import { DemoAuthenticatePayload, DemoConfirmPayload, parseExpiry } from './payloads';

export default async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  app.post('/payments/config', async () => ({ status: true, data: app.payments.publicConfig }));

  const { gateway } = app.payments;
  if (!isDemoGateway(gateway)) return;

  app.post('/payments/demo/confirm', async (request) => {
    const body = parsePayload(request.body, DemoConfirmPayload);
    if (body.paymentMethod) {
      return { status: true, data: await gateway.confirm({ clientSecret: body.clientSecret, paymentMethod: body.paymentMethod }) };
    }
    const fields: Record<string, string> = {};
    if (!body.cardNumber) fields.cardNumber = 'REQUIRED';
    if (!body.expiry) fields.expiry = 'REQUIRED';
    if (!body.cvc) fields.cvc = 'REQUIRED';
    if (Object.keys(fields).length) throw new ApiError(400, 'INVALID_PAYLOAD', 'Card details missing', fields);
    const card = { number: body.cardNumber!, cvc: body.cvc!.trim(), ...parseExpiry(body.expiry!) };
    return { status: true, data: await gateway.confirm({ clientSecret: body.clientSecret, card }) };
  });

  app.post('/payments/demo/authenticate', async (request) => {
    const body = parsePayload(request.body, DemoAuthenticatePayload);
    return { status: true, data: await gateway.authenticate(body.clientSecret, body.result === 'approve') };
  });
}
