/** The challenge call (docs/api.md, botcheck/challenge): the widget solves it in the browser. */
import type { FastifyInstance } from 'fastify';

export default async function botCheckRoutes(app: FastifyInstance): Promise<void> {
  app.post('/botcheck/challenge', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: true, data: await app.botCheck.createChallenge() };
  });
}
