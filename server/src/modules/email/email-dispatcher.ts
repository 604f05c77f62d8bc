/**
 * Sends what the outbox holds: at start, right after a transaction that queued a message
 * (`kick`), and on a timer for retries. A failed send is retried with exponential backoff
 * (30 s, 1 min, 2 min ... capped at 1 h) and given up after `maxAttempts`.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { DueWorkLoop } from '../../lib/due-work-loop';
import { type EmailJobComposers, jobOfRow } from './email-jobs';
import type { Mailer } from './mail-message';
import {
  type OutboxRow,
  deleteOutboxEmail,
  extendLease,
  leaseDueEmails,
  markEmailFailed,
  markEmailSent,
  secondsToNextDue,
  storeComposedEmail,
} from './outbox-repository';

export interface DispatcherOptions {
  batchSize: number;
  /**
   * A taken row is free again after this, should this process die mid-send; renewed every
   * third of it while the row is being sent, so a slow SMTP server never frees it early.
   */
  leaseSeconds: number;
  maxAttempts: number;
  firstRetrySeconds: number;
  maxRetrySeconds: number;
  /** Safety poll, in case a kick was missed (another instance queued the message). */
  pollMs: number;
}

export const DEFAULT_DISPATCHER_OPTIONS: DispatcherOptions = {
  batchSize: 10,
  leaseSeconds: 15,
  maxAttempts: 8,
  firstRetrySeconds: 30,
  maxRetrySeconds: 3600,
  pollMs: 60_000,
};

export function retryDelaySeconds(attempts: number, options: Pick<DispatcherOptions, 'firstRetrySeconds' | 'maxRetrySeconds'>): number {
  return Math.min(options.maxRetrySeconds, options.firstRetrySeconds * 2 ** Math.max(0, attempts - 1));
}

export class EmailDispatcher {
  private readonly options: DispatcherOptions;
  private readonly loop: DueWorkLoop;

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    options: Partial<DispatcherOptions> = {},
    private readonly jobs: EmailJobComposers | null = null,
  ) {
    this.options = { ...DEFAULT_DISPATCHER_OPTIONS, ...options };
    this.loop = new DueWorkLoop({
      work: () => this.sendDue(),
      msUntilNextDue: async () => {
        const seconds = await secondsToNextDue(this.db);
        return seconds === null ? null : seconds * 1000;
      },
      pollMs: this.options.pollMs,
      onError: (err) => this.log.error({ err }, 'e-mail dispatch failed'),
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
    return this.loop.runNow();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  private async sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await leaseDueEmails(this.db, this.options.batchSize, this.options.leaseSeconds);
      if (!rows.length) return sent;
      const unsent = new Set(rows.map((r) => r.id));
      const renew = setInterval(
        () => {
          extendLease(this.db, [...unsent], this.options.leaseSeconds).catch((err: unknown) => this.log.warn({ err }, 'e-mail lease renewal failed'));
        },
        (this.options.leaseSeconds * 1000) / 3,
      );
      try {
        for (const row of rows) {
          if (await this.sendOne(row)) sent += 1;
          unsent.delete(row.id);
        }
      } finally {
        clearInterval(renew);
      }
    }
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

  private async sendOne(queued: OutboxRow): Promise<boolean> {
    try {
      const row = await this.messageRow(queued);
      if (!row) return false;
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
      await markEmailSent(this.db, row.id);
      this.log.info({ outboxId: row.id, kind: row.kind }, 'e-mail sent');
      return true;
    } catch (err) {
      const giveUp = queued.attempts >= this.options.maxAttempts;
      const retryIn = giveUp ? null : retryDelaySeconds(queued.attempts, this.options);
      await markEmailFailed(this.db, queued.id, String((err as Error)?.message ?? err).slice(0, 500), retryIn);
      this.log.warn({ outboxId: queued.id, attempts: queued.attempts, retryIn, err }, giveUp ? 'e-mail given up' : 'e-mail failed, will retry');
      return false;
    }
  }
}
