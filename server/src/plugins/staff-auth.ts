/**
 * Bearer authentication of the staff calls (/backend/api/staff/*): a staff token of a venue,
 * never the public front-page token, which every visitor's browser holds.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/api-error';
import { authRefusals } from '../modules/rate-limits/auth-refusals';
import { findStaffByToken, touchStaffToken } from '../modules/staff/staff-token-repository';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

async function staffAuthPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('staff', null as never);
  if (!app.hasRequestDecorator('venue')) app.decorateRequest('venue', null as never);
  // Refused calls count against a limit of their own, on every instance (auth-refusals.ts). The
  // token is always looked up first (one query on its hash's unique index): a staff tablet with a
  // valid token is never locked out by a guest guessing from the same Wi-Fi; guesses get 429.
  const refusals = authRefusals(app, 'staff');
  app.addHook('onRequest', async (request, reply) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match?.[1]) {
      reply.header('www-authenticate', 'Bearer realm="staff"');
      throw await refusals.refuse(request, new ApiError(401, 'AUTH_MISSING', 'Send Authorization: Bearer <staff token>'));
    }
    const staff = await findStaffByToken(app.db, match[1]);
    if (!staff) {
      reply.header('www-authenticate', 'Bearer realm="staff", error="invalid_token"');
      throw await refusals.refuse(request, new ApiError(401, 'AUTH_INVALID', 'Unknown or revoked staff token'));
    }
    request.staff = staff;
    request.venue = staff.venue;
    void touchStaffToken(app.db, staff.tokenId, new Date()).catch(() => undefined);
  });
}

// Wrapped with fastify-plugin so the hook applies to the scope that registers it (the staff scope).
export default fp(staffAuthPlugin, { name: 'staff-auth' });
