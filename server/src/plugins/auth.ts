/**
 * Bearer authentication of the front-page calls (spec section 6). The token is the venue's
 * public front-page credential: it does not identify a person, it selects the venue.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/api-error';
import { takeLimit } from '../modules/rate-limits/shared-counter';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

async function authPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('venue', null as never);
  // Refused calls count against a limit of their own, far below the API's, on every instance: a
  // client guessing tokens (or a page with a broken one) is stopped after a few dozen tries a
  // minute, and once stopped its calls are refused from memory (rate-limits/shared-counter.ts).
  const refuse = async (request: FastifyRequest, error: ApiError): Promise<ApiError> => {
    const wait = await takeLimit(app.rateLimits, `auth-refused:${request.ip}`, app.config.authFailureRateLimitMax, 60_000);
    if (wait === 0) return error;
    return new ApiError(429, 'RATE_LIMITED', `Too many refused calls, retry in ${wait} seconds`, undefined, { retryAfter: wait });
  };
  app.addHook('onRequest', async (request, reply) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match?.[1]) {
      reply.header('www-authenticate', 'Bearer');
      throw await refuse(request, new ApiError(401, 'AUTH_MISSING', 'Send Authorization: Bearer <front-page token>'));
    }
    const venue = await app.venueDirectory.findByToken(match[1]);
    if (!venue) {
      reply.header('www-authenticate', 'Bearer error="invalid_token"');
      throw await refuse(request, new ApiError(401, 'AUTH_INVALID', 'Unknown front-page token'));
    }
    request.venue = venue;
  });
}

// Wrapped with fastify-plugin so the hook applies to the scope that registers it (the API scope).
export default fp(authPlugin, { name: 'auth' });
