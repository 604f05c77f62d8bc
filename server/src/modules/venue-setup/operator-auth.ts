/**
 * The operator API's credential: OPERATOR_TOKEN as a bearer token; without it the API is off.
 * Each operator plugin (venue files and tokens, guest data) adds this check to its routes.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/api-error';
import { authRefusals } from '../rate-limits/auth-refusals';
import { operatorTokenCheck } from './operator-token';

export function requireOperatorToken(app: FastifyInstance): void {
  const isOperator = operatorTokenCheck(app.config.operatorToken);
  // Each missing or wrong token counts against the refusals' limit (auth-refusals.ts): guessing
  // OPERATOR_TOKEN is stopped after a few dozen tries a minute.
  const refusals = authRefusals(app, 'operator');
  app.addHook('onRequest', async (request, reply) => {
    if (!isOperator) throw new ApiError(403, 'OPERATOR_API_OFF', 'The operator API is off: set OPERATOR_TOKEN on the server');
    if (!isOperator(request.headers.authorization)) {
      reply.header('www-authenticate', 'Bearer realm="operator"');
      throw await refusals.refuse(request, new ApiError(401, 'AUTH_INVALID', 'Send Authorization: Bearer <OPERATOR_TOKEN>'));
    }
  });
}
