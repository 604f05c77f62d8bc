/** Decorates `app.botCheck` (create challenges, verify payloads) for every module. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BotCheck } from './bot-check';
import { resolveHmacKey } from './hmac-key';

async function botCheckPlugin(app: FastifyInstance): Promise<void> {
  const hmacKey = await resolveHmacKey(app.db, app.config.altchaHmacKey);
  app.decorate('botCheck', new BotCheck(app.db, { hmacKey, cost: app.config.botCheckCost, expiresInSeconds: 10 * 60 }));
}

export default fp(botCheckPlugin, { name: 'bot-check' });
