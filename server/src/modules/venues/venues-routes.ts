/** Location domain: the venue the token selects. */
import type { FastifyInstance } from 'fastify';
import { sendCached } from '../read-cache/send-cached';
import { locationAnswer } from './venue-reads';

export default async function venuesRoutes(app: FastifyInstance): Promise<void> {
  app.post('/location/getlocation', async (request, reply) => sendCached(request, reply, await locationAnswer(app, request.venue)));
}
