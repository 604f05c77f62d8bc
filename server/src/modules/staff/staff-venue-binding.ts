/**
 * A staff credential acts on its own venue only; a call that names another one is refused (403
 * WRONG_VENUE, the code the staff tool's --venue check gives) rather than quietly answered for
 * the credential's venue. A call names a venue with `?venue=<slug>` (the door page passes the
 * page's own); a session also by the host it is sent to, when VENUE_HOSTS gives that host a venue.
 */
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import { ApiError } from '../../lib/api-error';

export function wrongVenue(venueSlug: string): ApiError {
  return new ApiError(403, 'WRONG_VENUE', `This staff credential belongs to ${venueSlug}, not to the venue this call names`);
}

export function namesAnotherVenue(request: FastifyRequest, venueSlug: string, config: Pick<AppConfig, 'venueHosts'>, options: { byHost: boolean }): boolean {
  const named = (request.query as Record<string, unknown> | undefined)?.venue;
  if (named !== undefined && named !== venueSlug) return true;
  if (!options.byHost) return false;
  const host = request.hostname.toLowerCase().replace(/:\d+$/, '');
  return Object.hasOwn(config.venueHosts, host) && config.venueHosts[host] !== venueSlug;
}
