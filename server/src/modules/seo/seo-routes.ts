/**
 * GET /robots.txt and GET /sitemap.xml, per host (docs/seo.md). On a venue's own host
 * (VENUE_HOSTS) they are that venue's; on any other host robots.txt names a sitemap for each
 * venue served there (`/sitemap.xml?venue=slug`), and the sitemap is the selected venue's, as
 * its pages are. A venue with a host of its own has its sitemap there only: a sitemap lists
 * addresses of its own host. The staff origin asks crawlers to stay away.
 */
import { asc } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { venues } from '../../db/schema';
import { sendNotFound } from '../../plugins/errors';
import { selectVenue } from '../venues/venue-selection';
import { isStaffSide } from '../../web/staff-side';
import { publicPages } from './public-pages';
import { STAFF_ROBOTS_TXT, robotsTxt } from './robots';
import { sitemapXml } from './sitemap';
import { venueHostOf, venueSite, type VenueSite } from './venue-site';

/** A few minutes: a crawler's fetch costs a few queries, and a new page waits that long at most. */
const CACHE = 'public, max-age=300';

const hostOf = (hostname: string): string => hostname.toLowerCase().replace(/:\d+$/, '');

const sitemapAddress = (site: VenueSite): string => `${site.base}/sitemap.xml${site.venue ? `?venue=${encodeURIComponent(site.venue)}` : ''}`;

const text = (reply: FastifyReply, type: string, body: string) => reply.header('content-type', type).header('cache-control', CACHE).send(body);

export default async function seoRoutes(app: FastifyInstance): Promise<void> {
  app.get('/robots.txt', async (request, reply) => {
    if (isStaffSide(request, app.config)) return text(reply, 'text/plain; charset=utf-8', STAFF_ROBOTS_TXT);
    const ownVenue = app.config.venueHosts[hostOf(request.hostname)];
    const slugs = ownVenue
      ? [ownVenue]
      : (await app.db.select({ slug: venues.slug }).from(venues).orderBy(asc(venues.id))).map((v) => v.slug).filter((slug) => !venueHostOf(app.config, slug));
    return text(reply, 'text/plain; charset=utf-8', robotsTxt(slugs.map((slug) => sitemapAddress(venueSite(app.config, slug)))));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const hostname = hostOf(request.hostname);
    const venue = isStaffSide(request, app.config)
      ? undefined
      : await selectVenue(app.venueDirectory, app.config, { slug: typeof query.venue === 'string' ? query.venue : undefined, hostname });
    const ownHost = venue && venueHostOf(app.config, venue.slug);
    if (!venue || (ownHost && ownHost !== hostname)) return sendNotFound(app, request, reply);
    const site = venueSite(app.config, venue.slug);
    return text(reply, 'application/xml; charset=utf-8', sitemapXml(site, await publicPages(app.db, venue, app.clock())));
  });
}
