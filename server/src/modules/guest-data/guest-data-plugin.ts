/** Guest data's app-wide part: the daily retention pass (retention-dispatcher.ts). */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RetentionDispatcher } from './retention-dispatcher';

declare module 'fastify' {
  interface FastifyInstance {
    /** Anonymises what is past each venue's retention period, daily. */
    guestRetention: RetentionDispatcher;
  }
}

async function guestDataPlugin(app: FastifyInstance): Promise<void> {
  const retention = new RetentionDispatcher(app);
  app.decorate('guestRetention', retention);
  app.addHook('onReady', async () => retention.start());
  app.addHook('onClose', async () => retention.stop());
}

export default fp(guestDataPlugin, { name: 'guest-data' });
