/** GET /healthz: 200 when the database answers a trivial query in time, else 503. */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

const TIMEOUT_MS = 2000;

export default async function healthRoute(app: FastifyInstance): Promise<void> {
  app.get('/healthz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        app.db.execute(sql`select 1`),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('database timeout')), TIMEOUT_MS);
        }),
      ]);
      return { status: 'ok' };
    } catch (err) {
      request.log.warn({ err }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable' });
    } finally {
      clearTimeout(timer);
    }
  });
}
