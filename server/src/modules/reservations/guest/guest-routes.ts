/**
 * Reservation calls that help a guest around a full time or a big party (docs/api.md,
 * "Reservations"): suggest free times, request a table for a large party, find my booking.
 */
import type { FastifyInstance } from 'fastify';
import { enums, refine, size, string, trimmed, type, defaulted } from 'superstruct';
import { ApiError } from '../../../lib/api-error';
import { isValidEmail } from '../../../lib/email-address';
import { LANGUAGES } from '../../../lib/i18n-text';
import { parsePayload } from '../../../lib/validate';
import { takeLimit } from '../../rate-limits/shared-counter';
import { HoldPayload, QuotePayload } from '../payloads';
import { withIdempotency } from '../../idempotency/idempotency';
import { FIND_BOOKINGS_JOB, composeBookingLinks, sendBookingLinks } from './find-bookings-service';
import { requestLargeParty } from './large-party-service';
import { suggestTimes } from './suggest-service';

export const FindPayload = type({
  email: refine(trimmed(size(string(), 3, 254)), 'email', isValidEmail),
  language: defaulted(enums([...LANGUAGES]), 'it'),
});

/** Per client (IP) a minute, and per e-mail address an hour: an inbox is never flooded. */
export const FIND_CLIENT_LIMIT = 5;
export const FIND_ADDRESS_LIMIT = 3;
const HOUR = 3_600_000;

export default async function guestRoutes(app: FastifyInstance): Promise<void> {
  // "Find my booking" looks the bookings up in the background (find-bookings-service.ts).
  app.email.defineJob(FIND_BOOKINGS_JOB, (job) => composeBookingLinks(app, job));

  app.post('/reservation/suggest', async (request) => {
    const body = parsePayload(request.body, QuotePayload);
    return { status: true, data: await suggestTimes(app, request.venue, body) };
  });

  app.post('/reservation/request', async (request, reply) => {
    const body = parsePayload(request.body, HoldPayload);
    return withIdempotency(request, reply, (idem) => requestLargeParty(app, request.venue, body, idem));
  });

  app.post('/reservation/find', { config: { rateLimit: { max: FIND_CLIENT_LIMIT, timeWindow: '1 minute' } } }, async (request, reply) => {
    const body = parsePayload(request.body, FindPayload);
    const wait = await takeLimit(app.rateLimits, `find-address:${request.venue.id}:${body.email.trim().toLowerCase()}`, FIND_ADDRESS_LIMIT, HOUR);
    if (wait) reply.header('retry-after', String(wait));
    if (wait) throw new ApiError(429, 'RATE_LIMITED', `Too many requests for this address, retry in ${wait} seconds`, undefined, { retryAfter: wait });
    return { status: true, data: await sendBookingLinks(app, request.venue, body) };
  });
}
