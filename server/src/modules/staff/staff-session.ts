/**
 * Staff sessions of the door page: a staff token signed in once on a phone's browser. The cookie
 * holds 32 random bytes; the database keeps their SHA-256 only, as for staff tokens.
 */
import { createHash, randomBytes } from 'node:crypto';

/**
 * `__Host-`: the browser keeps it only when Secure, Path=/ and without Domain, so it stays on the
 * staff origin's host and no page of a sibling host can set or replace it.
 */
export const SESSION_COOKIE = '__Host-venue_staff';
/** Twelve hours: a service, then sign in again. */
export const SESSION_SECONDS = 12 * 60 * 60;

const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

/**
 * Script cannot read it, it never travels over plain HTTP (localhost aside), and no other site's
 * page sends it. Path=/ is the prefix's rule: the staff origin serves nothing but staff anyway.
 */
const ATTRIBUTES = 'HttpOnly; Secure; SameSite=Strict; Path=/';

export function sessionCookie(id: string): string {
  return `${SESSION_COOKIE}=${id}; ${ATTRIBUTES}; Max-Age=${SESSION_SECONDS}`;
}

export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; ${ATTRIBUTES}; Max-Age=0`;
}

/**
 * The session id the request's Cookie header carries: undefined without the cookie, null when
 * the cookie holds something no session id looks like (never looked up).
 */
export function sessionIdOf(cookieHeader: string | undefined): string | null | undefined {
  if (!cookieHeader) return undefined;
  let found: string | null | undefined;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== SESSION_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    found = SESSION_ID.test(value) ? value : null;
  }
  return found;
}
