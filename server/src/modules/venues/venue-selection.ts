/**
 * Which venue a page shows when no token is known yet (runtime config): on a host named in
 * VENUE_HOSTS its venue and no other (a link's ?venue= or a planted cookie must not run another
 * venue's header scripts on a venue's own domain); elsewhere ?venue=<slug>, else DEFAULT_VENUE,
 * else the first venue. An unknown slug falls through to the next rule, so a stale link still
 * shows a site.
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
  if (hostname && Object.hasOwn(config.venueHosts, hostname)) {
    // Its venue gone (a stale VENUE_HOSTS): no venue rather than another one.
    return venues.findBySlug(config.venueHosts[hostname]!);
  }
  const candidates = [request.slug, config.defaultVenue];
  for (const slug of candidates) {
    if (!slug || !/^[a-z0-9-]{1,100}$/.test(slug)) continue;
    const venue = await venues.findBySlug(slug);
    if (venue) return venue;
  }
  return venues.findFirst();
}
