/**
 * Bearer authentication of the front-page calls (docs/product.md#who-may-call). The token is the venue's
 * public front-page credential: it does not identify a person, it selects the venue.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/api-error';
import { authRefusals } from '../modules/rate-limits/auth-refusals';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

async function authPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('venue', null as never);
  // Refused calls count against a limit of their own, on every instance (auth-refusals.ts). The
  // token is looked up in memory (read-cache/venue-directory.ts), so a valid token is never
  // refused for the bad ones sent from the same address.
  const refusals = authRefusals(app, 'frontpage');
  app.addHook('onRequest', async (request, reply) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match?.[1]) {
      reply.header('www-authenticate', 'Bearer');
      throw await refusals.refuse(request, new ApiError(401, 'AUTH_MISSING', 'Send Authorization: Bearer <front-page token>'));
    }
    const venue = await app.venueDirectory.findByToken(match[1]);
    if (!venue) {
      reply.header('www-authenticate', 'Bearer error="invalid_token"');
      throw await refusals.refuse(request, new ApiError(401, 'AUTH_INVALID', 'Unknown front-page token'));
    }
    request.venue = venue;
  });
}

// Wrapped with fastify-plugin so the hook applies to the scope that registers it (the API scope).
export default fp(authPlugin, { name: 'auth' });
