/**
 * GET /frontpage-config.json (docs/api.md): the token of the venue this page shows and where
 * the remotes live. no-cache, so moving a remote or switching venue needs no host rebuild.
 */
import type { FastifyInstance } from 'fastify';
import { REMOTE_NAMES, type RemoteName } from '../config';
import { errorBody } from '../lib/api-error';
import { selectVenue } from '../modules/venues/venue-selection';

export default async function runtimeConfigRoute(app: FastifyInstance): Promise<void> {
  app.get('/frontpage-config.json', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const slug = typeof query.venue === 'string' ? query.venue : undefined;
    const venue = await selectVenue(app.db, app.config, { slug, hostname: request.hostname });
    reply.header('cache-control', 'no-cache');
    if (!venue) return reply.code(503).send(errorBody('NO_VENUE', 'No venue is configured'));
    const remotes = {} as Record<RemoteName, string>;
    for (const name of REMOTE_NAMES) {
      remotes[name] = app.config.remoteUrls[name] ?? `/remotes/${name}/mf-manifest.json`;
    }
    return {
      platformName: app.config.platformName,
      token: venue.frontpageToken,
      apiDevOrigin: `http://localhost:${app.config.port}`,
      remotes,
      venue: venue.slug,
    };
  });
}
