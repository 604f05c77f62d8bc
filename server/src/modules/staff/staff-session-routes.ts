/**
 * The door page's session (docs/api.md, "Staff sessions"): sign in with a staff token, ask who is
 * signed in, sign out. Not behind the staff auth hook: each call checks the cookie itself.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/api-error';
import { parsePayload } from '../../lib/validate';
import { authRefusals } from '../rate-limits/auth-refusals';
import { signInRateLimitKey } from '../rate-limits/rate-limit-key';
import { SHARES_API_LIMIT } from '../rate-limits/rate-limit-store';
import { SignInPayload } from './payloads';
import { comesFromElsewhere, csrfRefused, isStaffOrigin } from './staff-origin';
import { clearedSessionCookie, sessionCookie } from './staff-session';
import { lookUpSession, sessionAudit, sessionView, signIn, signOut } from './staff-session-service';
import { venueRefusal } from './staff-venue-binding';

export default async function staffSessionRoutes(app: FastifyInstance): Promise<void> {
  // Wrong tokens count with the staff calls' refusals: signing in is no second place to guess.
  const refusals = authRefusals(app, 'staff');
  const ownSession = { config: { staffAuth: 'none' as const } };

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  // Counted against the API-wide limit once the body (the token) is read: per valid token, else
  // per address (rate-limit-key.ts).
  const signInLimit = { rateLimit: { hook: 'preHandler' as const, keyGenerator: signInRateLimitKey(app), [SHARES_API_LIMIT]: true } };
  app.post('/session', { config: { ...ownSession.config, ...signInLimit } }, async (request, reply) => {
    // Another site's page cannot sign this browser in (to a session of its choosing).
    if (comesFromElsewhere(request, app.config)) throw csrfRefused();
    const { token } = parsePayload(request.body, SignInPayload);
    const { id, staff, session } = await signIn(
      app,
      token,
      (error) => refusals.refuse(request, error),
      // The token selects the venue; the answer names it, and the door page puts it in its address.
      (candidate) => venueRefusal(request, candidate.venue.slug, { required: false }),
    );
    reply.header('set-cookie', sessionCookie(id));
    return { status: true, data: sessionView(staff, session) };
  });

  // No Origin asked: a browser sends none on a same-origin GET, and it changes nothing.
  app.get('/session', ownSession, async (request, reply) => {
    if (comesFromElsewhere(request, app.config)) throw csrfRefused();
    const found = await lookUpSession(app, request.headers.cookie);
    if (found.state === 'over') {
      reply.header('set-cookie', clearedSessionCookie());
      throw new ApiError(401, 'STAFF_SESSION_EXPIRED', 'The session has ended: sign in again');
    }
    if (found.state === 'unknown') {
      reply.header('set-cookie', clearedSessionCookie());
      throw await refusals.refuse(request, new ApiError(401, 'STAFF_SESSION_REQUIRED', 'Sign in first'));
    }
    // No cookie at all: nobody is signed in on this browser, the door page's normal start (an
    // answer, not an error a browser would log as a failed request).
    if (found.state === 'missing') return { status: true, data: null };
    const venue = venueRefusal(request, found.staff.venue.slug, { required: true });
    if (venue) throw venue;
    return { status: true, data: sessionView(found.staff, found.session) };
  });

  // Signing out twice, or after the session ended, is no error: the cookie goes either way.
  app.delete('/session', ownSession, async (request, reply) => {
    const found = await lookUpSession(app, request.headers.cookie);
    let signedOut = false;
    if (found.state === 'live') {
      if (!isStaffOrigin(request, app.config)) {
        await sessionAudit(app, found.staff, 'sign-out').refused('CSRF_REFUSED');
        throw csrfRefused();
      }
      signedOut = await signOut(app, found.staff, found.session);
    }
    reply.header('set-cookie', clearedSessionCookie());
    return { status: true, data: { signedOut } };
  });
}
