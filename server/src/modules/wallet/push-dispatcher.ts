/**
 * Sends the queued wallet pushes (push-job-repository.ts) on the loop the e-mail outbox uses
 * too (lib/leased-job-loop.ts): at start, when kicked, on a timer for retries. A failure is
 * retried with backoff (30 s doubling, at most an hour) and given up after `maxAttempts`.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { type LeasedJobOptions, LeasedJobLoop, type LeasedJobLoopSpec, type Settle } from '../../lib/leased-job-loop';
import type { ApnsClient } from './apns-client';
import type { GoogleObjects } from './google-objects';
import type { GoogleWalletClient } from './google-wallet-client';
import { type PushJobRow, pushJobQueue } from './push-job-repository';
import { forgetPushToken } from './registration-repository';

export interface PushDispatcherDeps {
  db: Db;
  log: FastifyBaseLogger;
  apns?: ApnsClient;
  google?: GoogleWalletClient;
  /** The Google object of a pass as it should be now; null when its thing is gone. */
  googleObjectsOf: (passId: number) => Promise<GoogleObjects | null>;
  /** Hears each push's outcome (metrics). */
  onTry?: LeasedJobLoopSpec<PushJobRow>['onTry'];
}

export type PushDispatcherOptions = LeasedJobOptions;

const DEFAULTS: PushDispatcherOptions = { batchSize: 50, leaseSeconds: 30, maxAttempts: 8, firstRetrySeconds: 30, maxRetrySeconds: 3600, pollMs: 60_000 };

export class PushDispatcher {
  private readonly loop: LeasedJobLoop<PushJobRow>;

  constructor(
    private readonly deps: PushDispatcherDeps,
    options: Partial<PushDispatcherOptions> = {},
  ) {
    this.loop = new LeasedJobLoop({
      queue: pushJobQueue(deps.db),
      options: { ...DEFAULTS, ...options },
      work: async (jobs, settle) => {
        const apns = jobs.filter((j) => j.target === 'apns');
        if (apns.length) await this.sendApns(apns, settle);
        for (const job of jobs.filter((j) => j.target === 'google')) await settle(job, () => this.sendGoogle(job));
      },
      log: deps.log,
      noun: 'wallet push',
      logFields: (job) => ({ pushJob: job.id, target: job.target }),
      onTry: deps.onTry,
    });
  }

  start(): void {
    this.loop.start();
  }

  kick(): void {
    this.loop.kick();
  }

  /** Sends what is due now; resolves with how many jobs were done. */
  drain(): Promise<number> {
    return this.loop.drain();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** The APNs jobs of a batch go in one call (one push per device token), then each is settled. */
  private async sendApns(jobs: PushJobRow[], settle: Settle<PushJobRow>): Promise<void> {
    const { apns } = this.deps;
    if (!apns) {
      for (const job of jobs) await settle(job, async () => Promise.reject(new Error('APNs is not configured')));
      return;
    }
    // A failed call (APNs out of reach) fails every job of it. The answer is told by what it is, not
    // by `instanceof Error`: a socket's error comes from Node's own realm (under Jest, not this one's Error).
    const answered: unknown = await apns.push([...new Set(jobs.map((j) => j.pushToken!))]).catch((err: unknown) => err);
    for (const job of jobs) {
      const outcome = answered instanceof Map ? (answered.get(job.pushToken!) as unknown) : answered;
      await settle(job, async () => {
        if (outcome === 'unregistered') await forgetPushToken(this.deps.db, job.pushToken!);
        else if (outcome !== 'sent') throw outcome ?? new Error('no answer');
      });
    }
  }

  private async sendGoogle(job: PushJobRow): Promise<void> {
    if (!this.deps.google) throw new Error('Google Wallet is not configured');
    const objects = await this.deps.googleObjectsOf(job.passId);
    if (!objects) return;
    const result = await this.deps.google.patchObject(objects);
    if (result === 'absent') this.deps.log.info({ passId: job.passId }, 'Google Wallet holds no such object: nothing to update');
  }
}
