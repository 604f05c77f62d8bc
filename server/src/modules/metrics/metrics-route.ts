/**
 * GET /metrics: this instance's figures in Prometheus' text format, on the staff side only
 * (STAFF_URL's host or the staff listener: web/staff-side.ts), with METRICS_TOKEN as a bearer
 * token. Without METRICS_TOKEN, or on a guest host, there is no such address (404). Each
 * instance answers its own figures: a scraper asks every instance (docs/operations.md).
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/api-error';
import { isStaffSide } from '../../web/staff-side';
import { authRefusals } from '../rate-limits/auth-refusals';
import { metricsTokenCheck } from './metrics-token';

export const METRICS_PATH = '/metrics';

export function metricsRoute(app: FastifyInstance): void {
  const allowed = metricsTokenCheck(app.config.metricsToken);
  // Guessing the token is stopped after a few dozen tries a minute, as for the other tokens.
  const refusals = authRefusals(app, 'metrics');
  app.get(METRICS_PATH, async (request, reply) => {
    if (!allowed || !isStaffSide(request, app.config)) throw new ApiError(404, 'NOT_FOUND', `No route for ${request.method} ${METRICS_PATH}`);
    if (!allowed(request.headers.authorization)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw await refusals.refuse(request, new ApiError(401, 'AUTH_INVALID', 'Send Authorization: Bearer <METRICS_TOKEN>'));
    }
    const text = await app.metrics.scrape(app.db);
    return reply.header('cache-control', 'no-store').type(app.metrics.contentType).send(text);
  });
}
