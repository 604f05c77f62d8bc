/**
 * E-mail for every module: `app.email.queue(tx, message, {kind})` inside the transaction that
 * makes the message true, then `app.email.kick()` after commit. The dispatcher sends it (or
 * retries it) through `app.mailer`.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbOrTx } from '../../db/tx';
import { createMailer } from './create-mailer';
import { EmailDispatcher, type DispatcherOptions } from './email-dispatcher';
import { type EmailJob, type EmailJobComposer, EmailJobComposers, jobRowOf } from './email-jobs';
import type { MailMessage, Mailer } from './mail-message';
import { type EnqueueOptions, type OutboxEntry, insertOutboxEmail, insertOutboxEmails } from './outbox-repository';
import { deferInsert } from '../../db/batch-rows';

export interface EmailService {
  /** The sender address of every message (MAIL_FROM). */
  readonly from: string;
  queue(db: DbOrTx, message: Omit<MailMessage, 'from'>, options: EnqueueOptions): Promise<number>;
  /**
   * A message composed by the dispatcher, off the request path (email-jobs.ts); kick after commit.
   * In a batch of bookings the job's row is written with the batch's others (db/batch-rows.ts).
   */
  queueJob(db: DbOrTx, job: EmailJob): Promise<void>;
  /** How the dispatcher composes the jobs of `kind` (each module, when the app is built). */
  defineJob(kind: string, composer: EmailJobComposer): void;
  /** Call after the queuing transaction committed. */
  kick(): void;
  /** Also run on every kick: another outbox queued in the same transactions (text messages). */
  onKick(listener: () => void): void;
  /** Sends what is due now (tests, tools). */
  drain(): Promise<number>;
}

export interface EmailPluginOptions {
  /** Replaces the mailer the config selects (tests). */
  mailer?: Mailer;
  dispatcher?: Partial<DispatcherOptions>;
}

async function emailPlugin(app: FastifyInstance, options: EmailPluginOptions): Promise<void> {
  const mailer = options.mailer ?? createMailer(app.config);
  const jobs = new EmailJobComposers();
  const dispatcher = new EmailDispatcher(app.db, mailer, app.log, { yieldTo: () => app.foreground.settled(), ...options.dispatcher }, jobs, (outcome) =>
    app.metrics.recordDelivery('email', outcome),
  );
  const from = app.config.mailFrom;
  const kickListeners: Array<() => void> = [];
  const service: EmailService = {
    from,
    queue: (db, message, opts) => insertOutboxEmail(db, { ...message, from }, opts),
    queueJob: async (db, job) => {
      const { kind, message } = jobRowOf(job);
      const entry: OutboxEntry = { message: { ...message, from }, options: { kind, venueId: job.venueId, job: job.params } };
      if (!deferInsert(db, 'email_outbox', entry, insertOutboxEmails)) await insertOutboxEmail(db, entry.message, entry.options);
    },
    defineJob: (kind, composer) => jobs.define(kind, composer),
    kick: () => {
      dispatcher.kick();
      for (const listener of kickListeners) listener();
    },
    onKick: (listener) => kickListeners.push(listener),
    drain: () => dispatcher.drain(),
  };
  app.decorate('mailer', mailer);
  app.decorate('email', service);
  app.addHook('onReady', async () => dispatcher.start());
  app.addHook('onClose', async () => {
    await dispatcher.stop();
    await mailer.close?.();
  });
}

export default fp(emailPlugin, { name: 'email' });
