/**
 * Who a staff call comes from, looked up once per request: staff-auth.ts checks it, then the
 * API's rate limit (its hook runs after the scope's) counts the call by it
 * (rate-limits/rate-limit-key.ts), without a second query.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionIdOf } from './staff-session';
import { type SessionLookup, lookUpSession } from './staff-session-service';
import { type StaffIdentity, findStaffByToken } from './staff-token-repository';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** How the call says who it is: the staff tool's bearer token, or the door page's session cookie. */
export type StaffCredential = { kind: 'session' } | { kind: 'token'; token: string } | { kind: 'none' };

/** The staff tool sends its token; a browser without one, its session cookie. */
export function staffCredentialOf(request: FastifyRequest): StaffCredential {
  const authorization = request.headers.authorization;
  if (authorization === undefined && sessionIdOf(request.headers.cookie) !== undefined) return { kind: 'session' };
  const token = BEARER.exec(authorization ?? '')?.[1];
  return token ? { kind: 'token', token } : { kind: 'none' };
}

const tokenLookups = new WeakMap<FastifyRequest, Promise<StaffIdentity | undefined>>();
const sessionLookups = new WeakMap<FastifyRequest, Promise<SessionLookup>>();

/** The valid, unrevoked staff token the request carries (its bearer `token`), if any. */
export function staffOfToken(app: FastifyInstance, request: FastifyRequest, token: string): Promise<StaffIdentity | undefined> {
  let found = tokenLookups.get(request);
  if (!found) {
    found = findStaffByToken(app.db, token);
    tokenLookups.set(request, found);
  }
  return found;
}

/** The session the request's cookie names, in whatever state. */
export function sessionOf(app: FastifyInstance, request: FastifyRequest): Promise<SessionLookup> {
  let found = sessionLookups.get(request);
  if (!found) {
    found = lookUpSession(app, request.headers.cookie);
    sessionLookups.set(request, found);
  }
  return found;
}
