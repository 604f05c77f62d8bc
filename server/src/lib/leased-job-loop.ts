/**
 * The one loop of the senders that work a queue table by lease: the e-mail outbox and the wallet
 * pushes. On DueWorkLoop (at start, on `kick`, on a timer for the next due job), each pass
 * claims due jobs a batch at a time (db/leased-jobs.ts: one short statement, SKIP LOCKED, so two
 * instances never take the same job), renews the lease of the jobs not yet settled every third
 * of it (a slow SMTP server or APNs never frees them early), and settles each job: done, or
 * failed and retried with backoff (`firstRetrySeconds` doubling, at most `maxRetrySeconds`,
 * with `retryJitter` drawn off it), given up after `maxAttempts`. `stop` waits for the pass in progress.
 */
import { DueWorkLoop } from './due-work-loop';

/** What the loop needs of a job row. */
export interface LeasedJob {
  id: number;
  /** Tries so far, this one included (the lease counts it). */
  attempts: number;
}

/** A queue table's statements (db/leased-jobs.ts). */
export interface LeasedJobQueue<Job extends LeasedJob> {
  /** Takes up to `limit` due jobs for `leaseSeconds`, in id order. */
  lease(limit: number, leaseSeconds: number): Promise<Job[]>;
  extendLease(ids: number[], leaseSeconds: number): Promise<void>;
  markDone(id: number): Promise<void>;
  /** Again in `retryInSeconds`, or given up when null. */
  markFailed(id: number, error: string, retryInSeconds: number | null): Promise<void>;
  msToNextDue(): Promise<number | null>;
}

export interface LeasedJobOptions {
  batchSize: number;
  /** A taken job is free again after this, should this process die while working it. */
  leaseSeconds: number;
  maxAttempts: number;
  firstRetrySeconds: number;
  maxRetrySeconds: number;
  /**
   * Each delay drawn between (1 - retryJitter) and 1 times the doubled one (0, the default: exact),
   * so jobs that failed together (a receiver down) do not all come back at the same second.
   */
  retryJitter?: number;
  /** Safety poll, in case a kick was missed (another instance queued the job). */
  pollMs: number;
  /** Awaited before a kicked or timed pass (lib/due-work-loop.ts): the callers in a rush go first. */
  yieldTo?: () => Promise<void>;
}

/** A job's work either did it (marked done) or found it gone (it removed the row: nothing to mark). */
export type JobOutcome = 'done' | 'gone';
/** Runs one job's work and records the outcome; resolves true when the job was done. */
export type Settle<Job> = (job: Job, work: () => Promise<JobOutcome | void>) => Promise<boolean>;

interface Log {
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface LeasedJobLoopSpec<Job extends LeasedJob> {
  queue: LeasedJobQueue<Job>;
  options: LeasedJobOptions;
  /** Works a claimed batch, each job through `settle` (one by one, or several in one call as APNs takes them). */
  work: (jobs: Job[], settle: Settle<Job>) => Promise<void>;
  log: Log;
  /** The log lines' subject ('e-mail', 'wallet push') and a job's own fields in them. */
  noun: string;
  logFields: (job: Job) => Record<string, unknown>;
  /** Hears each try's outcome (metrics): done, failed to be retried, or given up. */
  onTry?: (outcome: 'sent' | 'failed' | 'given_up') => void;
}

export function retryDelaySeconds(
  attempts: number,
  options: Pick<LeasedJobOptions, 'firstRetrySeconds' | 'maxRetrySeconds' | 'retryJitter'>,
  random: () => number = Math.random,
): number {
  const doubled = Math.min(options.maxRetrySeconds, options.firstRetrySeconds * 2 ** Math.max(0, attempts - 1));
  const jitter = Math.min(1, Math.max(0, options.retryJitter ?? 0));
  return jitter ? Math.round(doubled * (1 - jitter * random()) * 1000) / 1000 : doubled;
}

export class LeasedJobLoop<Job extends LeasedJob> {
  private readonly loop: DueWorkLoop;

  constructor(private readonly spec: LeasedJobLoopSpec<Job>) {
    this.loop = new DueWorkLoop({
      work: () => this.workDue(),
      msUntilNextDue: () => spec.queue.msToNextDue(),
      pollMs: spec.options.pollMs,
      yieldTo: spec.options.yieldTo,
      onError: (err) => spec.log.error({ err }, `${spec.noun} dispatch failed`),
    });
  }

  start(): void {
    this.loop.start();
  }

  /** Something was queued: work soon (coalesces with a pass in progress). */
  kick(): void {
    this.loop.kick();
  }

  /** Works every due job now; resolves with how many were done. Concurrent calls share a pass. */
  drain(): Promise<number> {
    return this.loop.runNow();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  private async workDue(): Promise<number> {
    const { queue, options, log, noun } = this.spec;
    let done = 0;
    for (;;) {
      const jobs = await queue.lease(options.batchSize, options.leaseSeconds);
      if (!jobs.length) return done;
      const unsettled = new Set(jobs.map((j) => j.id));
      const renew = setInterval(
        () => {
          queue.extendLease([...unsettled], options.leaseSeconds).catch((err: unknown) => log.warn({ err }, `${noun} lease renewal failed`));
        },
        (options.leaseSeconds * 1000) / 3,
      );
      try {
        await this.spec.work(jobs, async (job, work) => {
          const ok = await this.settle(job, work);
          unsettled.delete(job.id);
          if (ok) done += 1;
          return ok;
        });
      } finally {
        clearInterval(renew);
      }
    }
  }

  private async settle(job: Job, work: () => Promise<JobOutcome | void>): Promise<boolean> {
    const { queue, options, log, noun } = this.spec;
    try {
      if ((await work()) === 'gone') return false;
      await queue.markDone(job.id);
      this.spec.onTry?.('sent');
      return true;
    } catch (err) {
      const giveUp = job.attempts >= options.maxAttempts;
      const retryIn = giveUp ? null : retryDelaySeconds(job.attempts, options);
      await queue.markFailed(job.id, String((err as Error)?.message ?? err).slice(0, 500), retryIn);
      this.spec.onTry?.(giveUp ? 'given_up' : 'failed');
      log.warn({ ...this.spec.logFields(job), attempts: job.attempts, retryIn, err }, giveUp ? `${noun} given up` : `${noun} failed, will retry`);
      return false;
    }
  }
}
