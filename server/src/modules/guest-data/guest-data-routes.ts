/**
 * The operator API's guest data calls (/backend/api/operator/guests/*), for `npm run venue --
 * guest export|erase`: what is held about a guest, found by e-mail, in one venue (`venue`) or in
 * every venue (none given: the operator runs the whole site). OPERATOR_TOKEN, as the other
 * operator calls (venue-setup/operator-auth.ts).
 */
import type { FastifyInstance } from 'fastify';
import { enums, object, optional, pattern, size, string } from 'superstruct';
import { parsePayload } from '../../lib/validate';
import { requireOperatorToken } from '../venue-setup/operator-auth';
import { eraseGuest, exportGuest } from './guest-data-service';
import { VENUE_SLUG } from '../../lib/venue-slug';

const GuestPayload = object({ email: size(string(), 3, 320), venue: optional(pattern(string(), VENUE_SLUG)) });
const ErasePayload = object({ email: size(string(), 3, 320), venue: optional(pattern(string(), VENUE_SLUG)), force: optional(enums(['0', '1'])) });

export default async function guestDataRoutes(app: FastifyInstance): Promise<void> {
  requireOperatorToken(app);

  app.post('/guests/export', async (request) => {
    const { email, venue } = parsePayload(request.body, GuestPayload);
    return { status: true, data: await exportGuest(app, { email, venue }) };
  });

  app.post('/guests/erase', async (request) => {
    const { email, venue, force } = parsePayload(request.body, ErasePayload);
    return { status: true, data: await eraseGuest(app, { email, venue, force: force === '1' }) };
  });
}
