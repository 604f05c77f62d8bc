/**
 * The CSRF guard of cookie-signed staff calls: the browser's Origin header must be the staff
 * origin (STAFF_URL's, or the one the staff-side request was sent to), and Sec-Fetch-Site, when
 * the browser sends it, must say same-origin. Another page (a guest page on a sibling host
 * included: it is same-site, so SameSite=Strict lets the cookie go) can make a browser send a
 * form with the cookie; it cannot make the browser write the staff origin in Origin.
 */
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import { ApiError } from '../../lib/api-error';
import { isStaffSide, staffOrigin } from '../../web/staff-side';

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** Sec-Fetch-Site is the browser's own word; absent (an old browser, a tool), Origin decides alone. */
function fetchSiteAllows(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin';
}

/** True when the request's Origin is the staff origin (scheme and Host, X-Forwarded-* when TRUST_PROXY believes the proxy). */
export function isStaffOrigin(request: FastifyRequest, config: Pick<AppConfig, 'staffUrl'>): boolean {
  const sent = typeof request.headers.origin === 'string' ? originOf(request.headers.origin) : null;
  if (!sent || !fetchSiteAllows(request)) return false;
  if (sent === staffOrigin(config)) return true;
  return isStaffSide(request, config) && sent === originOf(`${request.protocol}://${request.host}`);
}

/** A call no page of the staff origin made: another Origin, or the browser says it is not same-origin. */
export function comesFromElsewhere(request: FastifyRequest, config: Pick<AppConfig, 'staffUrl'>): boolean {
  if (!fetchSiteAllows(request)) return true;
  return request.headers.origin !== undefined && !isStaffOrigin(request, config);
}

export const csrfRefused = () => new ApiError(403, 'CSRF_REFUSED', 'A call signed by the session cookie must come from the staff origin');
