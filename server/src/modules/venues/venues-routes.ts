/** Location domain: the venue the token selects. */
import type { FastifyInstance } from 'fastify';
import { toLocation } from './location-serializer';

export default async function venuesRoutes(app: FastifyInstance): Promise<void> {
  app.post('/location/getlocation', async (request) => ({ status: true, data: toLocation(request.venue) }));
}
