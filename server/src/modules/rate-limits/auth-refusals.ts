/**
 * Calls refused for a missing or wrong token count against a limit of their own
 * (AUTH_FAILURE_RATE_LIMIT_MAX a minute per client address), far below the API's and shared by
 * every instance: a client guessing tokens, or a page with a broken one, is stopped after a few
 * dozen tries. Only refusals count: a valid token always passes, whoever else shares its address.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../lib/api-error';
import { clientKey } from '../../lib/client-key';
import { takeLimit } from './shared-counter';

const WINDOW_MS = 60_000;

const limited = (wait: number) => new ApiError(429, 'RATE_LIMITED', `Too many refused calls, retry in ${wait} seconds`, undefined, { retryAfter: wait });

/** `scope` keeps the front page's, the staff calls', the operator's, the wallet devices', the scraper's and Google's refusals apart. */
export function authRefusals(app: FastifyInstance, scope: 'frontpage' | 'staff' | 'operator' | 'wallet' | 'metrics' | 'google') {
  const keyOf = (request: FastifyRequest) => `auth-refused:${scope}:${clientKey(request)}`;
  return {
    /** The answer to a refused call: its own error, or 429 once the client is over the limit. */
    async refuse(request: FastifyRequest, error: ApiError): Promise<ApiError> {
      const wait = await takeLimit(app.rateLimits, keyOf(request), app.config.authFailureRateLimitMax, WINDOW_MS);
      return wait === 0 ? error : limited(wait);
    },
  };
}
