/**
 * The operator API's credential: OPERATOR_TOKEN as a bearer token; without it the API is off.
 * Each operator plugin (venue files and tokens, guest data) adds this check to its routes.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/api-error';

const digest = (value: string) => createHash('sha256').update(value).digest();
const BEARER = /^Bearer\s+(\S+)\s*$/i;

export function requireOperatorToken(app: FastifyInstance): void {
  const expected = app.config.operatorToken ? digest(app.config.operatorToken) : null;
  app.addHook('onRequest', async (request, reply) => {
    if (!expected) throw new ApiError(403, 'OPERATOR_API_OFF', 'The operator API is off: set OPERATOR_TOKEN on the server');
    const given = BEARER.exec(request.headers.authorization ?? '')?.[1];
    // Compared as digests, in constant time: the answer's time tells nothing about the token.
    if (!given || !timingSafeEqual(digest(given), expected)) {
      reply.header('www-authenticate', 'Bearer realm="operator"');
      throw new ApiError(401, 'AUTH_INVALID', 'Send Authorization: Bearer <OPERATOR_TOKEN>');
    }
  });
}
