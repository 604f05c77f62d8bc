/**
 * Sends what the outbox holds, on the loop it shares with the wallet pushes
 * (lib/leased-job-loop.ts): at start, right after a transaction that queued a message (`kick`),
 * and on a timer for retries. A failed send is retried with exponential backoff (30 s, 1 min,
 * 2 min ... capped at 1 h) and given up after `maxAttempts`.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { type LeasedJobOptions, LeasedJobLoop, type LeasedJobLoopSpec, type JobOutcome } from '../../lib/leased-job-loop';
import { type EmailJobComposers, jobOfRow } from './email-jobs';
import type { Mailer } from './mail-message';
import { type OutboxRow, deleteOutboxEmail, outboxQueue, storeComposedEmail } from './outbox-repository';

/**
 * `leaseSeconds`: a taken row is free again after this, should this process die mid-send; renewed
 * every third of it while the row is being sent, so a slow SMTP server never frees it early.
 */
export type DispatcherOptions = LeasedJobOptions;

export const DEFAULT_DISPATCHER_OPTIONS: DispatcherOptions = {
  batchSize: 10,
  leaseSeconds: 15,
  maxAttempts: 8,
  firstRetrySeconds: 30,
  maxRetrySeconds: 3600,
  pollMs: 60_000,
};

export class EmailDispatcher {
  private readonly loop: LeasedJobLoop<OutboxRow>;

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    options: Partial<DispatcherOptions> = {},
    private readonly jobs: EmailJobComposers | null = null,
    onTry?: LeasedJobLoopSpec<OutboxRow>['onTry'],
  ) {
    this.loop = new LeasedJobLoop({
      queue: outboxQueue(db),
      options: { ...DEFAULT_DISPATCHER_OPTIONS, ...options },
      work: async (rows, settle) => {
        for (const row of rows) await settle(row, () => this.sendOne(row));
      },
      log,
      noun: 'e-mail',
      logFields: (row) => ({ outboxId: row.id }),
      onTry,
    });
  }

  start(): void {
    this.loop.start();
  }

  /** Something was queued: send soon (coalesces with a run in progress). */
  kick(): void {
    this.loop.kick();
  }

  /** Sends every due message now; resolves with how many were sent. Concurrent calls share a run. */
  drain(): Promise<number> {
    return this.loop.drain();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** The row with its message: a job (email-jobs.ts) is composed first; null when it had nothing to send. */
  private async messageRow(row: OutboxRow): Promise<OutboxRow | null> {
    const job = jobOfRow(row);
    if (!job && !row.to.trim()) {
      // A booking a forced erasure kept (modules/guest-data) has no address left: no one to tell.
      await deleteOutboxEmail(this.db, row.id);
      this.log.info({ outboxId: row.id, kind: row.kind }, 'e-mail without a recipient dropped');
      return null;
    }
    if (!job) return row;
    if (!this.jobs) throw new Error(`no composer for e-mail job ${job.kind}`);
    const message = await this.jobs.composerOf(job.kind)(job);
    if (!message) {
      await deleteOutboxEmail(this.db, row.id);
      this.log.info({ outboxId: row.id, kind: job.kind }, 'e-mail job with nothing to send');
      return null;
    }
    return storeComposedEmail(this.db, row.id, job.kind, { ...message, from: row.from });
  }

  private async sendOne(queued: OutboxRow): Promise<JobOutcome> {
    const row = await this.messageRow(queued);
    if (!row) return 'gone';
    await this.mailer.send({
      from: row.from,
      to: row.to,
      subject: row.subject,
      html: row.html,
      text: row.text,
      attachments: row.attachments.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: Buffer.from(a.contentBase64, 'base64'),
        ...(a.cid ? { cid: a.cid } : {}),
      })),
    });
    this.log.info({ outboxId: row.id, kind: row.kind }, 'e-mail sent');
    return 'done';
  }
}
