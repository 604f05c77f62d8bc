/**
 * The booking server Google's Actions Center calls, per venue: /backend/google/{path}/v3/{method}
 * with the venue's path from its venue file, HTTP Basic credentials from the environment
 * (GOOGLE_BOOKING_USER, GOOGLE_BOOKING_PASSWORD) and JSON bodies; its feeds at
 * /backend/google/{path}/feeds/{merchant,services,availability}.json with the same credentials. A venue whose `google` is off,
 * or a deployment without the credentials, answers 404 as if the path did not exist.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { venues } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import { authRefusals } from '../rate-limits/auth-refusals';
import type { Venue } from '../venues/venue-repository';
import { slotsAvailable } from './availability-lookup';
import { basicAuthCheck } from './basic-auth';
import { getBookingStatus, listBookings } from './booking-status';
import { createBooking } from './create-booking';
import { buildFeeds } from './feeds';
import { GoogleError, errorBody } from './google-errors';
import { listServices } from './services';
import { updateBooking } from './update-booking';
import { field, objectOf, slotChoiceOf, stringField } from './wire';

export const GOOGLE_PREFIX = '/backend/google';

/** The venue whose booking server lives at `path`, when Reserve with Google is on for it (read from the database). */
export async function findGoogleVenue(app: FastifyInstance, path: string): Promise<Venue | undefined> {
  if (!/^[a-z0-9][a-z0-9-]{0,62}$/.test(path)) return undefined;
  const [venue] = await app.db
    .select()
    .from(venues)
    .where(sql`${venues.google}->>'path' = ${path} and (${venues.google}->>'enabled')::boolean`)
    .limit(1);
  return venue;
}

/**
 * The same from memory once a path is known: the venue directory (read-cache/venue-directory.ts)
 * holds every venue as committed, so a venue whose path or switch changed is found again in the
 * database, never answered from an old row.
 */
function googleVenues(app: FastifyInstance) {
  const slugOfPath = new Map<string, string>();
  return async (path: string): Promise<Venue | undefined> => {
    const slug = slugOfPath.get(path);
    const known = slug ? await app.venueDirectory.findBySlug(slug) : undefined;
    if (known?.google?.enabled && known.google.path === path) return known;
    const venue = await findGoogleVenue(app, path);
    if (venue) slugOfPath.set(path, venue.slug);
    return venue;
  };
}

type Handler = (venue: Venue, merchantId: string, body: unknown) => Promise<unknown>;

export default async function bookingServerRoutes(app: FastifyInstance): Promise<void> {
  const config = app.config.googleReservations;
  const authorized = config ? basicAuthCheck(config.user, config.password) : () => false;
  // Google's calls are not counted by the API's per-address limit (Google calls from few
  // addresses, and a lookup must not wait on a counter); wrong credentials are, by the refusals'
  // own limit (AUTH_FAILURE_RATE_LIMIT_MAX a minute per address).
  const refusals = authRefusals(app, 'google');
  const routeOptions = { config: { rateLimit: false as const } };
  const venueAt = googleVenues(app);

  app.setErrorHandler((err: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof GoogleError) return reply.code(err.httpStatus).send(errorBody(err));
    if (err instanceof ApiError && err.code === 'BUSY') {
      // The day's lock stayed taken: nothing was written, and Google retries an UNAVAILABLE.
      return reply
        .code(503)
        .header('retry-after', '2')
        .send(errorBody(new GoogleError(503, 'UNAVAILABLE', err.message)));
    }
    // The app's own refusals before the handler (the staff side's 404, a body too large) as they are.
    if (err instanceof ApiError) return reply.code(err.statusCode).send({ status: false, error: { code: err.code, message: err.message } });
    const status = (err as FastifyError).statusCode;
    if (status && status >= 400 && status < 500)
      return reply.code(400).send(errorBody(new GoogleError(400, 'INVALID_ARGUMENT', 'The request is not valid JSON of this method')));
    request.log.error({ err }, 'Google booking server call failed');
    return reply.code(500).send(errorBody(new GoogleError(500, 'INTERNAL', 'Internal error')));
  });

  /** The venue of the call, once its credentials are right (401 first: an unknown path says nothing to a caller without them). */
  const venueOf = async (request: FastifyRequest): Promise<{ venue: Venue; merchantId: string }> => {
    if (!config || !authorized(request.headers.authorization)) {
      const refused = await refusals.refuse(request, new ApiError(401, 'AUTH_INVALID', 'Missing or wrong credentials'));
      if (refused.statusCode === 429) throw new GoogleError(429, 'RESOURCE_EXHAUSTED', refused.message);
      throw new GoogleError(401, 'UNAUTHENTICATED', 'Missing or wrong credentials');
    }
    const venue = await venueAt((request.params as { path: string }).path);
    if (!venue?.google) throw new GoogleError(404, 'NOT_FOUND', 'No booking server here');
    return { venue, merchantId: venue.google.merchantId };
  };

  const unauthorized = (reply: FastifyReply) => reply.header('www-authenticate', 'Basic realm="booking server"');
  const route = (method: string, handler: Handler) => {
    for (const url of [`/:path/v3/${method}`, `/:path/v3/${method}/`]) {
      app.post(url, routeOptions, async (request, reply) => {
        try {
          const { venue, merchantId } = await venueOf(request);
          return await handler(venue, merchantId, request.body ?? {});
        } catch (err) {
          if (err instanceof GoogleError && err.httpStatus === 401) unauthorized(reply);
          throw err;
        }
      });
    }
  };

  for (const url of ['/:path/v3/HealthCheck', '/:path/v3/HealthCheck/']) {
    app.get(url, routeOptions, async (request, reply) => {
      try {
        await venueOf(request);
      } catch (err) {
        if (err instanceof GoogleError && err.httpStatus === 401) unauthorized(reply);
        throw err;
      }
      return {};
    });
  }

  // The feeds, for a fetch with the same credentials (the venue tool writes them too: google-feeds).
  app.get('/:path/feeds/:feed', routeOptions, async (request, reply) => {
    try {
      const { venue, merchantId } = await venueOf(request);
      const feed = (request.params as { feed: string }).feed;
      const feeds = { 'merchant.json': 'merchant', 'services.json': 'services', 'availability.json': 'availability' } as const;
      const which = feeds[feed as keyof typeof feeds];
      if (!which) throw new GoogleError(404, 'NOT_FOUND', 'No such feed');
      const built = await buildFeeds(app.db, venue, merchantId, app.config.publicUrl, app.clock());
      return await reply.header('cache-control', 'no-store').send(built[which]);
    } catch (err) {
      if (err instanceof GoogleError && err.httpStatus === 401) unauthorized(reply);
      throw err;
    }
  });

  route('BatchAvailabilityLookup', async (venue, merchantId, body) => {
    const request = objectOf(body, 'request');
    if (stringField(request, 'merchant_id') !== merchantId) throw new GoogleError(404, 'NOT_FOUND', 'Unknown merchant_id');
    const raw = field(request, 'slot_time') ?? [];
    if (!Array.isArray(raw) || raw.length > 1000) throw new GoogleError(400, 'INVALID_ARGUMENT', 'slot_time must be a list (at most 1000)');
    const slots = raw.map((s) => slotChoiceOf(s, venue.timezone, 'resource_ids'));
    const available = await slotsAvailable(app.db, venue, await listServices(app.db, venue), slots, app.clock());
    return { slot_time_availability: raw.map((slot_time, i) => ({ slot_time, available: available[i] })) };
  });
  route('CreateBooking', (venue, merchantId, body) => createBooking(app, venue, merchantId, body));
  route('UpdateBooking', (venue, merchantId, body) => updateBooking(app, venue, merchantId, body));
  route('GetBookingStatus', (venue, _merchantId, body) => getBookingStatus(app, venue, body));
  route('ListBookings', (venue, merchantId, body) => listBookings(app, venue, merchantId, body));
}
