/** The door page's side of the staff API: sign in with a staff token, then calls with the session cookie and the site's Origin. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** Where light-my-request sends its requests (Host: localhost:80): the site's own origin there. */
export const SITE_ORIGIN = 'http://localhost';

export interface DoorOptions {
  /** The Origin header; null sends none. */
  origin?: string | null;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

function headersOf(options: DoorOptions, cookie?: string): Record<string, string> {
  const origin = options.origin === undefined ? SITE_ORIGIN : options.origin;
  return { ...(origin ? { origin } : {}), ...(cookie ? { cookie } : {}), ...options.headers };
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

/** The `venue_staff=<id>` pair a browser sends back, from a sign-in's Set-Cookie. */
export function cookieOf(res: LightMyRequestResponse): string {
  const header = String(res.headers['set-cookie'] ?? '');
  const pair = header.split(';')[0]!;
  if (!pair.startsWith('venue_staff=')) throw new Error(`no session cookie in ${res.statusCode} ${res.body}`);
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
    url: `/backend/api/staff${path}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headersOf(options, cookie) },
    payload: new URLSearchParams(form).toString(),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

export function sessionCall(app: FastifyInstance, method: 'GET' | 'DELETE', cookie: string | null, options: DoorOptions & { query?: string } = {}) {
  return app.inject({
    method,
    url: `/backend/api/staff/session${options.query ?? ''}`,
    headers: headersOf(options, cookie ?? undefined),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}
