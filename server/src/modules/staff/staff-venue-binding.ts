/**
 * A staff call names its venue (`?venue=<slug>`: the door page passes its address's); a credential
 * acts on its own venue only. A call that names another is refused (403 WRONG_VENUE, the code the
 * staff tool's --venue check gives) rather than answered for the credential's venue. A call
 * signed by the session cookie that names none is refused too (400 VENUE_REQUIRED): nothing is
 * answered for "the session's venue" a page did not ask for. The staff tool's bearer token
 * selects its venue, so its calls may leave the venue out.
 */
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../lib/api-error';

export function wrongVenue(venueSlug: string): ApiError {
  return new ApiError(403, 'WRONG_VENUE', `This staff credential belongs to ${venueSlug}, not to the venue this call names`);
}

export const venueRequired = () => new ApiError(400, 'VENUE_REQUIRED', 'Name the venue of this call: ?venue=<slug>');

/** The venue the call names (`?venue=`), if any. */
export function namedVenue(request: FastifyRequest): unknown {
  return (request.query as Record<string, unknown> | undefined)?.venue;
}

/** Why a credential of `venueSlug` may not make this call, or null. */
export function venueRefusal(request: FastifyRequest, venueSlug: string, { required }: { required: boolean }): ApiError | null {
  const named = namedVenue(request);
  if (named === undefined) return required ? venueRequired() : null;
  return named === venueSlug ? null : wrongVenue(venueSlug);
}
