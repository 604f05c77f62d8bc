/**
 * Texts to guests (docs/text-messages.md): `app.texts.queueFor(tx, venue, reservation, kind)`
 * in the transaction of a reservation e-mail (reservations/reservation-notify.ts), sent after
 * commit on the e-mail's kick by the texts' dispatcher, through the provider the environment
 * names (Twilio); and the provider's webhook for the guests' STOP replies.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbOrTx } from '../../db/tx';
import type { ReservationEmailKind } from '../reservations/email/reservation-email-kinds';
import type { ReservationRow } from '../reservations/reservation-repository';
import type { Venue } from '../venues/venue-repository';
import inboundRoute from './inbound-route';
import { TextDispatcher, type TextDispatcherOptions } from './text-dispatcher';
import { queueTextFor } from './text-queue';
import { textSenderOf } from './text-settings';
import type { TextTransport } from './text-transport';
import { TwilioTransport } from './twilio-transport';

export interface TextMessages {
  /** A provider is set: the booking form asks for consent where the venue's texts are on. */
  readonly enabled: boolean;
  /** The venue sends texts to guests who agree (its texts on, and a provider set). */
  offeredBy(venue: Pick<Venue, 'bookingSettings'>): boolean;
  /** In the transaction of a reservation e-mail: its text, where there is one and the guest agreed. */
  queueFor(db: DbOrTx, venue: Venue, reservation: ReservationRow, kind: ReservationEmailKind): Promise<void>;
  /** Sends what is due now (tests, tools). */
  drain(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    texts: TextMessages;
  }
}

export interface TextMessagesPluginOptions {
  dispatcher?: Partial<TextDispatcherOptions>;
}

async function textMessagesPlugin(app: FastifyInstance, options: TextMessagesPluginOptions): Promise<void> {
  const { twilio } = app.config.textMessages;
  const transport: TextTransport | null = twilio ? new TwilioTransport(twilio) : null;
  const dispatcher = new TextDispatcher(
    { db: app.db, log: app.log, transport, clock: app.clock, publicUrl: app.config.publicUrl, onTry: (outcome) => app.metrics.recordDelivery('sms', outcome) },
    { yieldTo: () => app.foreground.settled(), ...options.dispatcher },
  );
  const offeredBy = (venue: Pick<Venue, 'bookingSettings'>) => !!transport && !!textSenderOf(venue);
  app.decorate('texts', {
    enabled: !!transport,
    offeredBy,
    queueFor: async (db, venue, reservation, kind) => {
      if (transport) await queueTextFor(db, venue, reservation, kind);
    },
    drain: () => dispatcher.drain(),
  } satisfies TextMessages);
  // Every change that queues a text queues its e-mail in the same transaction and kicks the
  // e-mail after commit: the texts go on the same kick.
  app.email.onKick(() => dispatcher.kick());
  await app.register(inboundRoute, { twilio });
  app.addHook('onReady', async () => dispatcher.start());
  app.addHook('onClose', async () => dispatcher.stop());
}

export default fp(textMessagesPlugin, { name: 'text-messages', dependencies: ['email'] });
