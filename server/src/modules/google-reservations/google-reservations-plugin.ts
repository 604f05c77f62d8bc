/**
 * Reserve with Google (docs/reserve-with-google.md): the booking server Google calls, per venue
 * under /backend/google/{path}/v3/, and the real-time updates sent to Google's notification API.
 * `app.googleReservations.changed(tx, venue, reservation)` is called in the transaction of every
 * change a guest is told of (reservations/reservation-notify.ts): a Google booking changed other
 * than by Google queues its BookingNotification, and the day's availability is sent again.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbOrTx } from '../../db/tx';
import type { ReservationRow } from '../reservations/reservation-repository';
import type { Venue } from '../venues/venue-repository';
import bookingServerRoutes, { GOOGLE_PREFIX } from './booking-server-routes';
import { isGoogleCall } from './google-origin';
import { NotificationClient } from './notification-client';
import { UpdateDispatcher, type UpdateDispatcherOptions } from './update-dispatcher';
import { queueAvailabilityUpdate, queueBookingUpdate } from './update-jobs';

export interface GoogleReservations {
  changed(tx: DbOrTx, venue: Venue, reservation: ReservationRow): Promise<void>;
  /** Sends the queued updates now (tests, tools); resolves with how many were sent. */
  drain(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    googleReservations: GoogleReservations;
  }
}

export interface GoogleReservationsOptions {
  dispatcher?: Partial<UpdateDispatcherOptions>;
}

async function googleReservationsPlugin(app: FastifyInstance, options: GoogleReservationsOptions): Promise<void> {
  const config = app.config.googleReservations;
  const dispatcher = config
    ? new UpdateDispatcher(
        { db: app.db, log: app.log, client: new NotificationClient(config), clock: app.clock, onTry: (outcome) => app.metrics.recordDelivery('google', outcome) },
        { yieldTo: () => app.foreground.settled(), ...options.dispatcher },
      )
    : null;
  // Kicked once the answer of a request that queued is sent (its transaction committed by then);
  // changes made off a request (timers) wait for the dispatcher's poll.
  let queued = false;
  app.decorate('googleReservations', {
    async changed(tx, venue, reservation) {
      if (!venue.google?.enabled || !dispatcher) return;
      if (reservation.source === 'google' && !isGoogleCall()) await queueBookingUpdate(tx, venue.id, reservation.id);
      await queueAvailabilityUpdate(tx, venue.id, reservation.date);
      queued = true;
    },
    drain: () => dispatcher?.drain() ?? Promise.resolve(0),
  } satisfies GoogleReservations);
  // Sent after the commit: the e-mail's kick follows every change, and so does this one.
  app.addHook('onResponse', async () => {
    if (queued) {
      queued = false;
      dispatcher?.kick();
    }
  });
  await app.register(bookingServerRoutes, { prefix: GOOGLE_PREFIX });
  app.addHook('onReady', async () => dispatcher?.start());
  app.addHook('onClose', async () => dispatcher?.stop());
}

export default fp(googleReservationsPlugin, { name: 'google-reservations' });
