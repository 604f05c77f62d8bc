/**
 * Which venue a page shows when no token is known yet (runtime config): ?venue=<slug>, else the
 * venue mapped to the host name (VENUE_HOSTS), else DEFAULT_VENUE, else the first venue.
 * An unknown slug falls through to the next rule, so a stale link still shows a site.
 */
import type { AppConfig } from '../../config';
import type { Venue } from './venue-repository';

/** Where venues are looked up (the in-memory VenueDirectory: a page costs no query). */
export interface VenueLookup {
  findBySlug(slug: string): Promise<Venue | undefined>;
  findFirst(): Promise<Venue | undefined>;
}

export async function selectVenue(
  venues: VenueLookup,
  config: Pick<AppConfig, 'venueHosts' | 'defaultVenue'>,
  request: { slug?: string; hostname?: string },
): Promise<Venue | undefined> {
  const hostname = request.hostname?.toLowerCase().replace(/:\d+$/, '');
  const candidates = [request.slug, hostname ? config.venueHosts[hostname] : undefined, config.defaultVenue];
  for (const slug of candidates) {
    if (!slug || !/^[a-z0-9-]{1,100}$/.test(slug)) continue;
    const venue = await venues.findBySlug(slug);
    if (venue) return venue;
  }
  return venues.findFirst();
}
