/**
 * The wallet pushes on the loop the e-mail outbox uses too (lib/leased-job-loop.ts): two
 * dispatchers at once push every job once, each leased by one of them; APNs out of reach keeps
 * the job, tried again with backoff, then given up. The pushes go to a stand-in for APNs over
 * HTTP/2 through the real client. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '../../src/db/client';
import { walletPushJobs } from '../../src/db/schema';
import { ApnsClient } from '../../src/modules/wallet/apns-client';
import { ensurePass } from '../../src/modules/wallet/pass-repository';
import { PushDispatcher } from '../../src/modules/wallet/push-dispatcher';
import { queueApnsPushes } from '../../src/modules/wallet/push-job-repository';
import { findVenueByToken } from '../../src/modules/venues/venue-repository';
import { startFakeApns } from '../support/fake-apns';
import { NOW, TOKENS } from '../support/test-app';
import { createTestDb } from '../support/test-db';
import { CERTS, PASS_TYPE_ID, walletConfig } from '../support/wallet';

jest.setTimeout(60_000);

let handle: DbHandle;
let apns: Awaited<ReturnType<typeof startFakeApns>>;
let passId: number;

beforeAll(async () => {
  handle = await createTestDb({ seededAt: NOW });
  apns = await startFakeApns();
  const venue = (await findVenueByToken(handle.db, TOKENS.aurora))!;
  passId = (await ensurePass(handle.db, { venueId: venue.id, kind: 'promo', subjectId: 1, language: 'en', now: NOW })).id;
});
afterAll(async () => {
  await handle.close();
  await apns.close();
});

const apnsAt = (url: string) =>
  new ApnsClient(walletConfig({ APNS_KEY_ID: 'TESTKEY001', APNS_KEY_FILE: path.join(CERTS, 'apns-test-key.p8'), APNS_URL: url }).apple!.apns!, PASS_TYPE_ID!);

/** The log lines' messages, in order. */
function recordingLog(): { log: FastifyBaseLogger; lines: string[] } {
  const lines: string[] = [];
  const record = (_fields: object, message: string) => void lines.push(message);
  return { log: { info: record, warn: record, error: record } as unknown as FastifyBaseLogger, lines };
}

const dispatcher = (apnsClient: ApnsClient, log: FastifyBaseLogger, options = {}) =>
  new PushDispatcher({ db: handle.db, log, apns: apnsClient, googleObjectsOf: async () => null }, options);

const jobsOf = (tokens: string[]) => handle.db.select().from(walletPushJobs).where(inArray(walletPushJobs.pushToken, tokens));

test('two dispatchers at once push every job once and mark it sent', async () => {
  const tokens = Array.from({ length: 30 }, (_, i) => `both-${i}`);
  await queueApnsPushes(handle.db, passId, tokens);
  const a = dispatcher(apnsAt(apns.url), recordingLog().log, { batchSize: 4 });
  const b = dispatcher(apnsAt(apns.url), recordingLog().log, { batchSize: 4 });
  const [byA, byB] = await Promise.all([a.drain(), b.drain()]);
  expect(byA + byB).toBe(30);
  const pushed = apns.pushes.map((p) => p.path.replace('/3/device/', '')).filter((token) => token.startsWith('both-'));
  expect(pushed.sort()).toEqual([...tokens].sort());
  expect((await jobsOf(tokens)).map((j) => [j.status, j.attempts])).toEqual(tokens.map(() => ['sent', 1]));
});

test('APNs out of reach: the job stays, tried again after the backoff, and is given up after the last try', async () => {
  await queueApnsPushes(handle.db, passId, ['unreachable']);
  // A port of this test's range where nothing listens.
  const { log, lines } = recordingLog();
  const down = dispatcher(apnsAt('http://127.0.0.1:8719'), log, { maxAttempts: 2 });
  expect(await down.drain()).toBe(0);
  let [job] = await jobsOf(['unreachable']);
  expect(job).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
  expect(job!.lastError).toBeTruthy();
  // The first retry waits 30 s (the database's clock).
  const wait = (await handle.db.execute(sql`select extract(epoch from next_attempt_at - now()) as s from wallet_push_jobs where id = ${job!.id}`)) as {
    rows: Array<{ s: unknown }>;
  };
  expect(Number(wait.rows[0]!.s)).toBeGreaterThan(25);
  await down.drain();
  expect((await jobsOf(['unreachable']))[0]!.attempts).toBe(1); // not due yet

  await handle.db
    .update(walletPushJobs)
    .set({ nextAttemptAt: new Date(0) })
    .where(eq(walletPushJobs.id, job!.id));
  await down.drain();
  [job] = await jobsOf(['unreachable']);
  expect(job).toMatchObject({ status: 'failed', attempts: 2, lockedUntil: null });
  expect(lines).toEqual(['wallet push failed, will retry', 'wallet push given up']);
});
