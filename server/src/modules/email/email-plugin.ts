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
import { type EnqueueOptions, insertOutboxEmail } from './outbox-repository';

export interface EmailService {
  /** The sender address of every message (MAIL_FROM). */
  readonly from: string;
  queue(db: DbOrTx, message: Omit<MailMessage, 'from'>, options: EnqueueOptions): Promise<number>;
  /** A message composed by the dispatcher, off the request path (email-jobs.ts); kick after commit. */
  queueJob(db: DbOrTx, job: EmailJob): Promise<number>;
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
    queueJob: (db, job) => {
      const { kind, message } = jobRowOf(job);
      return insertOutboxEmail(db, { ...message, from }, { kind, venueId: job.venueId, job: job.params });
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
