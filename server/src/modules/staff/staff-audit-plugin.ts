/**
 * Writes the audit row of a refused staff action (staff-audit.ts): Fastify runs onError hooks
 * before the error handler answers, so the row is there when the client reads the refusal. A
 * caller not identified yet (no token, an unknown one) writes nothing: there is no venue to
 * file it under, and the auth refusals' rate limit counts those.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../../lib/api-error';
import { errorCodeOf } from '../../plugins/errors';

async function staffAuditPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('staffAudit', null);
  app.addHook('onError', async (request, _reply, error) => {
    const audit = request.staffAudit;
    if (!audit) return;
    const details = error instanceof ApiError && error.details ? { details: error.details } : {};
    try {
      await audit.refused(errorCodeOf(error), details);
    } catch (err) {
      // The refusal is still answered; a log line says the row is missing.
      request.log.warn({ err }, 'staff audit: refused action not recorded');
    }
  });
}

// Wrapped with fastify-plugin so the hook applies to the scope that registers it (the staff scope).
export default fp(staffAuditPlugin, { name: 'staff-audit' });
