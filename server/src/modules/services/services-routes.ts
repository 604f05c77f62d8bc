/** Services domain: reference data the forms need (phone prefixes). */
import type { FastifyInstance } from 'fastify';
import { sendCached } from '../read-cache/send-cached';
import { prefixList } from './prefix-list';

export default async function servicesRoutes(app: FastifyInstance): Promise<void> {
  app.post('/services/getallservices', async (request, reply) => {
    const venue = request.venue;
    const answer = await app.readCache.read(venue, 'services', async () => ({
      status: true,
      data: { prefixList: prefixList(venue.country) },
    }));
    return sendCached(request, reply, answer);
  });
}
