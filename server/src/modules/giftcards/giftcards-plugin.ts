/**
 * Gift cards' app-wide part: the payment events that issue cards, the delivery dispatcher, the
 * recovery of orders paid while the server was down, and the printable card page.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CardDelivery, type DeliveryOptions } from './delivery-dispatcher';
import { reconcileOrder, subscribeOrderEvents } from './issue-service';
import { listPendingWithIntent } from './order-repository';
import printRoute from './print-route';

export interface Giftcards {
  delivery: CardDelivery;
  /** Asks the provider about every recent pending order and issues the paid ones; resolves with how many. */
  reconcile(): Promise<number>;
  /** The reconciliation started when the server became ready (tests await it). */
  recovered: Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    giftcards: Giftcards;
  }
}

export interface GiftcardsPluginOptions {
  delivery?: Partial<DeliveryOptions>;
}

/** Stripe retries a webhook for three days: older pending orders are left alone. */
const RECONCILE_WINDOW_MS = 7 * 86_400_000;
/** A lost webhook is made up for this often, without a restart. */
const RECONCILE_EVERY_MS = 10 * 60_000;

async function giftcardsPlugin(app: FastifyInstance, options: GiftcardsPluginOptions): Promise<void> {
  const delivery = new CardDelivery(app, options.delivery);

  const reconcile = async (): Promise<number> => {
    const pending = await listPendingWithIntent(app.db, new Date(app.clock().getTime() - RECONCILE_WINDOW_MS));
    let settled = 0;
    for (const order of pending) {
      try {
        if ((await reconcileOrder(app, order)) !== 'pending') settled += 1;
      } catch (err) {
        app.log.warn({ err, orderId: order.id }, 'gift card order reconciliation failed');
      }
    }
    if (settled) app.log.info({ settled }, 'gift card orders settled by reconciliation');
    return settled;
  };

  const giftcards: Giftcards = { delivery, reconcile, recovered: Promise.resolve(0) };
  app.decorate('giftcards', giftcards);
  subscribeOrderEvents(app);
  await app.register(printRoute);

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    delivery.start();
    // In the background: a provider that is slow to answer must not hold the start.
    giftcards.recovered = reconcile().catch((err: unknown) => {
      app.log.error({ err }, 'gift card reconciliation failed');
      return 0;
    });
    timer = setInterval(() => void reconcile().catch(() => undefined), RECONCILE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await giftcards.recovered;
    await delivery.stop();
  });
}

export default fp(giftcardsPlugin, { name: 'giftcards', dependencies: ['payments', 'email'] });
