/** An app on a fresh database, seeded with the demo venues at a pinned "now". */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type BuildAppOptions, buildApp } from '../../src/app';
import { type AppConfig, testConfig } from '../../src/config';
import type { LogStream } from '../../src/lib/logger-options';
import type { Db, DbHandle } from '../../src/db/client';
import { seedDemo } from '../../src/demo/seed';
import type { WebhooksPluginOptions } from '../../src/modules/webhooks/webhooks-plugin';
import { MemoryMailer } from './memory-mailer';
import { createTestDb } from './test-db';

/** Monday 1 June 2026, 10:00 in Rome. Demo data and the app clock are pinned to it. */
export const NOW = new Date('2026-06-01T08:00:00Z');

export const TOKENS = {
  aurora: 'fp_demo_cantina_aurora',
  chalet: 'fp_demo_chalet_du_lac',
  lagon: 'fp_demo_le_lagon',
} as const;

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  handle: DbHandle;
  /** What the app sent (unless the test gave an SMTP_URL or its own mailer). */
  mailer: MemoryMailer;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    config?: Partial<AppConfig>;
    seed?: boolean;
    now?: Date;
    handle?: DbHandle;
    clock?: () => Date;
    logStream?: LogStream;
    /** The webhook sender's timing and where its `env:NAME` secrets come from. */
    webhooks?: WebhooksPluginOptions;
    /** The e-mail sender's timing (a `yieldTo` that never settles: only `drain` sends). */
    emailDispatcher?: BuildAppOptions['emailDispatcher'];
  } = {},
): Promise<TestApp> {
  const now = options.now ?? NOW;
  const seed = options.seed !== false;
  // A database of its own comes seeded; one given is seeded unless it is already (a venue already
  // there is left as it is).
  const handle = options.handle ?? (await createTestDb({ seededAt: seed ? now : undefined }));
  if (seed && options.handle) await seedDemo(handle.db, now);
  const config = testConfig(options.config);
  const mailer = new MemoryMailer();
  const app = await buildApp({
    db: handle.db,
    config,
    clock: options.clock ?? (() => now),
    // Real SMTP when the test names a server; else messages are kept in memory.
    mailer: config.smtpUrl ? undefined : mailer,
    // The log lines, when the test reads them (and sets config.logLevel).
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.webhooks ? { webhooks: options.webhooks } : {}),
    ...(options.emailDispatcher ? { emailDispatcher: options.emailDispatcher } : {}),
  });
  await app.ready();
  return {
    app,
    db: handle.db,
    handle,
    mailer,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

/** POST a front-page call like the browser does (form-encoded, bearer token). */
export function callApi(
  app: FastifyInstance,
  path: string,
  options: {
    token?: string | null;
    form?: Record<string, string | number>;
    headers?: InjectOptions['headers'];
    /** The client's address (default 127.0.0.1, which the caps per client leave alone). */
    remoteAddress?: string;
  } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  const token = options.token === undefined ? TOKENS.aurora : options.token;
  if (token) headers.authorization = `Bearer ${token}`;
  const payload = new URLSearchParams(Object.entries(options.form ?? {}).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return app.inject({
    method: 'POST',
    url: `/backend/api/frontpage${path}`,
    headers: { ...headers, ...(options.headers as Record<string, string>) },
    payload,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}
