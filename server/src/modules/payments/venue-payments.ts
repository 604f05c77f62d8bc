/**
 * The demo gateway serves demo venues only, whatever NODE_ENV says: a real venue never "pays"
 * with a test card. Checked before anything is written (a card step that cannot be paid would
 * leave a hold or an order behind).
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/api-error';

export function assertVenueCanPay(app: FastifyInstance, venue: { demo: boolean }): void {
  if (app.payments.gateway.name === 'demo' && !venue.demo) {
    throw new ApiError(503, 'PAYMENTS_NOT_CONFIGURED', 'Card payments are not set up for this venue: the demo gateway serves demo venues only');
  }
}
