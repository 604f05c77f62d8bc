/** Reservations' app-wide part: the provider events of the no-show fee and of paid experiences, and the calendar file route. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import calendarRoute from './calendar-route';
import { subscribeFeeEvents } from './fee-service';
import { subscribePaymentEvents } from './payment-service';

async function reservationsPlugin(app: FastifyInstance): Promise<void> {
  subscribeFeeEvents(app);
  subscribePaymentEvents(app);
  await app.register(calendarRoute);
}

export default fp(reservationsPlugin, { name: 'reservations', dependencies: ['payments', 'email'] });
