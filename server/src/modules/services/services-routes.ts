/** Services domain: reference data the forms need (phone prefixes). */
import type { FastifyInstance } from 'fastify';
import { prefixList } from './prefix-list';

export default async function servicesRoutes(app: FastifyInstance): Promise<void> {
  app.post('/services/getallservices', async (request) => ({
    status: true,
    data: { prefixList: prefixList(request.venue.country) },
  }));
}
