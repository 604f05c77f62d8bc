/**
 * Sends the queued wallet pushes (push-job-repository.ts) on the e-mail outbox's loop
 * (lib/due-work-loop.ts): at start, when kicked, on a timer for retries. A failure is retried
 * with backoff (30 s doubling, at most an hour) and given up after `maxAttempts`.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { DueWorkLoop } from '../../lib/due-work-loop';
import type { ApnsClient } from './apns-client';
import type { GoogleObjects } from './google-objects';
import type { GoogleWalletClient } from './google-wallet-client';
import { type PushJobRow, leaseDuePushJobs, markPushFailed, markPushSent, msToNextPush } from './push-job-repository';
import { forgetPushToken } from './registration-repository';

export interface PushDispatcherDeps {
  db: Db;
  log: FastifyBaseLogger;
  apns?: ApnsClient;
  google?: GoogleWalletClient;
  /** The Google object of a pass as it should be now; null when its thing is gone. */
  googleObjectsOf: (passId: number) => Promise<GoogleObjects | null>;
}

export interface PushDispatcherOptions {
  batchSize: number;
  leaseSeconds: number;
  maxAttempts: number;
  firstRetrySeconds: number;
  maxRetrySeconds: number;
  pollMs: number;
}

const DEFAULTS: PushDispatcherOptions = { batchSize: 50, leaseSeconds: 30, maxAttempts: 8, firstRetrySeconds: 30, maxRetrySeconds: 3600, pollMs: 60_000 };

export class PushDispatcher {
  private readonly options: PushDispatcherOptions;
  private readonly loop: DueWorkLoop;

  constructor(
    private readonly deps: PushDispatcherDeps,
    options: Partial<PushDispatcherOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
    this.loop = new DueWorkLoop({
      work: () => this.sendDue(),
      msUntilNextDue: () => msToNextPush(deps.db),
      pollMs: this.options.pollMs,
      onError: (err) => deps.log.error({ err }, 'wallet push dispatch failed'),
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
    return this.loop.runNow();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  private async sendDue(): Promise<number> {
    let done = 0;
    for (;;) {
      const jobs = await leaseDuePushJobs(this.deps.db, this.options.batchSize, this.options.leaseSeconds);
      if (!jobs.length) return done;
      const apns = jobs.filter((j) => j.target === 'apns');
      if (apns.length) done += await this.sendApns(apns);
      for (const job of jobs.filter((j) => j.target === 'google')) done += (await this.settle(job, () => this.sendGoogle(job))) ? 1 : 0;
    }
  }

  private async sendApns(jobs: PushJobRow[]): Promise<number> {
    const { apns } = this.deps;
    if (!apns) {
      for (const job of jobs) await this.settle(job, async () => Promise.reject(new Error('APNs is not configured')));
      return 0;
    }
    const outcomes = await apns.push([...new Set(jobs.map((j) => j.pushToken!))]).catch((err: unknown) => err as Error);
    let done = 0;
    for (const job of jobs) {
      const outcome = outcomes instanceof Error ? outcomes : outcomes.get(job.pushToken!);
      const ok = await this.settle(job, async () => {
        if (outcome instanceof Error || outcome === undefined) throw outcome ?? new Error('no answer');
        if (outcome === 'unregistered') await forgetPushToken(this.deps.db, job.pushToken!);
      });
      if (ok) done += 1;
    }
    return done;
  }

  private async sendGoogle(job: PushJobRow): Promise<void> {
    if (!this.deps.google) throw new Error('Google Wallet is not configured');
    const objects = await this.deps.googleObjectsOf(job.passId);
    if (!objects) return;
    const result = await this.deps.google.patchObject(objects);
    if (result === 'absent') this.deps.log.info({ passId: job.passId }, 'Google Wallet holds no such object: nothing to update');
  }

  /** Runs one job's work and records the outcome; true when done. */
  private async settle(job: PushJobRow, work: () => Promise<void>): Promise<boolean> {
    try {
      await work();
      await markPushSent(this.deps.db, job.id);
      return true;
    } catch (err) {
      const giveUp = job.attempts >= this.options.maxAttempts;
      const retryIn = giveUp ? null : Math.min(this.options.maxRetrySeconds, this.options.firstRetrySeconds * 2 ** Math.max(0, job.attempts - 1));
      await markPushFailed(this.deps.db, job.id, String((err as Error)?.message ?? err).slice(0, 500), retryIn);
      this.deps.log.warn(
        { pushJob: job.id, target: job.target, attempts: job.attempts, retryIn, err },
        giveUp ? 'wallet push given up' : 'wallet push failed, will retry',
      );
      return false;
    }
  }
}
