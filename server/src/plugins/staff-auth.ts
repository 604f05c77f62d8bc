/**
 * Authentication of the staff calls (/backend/api/staff/*): a bearer staff token of a venue (the
 * staff tool), never the public front-page token, which every visitor's browser holds; or the
 * door page's session cookie (modules/staff/staff-session.ts), which must come with the staff
 * origin's Origin (CSRF) and name its venue. Routes with `config.staffAuth: 'none'` (the session calls) check for
 * themselves. A route with `config.staffAction` gets its audit writer here, once the caller is known.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/api-error';
import { authRefusals } from '../modules/rate-limits/auth-refusals';
import { StaffAudit, type StaffVia } from '../modules/staff/staff-audit';
import { csrfRefused, isStaffOrigin } from '../modules/staff/staff-origin';
import { sessionOf, staffCredentialOf, staffOfToken } from '../modules/staff/staff-caller';
import { clearedSessionCookie } from '../modules/staff/staff-session';
import { type StaffIdentity, touchStaffToken } from '../modules/staff/staff-token-repository';
import { venueRefusal } from '../modules/staff/staff-venue-binding';

async function staffAuthPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('staff', null as never);
  if (!app.hasRequestDecorator('venue')) app.decorateRequest('venue', null as never);
  // Refused calls count against a limit of their own, on every instance (auth-refusals.ts). The
  // token is always looked up first (one query on its hash's unique index): a staff tablet with a
  // valid token is never locked out by a guest guessing from the same Wi-Fi; guesses get 429.
  const refusals = authRefusals(app, 'staff');

  // A known caller's refusals (CSRF, another venue) wait until the body is read, so the audit log
  // names what the call was about; nothing of the call runs (the handler comes after).
  const refusalsOf = new WeakMap<FastifyRequest, ApiError>();
  const refuseLater = (request: FastifyRequest, error: ApiError) => refusalsOf.set(request, error);
  app.addHook('preHandler', async (request) => {
    const refusal = refusalsOf.get(request);
    if (refusal) throw refusal;
  });

  /** The caller is known: the request carries who, for the services and the audit log. */
  const identify = (request: FastifyRequest, staff: StaffIdentity, via: StaffVia) => {
    request.staff = staff;
    request.venue = staff.venue;
    const action = request.routeOptions.config.staffAction;
    if (action) request.staffAudit = new StaffAudit(app.db, staff, via, action, app.clock, () => request.body);
    void touchStaffToken(app.db, staff.tokenId, new Date()).catch(() => undefined);
  };

  const bySession = async (request: FastifyRequest, reply: FastifyReply) => {
    const found = await sessionOf(app, request);
    if (found.state === 'over') {
      reply.header('set-cookie', clearedSessionCookie());
      throw await refusals.refuse(request, new ApiError(401, 'STAFF_SESSION_EXPIRED', 'The session has ended: sign in again'));
    }
    if (found.state !== 'live') throw await refusals.refuse(request, new ApiError(401, 'STAFF_SESSION_REQUIRED', 'Sign in first'));
    identify(request, found.staff, 'session');
    const venue = venueRefusal(request, found.staff.venue.slug, { required: true });
    if (!isStaffOrigin(request, app.config)) refuseLater(request, csrfRefused());
    else if (venue) refuseLater(request, venue);
  };

  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.staffAuth === 'none') return;
    // Looked up once per request: the API's rate limit counts by the same answer (staff-caller.ts).
    const credential = staffCredentialOf(request);
    if (credential.kind === 'session') return bySession(request, reply);
    if (credential.kind === 'none') {
      reply.header('www-authenticate', 'Bearer realm="staff"');
      throw await refusals.refuse(request, new ApiError(401, 'AUTH_MISSING', 'Send Authorization: Bearer <staff token>'));
    }
    const staff = await staffOfToken(app, request, credential.token);
    if (!staff) {
      reply.header('www-authenticate', 'Bearer realm="staff", error="invalid_token"');
      throw await refusals.refuse(request, new ApiError(401, 'AUTH_INVALID', 'Unknown or revoked staff token'));
    }
    identify(request, staff, 'token');
    const venue = venueRefusal(request, staff.venue.slug, { required: false });
    if (venue) refuseLater(request, venue);
  });
}

// Wrapped with fastify-plugin so the hook applies to the scope that registers it (the staff scope).
export default fp(staffAuthPlugin, { name: 'staff-auth' });
