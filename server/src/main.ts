/**
 * Entry point: config from the environment, database (PGlite or PostgreSQL), migrations, the
 * demo venues on the demo start's empty database (SEED_DEMO), the checks a production start
 * must pass, then the HTTP server, which warms up before its health check says it is ready.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { chooseWasmCompilers } from './db/pglite-memory';
import { runMigrations } from './db/migrate';
import { loggableErrorText } from './lib/loggable-error';
import { listDemoVenues, seedDemoIfEmpty } from './demo/seed';
import { countVenues } from './modules/venues/venue-repository';
import { outboxDir } from './modules/email/create-mailer';
import { productionProblems } from './production-checks';
import { listenForStaff } from './web/staff-listener';
import { warmUpInstance } from './modules/warm-up/warm-up';

async function main(): Promise<void> {
  const config = loadConfig();
  const wasmWarning = config.databaseUrl ? null : chooseWasmCompilers(config.pgliteMemory);
  if (wasmWarning) console.warn(`Note: ${wasmWarning}`);
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
    pgliteMemory: config.pgliteMemory,
  });
  await runMigrations(handle);
  const seeded = config.seedDemo ? await seedDemoIfEmpty(handle.db) : [];
  const problems = await productionProblems(config, handle.db);
  if (problems.length) {
    await handle.close();
    throw new ConfigError(`A production start needs:\n  ${problems.join('\n  ')}`);
  }

  // Tests only: the server's "now" moved by TEST_CLOCK_OFFSET_MS (the e2e marks a no-show after the booked time).
  const offset = config.nodeEnv === 'test' ? Number(process.env.TEST_CLOCK_OFFSET_MS ?? 0) || 0 : 0;
  const app = await buildApp({ db: handle.db, config, ...(offset ? { clock: () => new Date(Date.now() + offset) } : {}) });
  // From the first moment it listens until it is warm, the health check says "warming".
  const warmUpPass = config.warmUpCalls > 0 ? app.warmUp.begin() : null;
  await app.listen({ port: config.port, host: config.host });
  // The door page and the staff and operator APIs: an origin of their own (web/staff-side.ts).
  const staffListener = await listenForStaff(app, config.staffPort, config.host);
  if (warmUpPass) await warmUp(app, warmUpPass, config.warmUpCalls);

  const site = `http://localhost:${config.port}`;
  const staffAddress = staffListener.address();
  const staffSite = process.env.STAFF_URL
    ? config.staffUrl
    : `http://localhost:${staffAddress && typeof staffAddress === 'object' ? staffAddress.port : config.staffPort}`;
  const demo = config.nodeEnv === 'production' ? [] : await listDemoVenues(handle.db);
  const empty = (await countVenues(handle.db)) === 0;
  const lines = [
    '',
    `${config.platformName} is running at ${site}`,
    `  staff (door page, staff and venue tools): ${staffSite}`,
    `  database: ${handle.kind === 'pglite' ? `PGlite in ${path.join(config.dataDir, 'pglite')}` : 'PostgreSQL (DATABASE_URL)'}`,
    ...(seeded.length ? ['  demo data seeded on this first start'] : []),
    `  e-mail: ${app.mailer.kind === 'smtp' ? 'SMTP (SMTP_URL)' : `outbox folder ${outboxDir(config.dataDir)} (open index.html)`}`,
    ...demo.flatMap((v) => [
      `  ${v.name}`,
      `    ${site}/welcome?venue=${v.slug}`,
      `    token: ${v.token}`,
      ...(v.staffToken ? [`    door page: ${staffSite}/staff?venue=${v.slug}`, `    staff token: ${v.staffToken}`] : []),
    ]),
    ...(empty
      ? [
          '  no venue yet: apply a venue file (docs/venue-file.md) with',
          `    OPERATOR_TOKEN=… npm run venue -- apply my-venue.yaml${config.operatorToken ? '' : '   (set OPERATOR_TOKEN on this server first)'}`,
        ]
      : []),
    '',
  ];
  console.log(lines.join('\n'));

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    // The close ends the keep-alive connections idle at its start; one busy then goes idle later
    // and, kept by its client, would hold the exit for Fastify's keep-alive timeout (72 s): each
    // is closed as soon as it is idle.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    try {
      await app.close();
    } finally {
      clearInterval(sweep);
    }
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

/** The instance's warm-up (modules/warm-up): calls on its own port; a failure only costs the warm-up. */
async function warmUp(app: FastifyInstance, pass: string, calls: number): Promise<void> {
  const address = app.server.address();
  try {
    if (!address || typeof address !== 'object') return;
    // Listening on every interface, the instance is reached on the loopback.
    const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
    const base = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
    const report = await warmUpInstance(app, { base, pass, calls });
    if (report) app.log.info({ answers: report.answers, pages: report.pages, ms: report.ms }, 'warmed up');
  } catch (err) {
    app.log.warn({ err }, 'warm-up failed: the instance starts cold');
  } finally {
    app.warmUp.end();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : loggableErrorText(err));
  process.exit(1);
});
