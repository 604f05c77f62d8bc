/**
 * The CSRF guard of cookie-authenticated staff calls: the browser's Origin header must be the
 * site's own. Another site's page can make a browser send a form with its cookies; it cannot
 * make the browser write this site's origin in Origin.
 */
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../lib/api-error';

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * True when the request's Origin is PUBLIC_URL's origin or the one the request was sent to: its
 * scheme and Host (X-Forwarded-Proto and -Host when TRUST_PROXY believes the proxy), so a venue
 * served on its own host name (VENUE_HOSTS) is its own origin.
 */
export function isOwnOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const sent = typeof request.headers.origin === 'string' ? originOf(request.headers.origin) : null;
  if (!sent) return false;
  return sent === originOf(publicUrl) || sent === originOf(`${request.protocol}://${request.host}`);
}

export const csrfRefused = () => new ApiError(403, 'CSRF_REFUSED', "A call signed by the session cookie must carry the site's own Origin");
