/**
 * GET /frontpage-config.json (docs/api.md): the token of the venue this page shows and where
 * the remotes live. no-cache, so moving a remote or switching venue needs no host rebuild.
 */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { Venue } from '../modules/venues/venue-repository';
import { REMOTE_NAMES, type RemoteName } from '../config';
import { errorBody } from '../lib/api-error';
import { selectVenue } from '../modules/venues/venue-selection';
import { isStaffSide } from './staff-side';

export default async function runtimeConfigRoute(app: FastifyInstance): Promise<void> {
  app.get('/frontpage-config.json', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const slug = typeof query.venue === 'string' ? query.venue : undefined;
    const venue = await selectVenue(app.venueDirectory, app.config, { slug, hostname: request.hostname });
    reply.header('cache-control', 'no-cache');
    if (!venue) return reply.code(503).send(errorBody('NO_VENUE', 'No venue is configured'));
    return runtimeConfigFor(app.config, venue, { staffSide: isStaffSide(request, app.config) });
  });
}

/**
 * The runtime config of one venue (also written into server-rendered pages). `apiDevOrigin`, the
 * API of a page on localhost (shared/src/api/resolve-api-base.ts), is the staff origin for the
 * staff side's pages: the door page calls the staff API there, never on the guest port.
 */
export function runtimeConfigFor(config: AppConfig, venue: Pick<Venue, 'frontpageToken' | 'slug'>, { staffSide = false }: { staffSide?: boolean } = {}) {
  const remotes = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) {
    remotes[name] = config.remoteUrls[name] ?? `/remotes/${name}/mf-manifest.json`;
  }
  return {
    platformName: config.platformName,
    token: venue.frontpageToken,
    apiDevOrigin: staffSide ? new URL(config.staffUrl).origin : `http://localhost:${config.port}`,
    staffSide,
    remotes,
    venue: venue.slug,
  };
}
