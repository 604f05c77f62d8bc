/** The venue tool's `google-feeds SLUG --out DIR`: a venue's three feeds, built by the server from its database. */
import type { FastifyInstance } from 'fastify';
import { object, pattern, string } from 'superstruct';
import { ApiError } from '../../lib/api-error';
import { parsePayload } from '../../lib/validate';
import { requireOperatorToken } from '../venue-setup/operator-auth';
import { findVenueBySlug } from '../venues/venue-repository';
import { buildFeeds } from './feeds';
import { VENUE_SLUG } from '../../lib/venue-slug';

const VenuePayload = object({ venue: pattern(string(), VENUE_SLUG) });

export default async function googleOperatorRoutes(app: FastifyInstance): Promise<void> {
  requireOperatorToken(app);
  app.post('/venues/google-feeds', async (request) => {
    const { venue: slug } = parsePayload(request.body, VenuePayload);
    const venue = await findVenueBySlug(app.db, slug);
    if (!venue) throw new ApiError(404, 'VENUE_NOT_FOUND', `No venue ${slug}`);
    if (!venue.google?.enabled) throw new ApiError(409, 'GOOGLE_OFF', `Reserve with Google is off for ${slug} (its venue file's google: section)`);
    return { status: true, data: await buildFeeds(app.db, venue, venue.google.merchantId, app.config.publicUrl, app.clock()) };
  });
}
