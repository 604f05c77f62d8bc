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
import type { MailMessage, Mailer } from './mail-message';
import { type EnqueueOptions, insertOutboxEmail } from './outbox-repository';

export interface EmailService {
  /** The sender address of every message (MAIL_FROM). */
  readonly from: string;
  queue(db: DbOrTx, message: Omit<MailMessage, 'from'>, options: EnqueueOptions): Promise<number>;
  /** Call after the queuing transaction committed. */
  kick(): void;
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
  const dispatcher = new EmailDispatcher(app.db, mailer, app.log, options.dispatcher);
  const from = app.config.mailFrom;
  const service: EmailService = {
    from,
    queue: (db, message, opts) => insertOutboxEmail(db, { ...message, from }, opts),
    kick: () => dispatcher.kick(),
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
