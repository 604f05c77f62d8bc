/**
 * Which venue a page shows when no token is known yet (runtime config): ?venue=<slug>, else the
 * venue mapped to the host name (VENUE_HOSTS), else DEFAULT_VENUE, else the first venue.
 * An unknown slug falls through to the next rule, so a stale link still shows a site.
 */
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { type Venue, findFirstVenue, findVenueBySlug } from './venue-repository';

export async function selectVenue(
  db: Db,
  config: Pick<AppConfig, 'venueHosts' | 'defaultVenue'>,
  request: { slug?: string; hostname?: string },
): Promise<Venue | undefined> {
  const hostname = request.hostname?.toLowerCase().replace(/:\d+$/, '');
  const candidates = [request.slug, hostname ? config.venueHosts[hostname] : undefined, config.defaultVenue];
  for (const slug of candidates) {
    if (!slug || !/^[a-z0-9-]{1,100}$/.test(slug)) continue;
    const venue = await findVenueBySlug(db, slug);
    if (venue) return venue;
  }
  return findFirstVenue(db);
}
