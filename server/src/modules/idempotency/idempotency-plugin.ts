/** Drops stored Idempotency-Key answers past their 24 hours, every few minutes, on every instance (the delete is harmless twice). */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pruneIdempotencyKeys } from './idempotency';

const PRUNE_EVERY_MS = 10 * 60_000;

async function idempotencyPlugin(app: FastifyInstance): Promise<void> {
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      pruneIdempotencyKeys(app.db).catch((err: unknown) => app.log.warn({ err }, 'idempotency cleanup failed'));
    }, PRUNE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}

export default fp(idempotencyPlugin, { name: 'idempotency' });
