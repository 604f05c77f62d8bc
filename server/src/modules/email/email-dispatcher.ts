/**
 * Sends what the outbox holds: at start, right after a transaction that queued a message
 * (`kick`), and on a timer for retries. A failed send is retried with exponential backoff
 * (30 s, 1 min, 2 min ... capped at 1 h) and given up after `maxAttempts`.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Mailer } from './mail-message';
import { type OutboxRow, leaseDueEmails, markEmailFailed, markEmailSent, secondsToNextDue } from './outbox-repository';

export interface DispatcherOptions {
  batchSize: number;
  /** A taken row is free again after this, should this process die mid-send. */
  leaseSeconds: number;
  maxAttempts: number;
  firstRetrySeconds: number;
  maxRetrySeconds: number;
  /** Safety poll, in case a kick was missed (another instance queued the message). */
  pollMs: number;
}

export const DEFAULT_DISPATCHER_OPTIONS: DispatcherOptions = {
  batchSize: 10,
  leaseSeconds: 120,
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
  private running: Promise<number> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    options: Partial<DispatcherOptions> = {},
  ) {
    this.options = { ...DEFAULT_DISPATCHER_OPTIONS, ...options };
  }

  start(): void {
    this.stopped = false;
    this.kick();
  }

  /** Something was queued: send soon (coalesces with a run in progress). */
  kick(): void {
    if (this.stopped) return;
    void this.drain().catch((err: unknown) => this.log.error({ err }, 'e-mail dispatch failed'));
  }

  /** Sends every due message now; resolves with how many were sent. Concurrent calls share a run. */
  drain(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  private async run(): Promise<number> {
    let sent = 0;
    do {
      this.again = false;
      for (;;) {
        const rows = await leaseDueEmails(this.db, this.options.batchSize, this.options.leaseSeconds);
        if (!rows.length) break;
        for (const row of rows) if (await this.sendOne(row)) sent += 1;
      }
    } while (this.again);
    await this.schedule();
    return sent;
  }

  private async sendOne(row: OutboxRow): Promise<boolean> {
    try {
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
      const giveUp = row.attempts >= this.options.maxAttempts;
      const retryIn = giveUp ? null : retryDelaySeconds(row.attempts, this.options);
      await markEmailFailed(this.db, row.id, String((err as Error)?.message ?? err).slice(0, 500), retryIn);
      this.log.warn({ outboxId: row.id, attempts: row.attempts, retryIn, err }, giveUp ? 'e-mail given up' : 'e-mail failed, will retry');
      return false;
    }
  }

  /** Wakes up for the next retry (or the safety poll, whichever is first). */
  private async schedule(): Promise<void> {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    const next = await secondsToNextDue(this.db).catch(() => null);
    const delay = Math.min(this.options.pollMs, next === null ? Infinity : next * 1000 + 50);
    if (this.stopped) return;
    this.timer = setTimeout(() => this.kick(), delay);
    this.timer.unref();
  }
}
