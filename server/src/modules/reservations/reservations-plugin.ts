/**
 * Reservations' app-wide part: the provider events of the no-show fee and of paid experiences,
 * the reminders (and releases of unconfirmed bookings), and the calendar file route.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import calendarRoute from './calendar-route';
import { subscribeFeeEvents } from './fee-service';
import { reconcilePayments, subscribePaymentEvents } from './payment-service';
import { ReminderDispatcher, type ReminderOptions } from './reminders/reminder-dispatcher';

/** How often paid holds still awaiting their payment are checked with the provider. */
const RECONCILE_MS = 5 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    reminders: ReminderDispatcher;
  }
}

export interface ReservationsPluginOptions {
  reminders?: Partial<ReminderOptions>;
}

async function reservationsPlugin(app: FastifyInstance, options: ReservationsPluginOptions): Promise<void> {
  subscribeFeeEvents(app);
  subscribePaymentEvents(app);
  const reminders = new ReminderDispatcher(app, options.reminders);
  app.decorate('reminders', reminders);
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    reminders.start();
    timer = setInterval(() => void reconcilePayments(app).catch((err) => app.log.warn({ err }, 'payment reconciliation failed')), RECONCILE_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await reminders.stop();
  });
  await app.register(calendarRoute);
}

export default fp(reservationsPlugin, { name: 'reservations', dependencies: ['payments', 'email'] });
