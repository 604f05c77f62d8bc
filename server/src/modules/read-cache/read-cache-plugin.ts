/**
 * The read cache of this instance (read-cache.ts), the change feed that keeps it true
 * (change-feed.ts) and the token directory (venue-directory.ts), as app decorations.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startChangeFeed } from './change-feed';
import { ReadCache } from './read-cache';
import { VenueDirectory } from './venue-directory';

async function readCachePlugin(app: FastifyInstance): Promise<void> {
  const cache = new ReadCache(undefined, (hit) => app.metrics.cacheLookup('read', hit));
  app.decorate('readCache', cache);
  app.decorate('venueDirectory', new VenueDirectory(app.db, cache));
  const feed = await startChangeFeed(app.db, cache, (message) => app.log.warn(message));
  app.decorate('changeFeed', feed);
  app.addHook('onClose', async () => feed.close());
}

export default fp(readCachePlugin, { name: 'read-cache', dependencies: ['metrics'] });
