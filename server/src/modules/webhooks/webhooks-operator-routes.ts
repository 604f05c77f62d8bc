/** The operator API's webhook call (`npm run venue -- webhooks test SLUG`), with OPERATOR_TOKEN. */
import type { FastifyInstance } from 'fastify';
import { object, pattern, string } from 'superstruct';
import { ApiError } from '../../lib/api-error';
import { parsePayload } from '../../lib/validate';
import { requireOperatorToken } from '../venue-setup/operator-auth';
import { findVenueRow } from '../venue-setup/venue-plan-read';
import { VENUE_SLUG } from '../../lib/venue-slug';

const VenuePayload = object({ venue: pattern(string(), VENUE_SLUG) });

export default async function webhooksOperatorRoutes(app: FastifyInstance): Promise<void> {
  requireOperatorToken(app);

  app.post('/webhooks/test', async (request) => {
    const { venue } = parsePayload(request.body, VenuePayload);
    const row = await findVenueRow(app.db, venue);
    if (!row) throw new ApiError(404, 'VENUE_NOT_FOUND', `No venue ${venue}`);
    return { status: true, data: { answers: await app.webhooks.test(row) } };
  });
}
