/**
 * Webhooks (docs/webhooks.md): a venue's other systems told of its bookings, offers, gift cards
 * and promotions. `app.webhooks` is called by the features in the transaction of a change (the
 * event is queued with it: webhook-emit.ts); the dispatcher sends each event, signed as the
 * Standard Webhooks specification says, at least once (webhook-dispatcher.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { giftcards, promoClaims, reservations } from '../../db/schema';
import type { DbOrTx } from '../../db/tx';
import type { Venue } from '../venues/venue-repository';
import { WebhookDispatcher, type WebhookDispatcherOptions, WEBHOOK_DISPATCHER_DEFAULTS } from './webhook-dispatcher';
import { bookingKeys, emitEvent } from './webhook-emit';
import type { WebhookEventType } from './webhook-events';
import { bookingData, type GiftcardMovement, giftcardData, promotionData } from './webhook-payloads';
import { pruneSettledDeliveries } from './webhook-repository';
import { type TestAnswer, sendTestEvents } from './webhook-test-send';

type ReservationRow = typeof reservations.$inferSelect;
type GiftcardRow = typeof giftcards.$inferSelect;
type ClaimRow = typeof promoClaims.$inferSelect;
type VenueRef = Pick<Venue, 'id' | 'slug'>;

export interface Webhooks {
  /** In the transaction of a booking's change: its event queued for the endpoints that want it. */
  booking(tx: DbOrTx, venue: VenueRef, row: ReservationRow, type: WebhookEventType): Promise<void>;
  giftcard(
    tx: DbOrTx,
    venue: VenueRef,
    card: GiftcardRow,
    type: 'giftcard.issued' | 'giftcard.redeemed' | 'giftcard.returned',
    redemption?: GiftcardMovement,
  ): Promise<void>;
  promotion(tx: DbOrTx, venue: VenueRef, promotion: string, claim: ClaimRow, type: 'promotion.claimed' | 'promotion.redeemed'): Promise<void>;
  /** Sends the queued deliveries now (tests, tools). */
  drain(): Promise<number>;
  /** A signed test event to each endpoint of the venue, sent now. */
  test(venue: VenueRef): Promise<TestAnswer[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: Webhooks;
  }
}

export interface WebhooksPluginOptions {
  dispatcher?: Partial<WebhookDispatcherOptions>;
  /** Where `env:NAME` secrets are read (default: process.env). */
  env?: NodeJS.ProcessEnv;
}

/** No after-commit hook to kick from: a moment later the short transactions that queue have committed (the poll catches a slower one). */
export const KICK_DELAY_MS = 300;
/** A settled delivery (its body names the guest) is kept this long, for an operator to look into. */
export const KEEP_SETTLED_DAYS = 7;
const PRUNE_EVERY_MS = 60 * 60_000;

async function webhooksPlugin(app: FastifyInstance, options: WebhooksPluginOptions): Promise<void> {
  const env = options.env ?? process.env;
  const publicOnly = app.config.nodeEnv === 'production';
  const dispatcher = new WebhookDispatcher(
    { db: app.db, log: app.log, env, publicOnly, onTry: (outcome) => app.metrics.recordDelivery('webhook', outcome) },
    { yieldTo: () => app.foreground.settled(), ...options.dispatcher },
  );
  const queued = (sent: boolean) => {
    if (sent) setTimeout(() => dispatcher.kick(), KICK_DELAY_MS).unref();
  };
  const emit = async (tx: DbOrTx, venueId: number, type: WebhookEventType, data: () => Promise<Record<string, unknown>> | Record<string, unknown>) =>
    queued(await emitEvent(tx, venueId, type, app.clock(), data));

  app.decorate('webhooks', {
    booking: (tx, venue, row, type) => emit(tx, venue.id, type, async () => bookingData(venue.slug, row, await bookingKeys(tx, row.zoneId, row.experienceId))),
    giftcard: (tx, venue, card, type, redemption) => emit(tx, venue.id, type, () => giftcardData(venue.slug, card, redemption)),
    promotion: (tx, venue, promotion, claim, type) => emit(tx, venue.id, type, () => promotionData(venue.slug, promotion, claim)),
    drain: () => dispatcher.drain(),
    test: (venue) => sendTestEvents(app.db, venue, env, app.clock(), { publicOnly, timeoutMs: options.dispatcher?.timeoutMs ?? WEBHOOK_DISPATCHER_DEFAULTS.timeoutMs }),
  } satisfies Webhooks);
  // Settled deliveries are pruned on every instance (the delete is harmless twice).
  let prune: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    dispatcher.start();
    prune = setInterval(() => {
      pruneSettledDeliveries(app.db, KEEP_SETTLED_DAYS).catch((err: unknown) => app.log.warn({ err }, 'webhook deliveries cleanup failed'));
    }, PRUNE_EVERY_MS);
    prune.unref();
  });
  app.addHook('onClose', async () => {
    if (prune) clearInterval(prune);
    await dispatcher.stop();
  });
}

export default fp(webhooksPlugin, { name: 'webhooks' });
