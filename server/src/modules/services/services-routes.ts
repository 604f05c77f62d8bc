/** Services domain: reference data the forms need (phone prefixes). */
import type { FastifyInstance } from 'fastify';
import { sendCached } from '../read-cache/send-cached';
import { servicesAnswer } from './services-reads';

export default async function servicesRoutes(app: FastifyInstance): Promise<void> {
  app.post('/services/getallservices', async (request, reply) => sendCached(request, reply, await servicesAnswer(app, request.venue)));
}
