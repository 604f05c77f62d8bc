/**
 * Rate limits every instance shares (RATE_LIMIT_STORE in the README's configuration table): the counter
 * (shared-counter.ts) on Redis, PostgreSQL or this process's memory, as `app.rateLimits`,
 * and its store class for @fastify/rate-limit as `app.rateLimitStore`.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { PostgresCounterStore } from './postgres-counter-store';
import { sharedRateLimitStore } from './rate-limit-store';
import type * as RedisCounterStoreModule from './redis-counter-store';
import { type CounterStore, MemoryCounterStore, SharedCounter } from './shared-counter';

const PRUNE_EVERY_MS = 5 * 60_000;

function isPostgres(db: Db): boolean {
  return !('listen' in (db as unknown as { $client: object }).$client);
}

export function storeKind(config: AppConfig, db: Db): 'memory' | 'database' | 'redis' {
  if (config.rateLimitStore !== 'auto') return config.rateLimitStore;
  if (config.redisUrl) return 'redis';
  return isPostgres(db) ? 'database' : 'memory';
}

async function rateLimitsPlugin(app: FastifyInstance): Promise<void> {
  const kind = storeKind(app.config, app.db);
  let store: CounterStore;
  let prune: (() => Promise<unknown>) | null = null;
  if (kind === 'redis') {
    if (!app.config.redisUrl) throw new Error('RATE_LIMIT_STORE=redis needs REDIS_URL');
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded when chosen: ioredis is some 1.2 MB of heap a server without Redis does without (docs/operations.md, "Memory")
    const { RedisCounterStore } = require('./redis-counter-store') as typeof RedisCounterStoreModule;
    const redis = new RedisCounterStore(app.config.redisUrl);
    await redis.ready();
    store = redis;
  } else if (kind === 'database') {
    const pg = new PostgresCounterStore(app.db);
    prune = () => pg.prune();
    store = pg;
  } else {
    store = new MemoryCounterStore();
  }
  // The app's clock: windows follow the time the app lives in (pinned in tests).
  const counter = new SharedCounter(
    store,
    (message) => app.log.warn(message),
    () => app.clock().getTime(),
  );
  app.decorate('rateLimits', counter);
  app.decorate('rateLimitStore', sharedRateLimitStore(counter));
  app.log.debug(`rate limits count in: ${kind}`);

  let timer: NodeJS.Timeout | null = null;
  if (prune) {
    const run = prune;
    timer = setInterval(() => void run().catch((err: unknown) => app.log.warn({ err }, 'rate-limit counter cleanup failed')), PRUNE_EVERY_MS);
    timer.unref();
  }
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await counter.close();
  });
}

export default fp(rateLimitsPlugin, { name: 'rate-limits' });
