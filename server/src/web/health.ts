/**
 * GET /healthz: 200 when the database answers a trivial query in time, else 503; 503 "warming"
 * while the instance warms up before taking guests (modules/warm-up). Its body says
 * `restartNeeded: true` when a newer host build waits on disk for a restart (host-build.ts).
 * GET /backend/api/bare: a fixed JSON body that touches nothing (no database, no token): the
 * floor bench/api-load.mjs compares the API's calls to. /healthz queries the database, so it
 * cannot be that floor. Under /backend/ it passes the same hooks as the API (helmet, CORS, rate limit).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hostBuildRestartNeeded } from './host-build';

const TIMEOUT_MS = 2000;
const BARE_BODY = JSON.stringify({ status: true, data: { bare: true } });

export default async function healthRoute(app: FastifyInstance, { hostDist }: { hostDist?: string }): Promise<void> {
  app.get('/backend/api/bare', async (_request, reply) => {
    reply.header('cache-control', 'no-store').type('application/json; charset=utf-8');
    return BARE_BODY;
  });

  app.get('/healthz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (app.warmUp.warming) return reply.code(503).send({ status: 'warming' });
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        app.db.execute(sql`select 1`),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('database timeout')), TIMEOUT_MS);
        }),
      ]);
      return hostDist && hostBuildRestartNeeded(hostDist) ? { status: 'ok', restartNeeded: true } : { status: 'ok' };
    } catch (err) {
      request.log.warn({ err }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable' });
    } finally {
      clearTimeout(timer);
    }
  });
}
