/**
 * Reservations' app-wide part: the composing of a new booking's e-mail, the provider events of the no-show fee and of paid experiences,
 * the booking deadlines (reminders, releases of unconfirmed bookings, waiting-list offers), and
 * the calendar file route.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import calendarRoute from './calendar-route';
import { subscribeFeeEvents } from './fee-service';
import { reconcilePayments, subscribePaymentEvents } from './payment-service';
import { DeadlineDispatcher } from './deadlines/deadline-dispatcher';
import { defineNewBookingEmails } from './email/new-booking-email';

/** How often paid holds still awaiting their payment are checked with the provider. */
const RECONCILE_MS = 5 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Reminders, releases of unconfirmed bookings, waiting-list offers (deadlines/). */
    bookingDeadlines: DeadlineDispatcher;
  }
}

async function reservationsPlugin(app: FastifyInstance): Promise<void> {
  defineNewBookingEmails(app);
  subscribeFeeEvents(app);
  subscribePaymentEvents(app);
  const deadlines = new DeadlineDispatcher(app);
  app.decorate('bookingDeadlines', deadlines);
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    deadlines.start();
    timer = setInterval(() => void reconcilePayments(app).catch((err) => app.log.warn({ err }, 'payment reconciliation failed')), RECONCILE_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await deadlines.stop();
  });
  await app.register(calendarRoute);
}

export default fp(reservationsPlugin, { name: 'reservations', dependencies: ['payments', 'email'] });
