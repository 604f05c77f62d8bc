/**
 * Whom the API's limits (RATE_LIMIT_MAX and each route's own) count a call against. A call with a
 * valid staff token, staff session or operator token counts per credential: the door phone shares
 * the venue's public address with every guest on its Wi-Fi, and their calls must never use up its
 * limit. Any other call (the visitor API, whose front-page token every browser holds, and a
 * missing or wrong credential) counts per client address (client-key.ts). No key holds a secret:
 * keys are stored where every instance sees them.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientKey } from '../../lib/client-key';
import { sessionOf, staffCredentialOf, staffOfToken } from '../staff/staff-caller';
import { operatorTokenCheck } from '../venue-setup/operator-token';

// The prefixes of app.ts (STAFF_API_PREFIX, OPERATOR_API_PREFIX), not imported: app.ts imports this.
const STAFF_ROUTES = '/backend/api/staff/';
const OPERATOR_ROUTES = '/backend/api/operator/';

async function staffKey(app: FastifyInstance, request: FastifyRequest): Promise<string | null> {
  const credential = staffCredentialOf(request);
  if (credential.kind === 'session') {
    const found = await sessionOf(app, request);
    return found.state === 'live' ? `staff-session:${found.session.id}` : null;
  }
  if (credential.kind === 'token') {
    const staff = await staffOfToken(app, request, credential.token);
    return staff ? `staff-token:${staff.tokenId}` : null;
  }
  return null;
}

/**
 * The door page's sign-in carries its staff token in the body: its limit is counted once the body
 * is read (staff-session-routes.ts), per token when the token is valid, else per address. The
 * phone can sign in from an address the guests used up.
 */
export function signInRateLimitKey(app: FastifyInstance): (request: FastifyRequest) => Promise<string> {
  return async (request) => {
    const token = (request.body as { token?: unknown } | undefined)?.token;
    const trimmed = typeof token === 'string' ? token.trim() : '';
    const staff = trimmed && trimmed.length <= 200 ? await staffOfToken(app, request, trimmed) : undefined;
    return staff ? `staff-token:${staff.tokenId}` : clientKey(request);
  };
}

/** The key generator of @fastify/rate-limit (app.ts). */
export function rateLimitKey(app: FastifyInstance): (request: FastifyRequest) => Promise<string> {
  const isOperator = operatorTokenCheck(app.config.operatorToken);
  return async (request) => {
    const route = request.routeOptions.url ?? '';
    if (route.startsWith(STAFF_ROUTES)) return (await staffKey(app, request)) ?? clientKey(request);
    if (route.startsWith(OPERATOR_ROUTES) && isOperator?.(request.headers.authorization)) return 'operator';
    return clientKey(request);
  };
}
