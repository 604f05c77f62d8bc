/** Location domain: the venue the token selects. */
import type { FastifyInstance } from 'fastify';
import { sendCached } from '../read-cache/send-cached';
import { toLocation } from './location-serializer';

export default async function venuesRoutes(app: FastifyInstance): Promise<void> {
  app.post('/location/getlocation', async (request, reply) => {
    const venue = request.venue;
    const answer = await app.readCache.read(venue, 'location', async () => ({ status: true, data: toLocation(venue, app.texts.offeredBy(venue)) }));
    return sendCached(request, reply, answer);
  });
}
