/** Reservations' app-wide part: the provider events of the no-show fee and of paid experiences, and the calendar file route. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import calendarRoute from './calendar-route';
import { subscribeFeeEvents } from './fee-service';
import { reconcilePayments, subscribePaymentEvents } from './payment-service';

/** How often paid holds still awaiting their payment are checked with the provider. */
const RECONCILE_MS = 5 * 60_000;

async function reservationsPlugin(app: FastifyInstance): Promise<void> {
  subscribeFeeEvents(app);
  subscribePaymentEvents(app);
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void reconcilePayments(app).catch((err) => app.log.warn({ err }, 'payment reconciliation failed')), RECONCILE_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
  await app.register(calendarRoute);
}

export default fp(reservationsPlugin, { name: 'reservations', dependencies: ['payments', 'email'] });
