/**
 * Bearer authentication of the front-page calls (spec section 6). The token is the venue's
 * public front-page credential: it does not identify a person, it selects the venue.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/api-error';
import { findVenueByToken } from '../modules/venues/venue-repository';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

async function authPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('venue', null as never);
  app.addHook('onRequest', async (request, reply) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match?.[1]) {
      reply.header('www-authenticate', 'Bearer');
      throw new ApiError(401, 'AUTH_MISSING', 'Send Authorization: Bearer <front-page token>');
    }
    const venue = await findVenueByToken(app.db, match[1]);
    if (!venue) {
      reply.header('www-authenticate', 'Bearer error="invalid_token"');
      throw new ApiError(401, 'AUTH_INVALID', 'Unknown front-page token');
    }
    request.venue = venue;
  });
}

// Wrapped with fastify-plugin so the hook applies to the scope that registers it (the API scope).
export default fp(authPlugin, { name: 'auth' });
