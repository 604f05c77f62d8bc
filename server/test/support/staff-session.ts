/**
 * The door page's side of the staff API: sign in with a staff token on the staff origin, then
 * calls with the session cookie, the staff origin's Origin and the venue the sign-in answered.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { STAFF_ORIGIN, staffSide } from './staff-side';

export { STAFF_ORIGIN };

export interface DoorOptions {
  /** The Origin header; null sends none. */
  origin?: string | null;
  headers?: Record<string, string>;
  remoteAddress?: string;
  /** `?venue=`: by default the venue the cookie's sign-in answered; null names none. */
  venue?: string | null;
}

/** The venue each signed-in cookie is for (the sign-in's answer), as the door page keeps it in its address. */
const venueOfCookie = new Map<string, string>();

function headersOf(options: DoorOptions, cookie?: string): Record<string, string> {
  const origin = options.origin === undefined ? STAFF_ORIGIN : options.origin;
  return staffSide({ ...(origin ? { origin } : {}), ...(cookie ? { cookie } : {}), ...options.headers });
}

/** `path` with the call's `?venue=` added, unless it names one already. */
function withVenue(path: string, cookie: string | null | undefined, options: DoorOptions): string {
  const venue = options.venue === undefined ? (cookie ? venueOfCookie.get(cookie) : undefined) : options.venue;
  if (!venue || /[?&]venue=/.test(path)) return path;
  return `${path}${path.includes('?') ? '&' : '?'}venue=${encodeURIComponent(venue)}`;
}

export function signInCall(app: FastifyInstance, token: string, options: DoorOptions & { query?: string } = {}): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/backend/api/staff/session${options.query ?? ''}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headersOf(options) },
    payload: new URLSearchParams({ token }).toString(),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

/** The `__Host-venue_staff=<id>` pair a browser sends back, from a sign-in's Set-Cookie. */
export function cookieOf(res: LightMyRequestResponse): string {
  const header = String(res.headers['set-cookie'] ?? '');
  const pair = header.split(';')[0]!;
  if (!pair.startsWith('__Host-venue_staff=')) throw new Error(`no session cookie in ${res.statusCode} ${res.body}`);
  const venue = (res.json() as { data?: { venue?: { slug?: string } } }).data?.venue?.slug;
  if (venue) venueOfCookie.set(pair, venue);
  return pair;
}

/** Signs in and answers the cookie to send. */
export async function signIn(app: FastifyInstance, token: string, options: DoorOptions = {}): Promise<string> {
  const res = await signInCall(app, token, options);
  if (res.statusCode !== 200) throw new Error(`sign-in refused: ${res.statusCode} ${res.body}`);
  return cookieOf(res);
}

/** A staff call the way the door page sends it: form-encoded, the session cookie, the site's Origin. */
export function doorCall(app: FastifyInstance, path: string, form: Record<string, string>, cookie: string, options: DoorOptions = {}): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: withVenue(`/backend/api/staff${path}`, cookie, options),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headersOf(options, cookie) },
    payload: new URLSearchParams(form).toString(),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

export function sessionCall(app: FastifyInstance, method: 'GET' | 'DELETE', cookie: string | null, options: DoorOptions & { query?: string } = {}) {
  return app.inject({
    method,
    url: withVenue(`/backend/api/staff/session${options.query ?? ''}`, cookie, options),
    headers: headersOf(options, cookie ?? undefined),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}
