/**
 * Two app instances on one database, as two servers behind a load balancer: on PostgreSQL each
 * has its own connection pool (and its own caches, gates and timers); on PGlite they share the
 * one embedded database.
 */
import type { AppConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import type { WebhooksPluginOptions } from '../../src/modules/webhooks/webhooks-plugin';
import { NOW, type TestApp, createTestApp } from './test-app';
import { createTestDb } from './test-db';

export interface TwoInstances {
  a: TestApp;
  b: TestApp;
  close(): Promise<void>;
}

/** `clock`: both instances' "now" (a test moves it to make reminders and offers fall due). */
export async function createTwoInstances(config: Partial<AppConfig> = {}, options: { clock?: () => Date; webhooks?: WebhooksPluginOptions } = {}): Promise<TwoInstances> {
  const shared = await createTestDb({ seededAt: NOW });
  // Seeded by createTestDb: neither app seeds it again.
  const a = await createTestApp({ handle: shared, config, seed: false, clock: options.clock, webhooks: options.webhooks });
  const second = shared.url ? await openDatabase({ databaseUrl: shared.url }) : { ...shared, close: async () => undefined };
  const b = await createTestApp({ handle: second, config, seed: false, clock: options.clock, webhooks: options.webhooks });
  return {
    a,
    b,
    close: async () => {
      await b.close();
      await a.close();
    },
  };
}
