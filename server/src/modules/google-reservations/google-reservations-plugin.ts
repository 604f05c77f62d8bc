/**
 * Reserve with Google (docs/reserve-with-google.md): the booking server Google calls, per venue
 * under /backend/google/{path}/v3/. Registered in the app's root so its routes keep their own
 * JSON body parser and error answers (the reference's, not the front page's envelope).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import bookingServerRoutes, { GOOGLE_PREFIX } from './booking-server-routes';

async function googleReservationsPlugin(app: FastifyInstance): Promise<void> {
  await app.register(bookingServerRoutes, { prefix: GOOGLE_PREFIX });
}

export default fp(googleReservationsPlugin, { name: 'google-reservations' });
