/**
 * Signing in and out of the door page, and finding the session a request's cookie names. A
 * session lasts SESSION_SECONDS from sign-in; signing out, or revoking its token, ends it at once.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/api-error';
import { venueIso } from '../../lib/wall-clock';
import { StaffAudit, type StaffVia } from './staff-audit';
import { SESSION_SECONDS, hashSessionId, newSessionId, sessionIdOf } from './staff-session';
import { type StaffSessionRow, endSession, findSessionByHash, insertSession } from './staff-session-repository';
import { type StaffIdentity, findStaffTokenAnyState } from './staff-token-repository';

export type SessionLookup =
  | { state: 'live'; staff: StaffIdentity; session: StaffSessionRow }
  /** No cookie at all. */
  | { state: 'missing' }
  /** A cookie no session has (forged, or of another database). */
  | { state: 'unknown' }
  /** Expired, signed out, or its token revoked. */
  | { state: 'over' };

export async function lookUpSession(app: FastifyInstance, cookieHeader: string | undefined): Promise<SessionLookup> {
  const id = sessionIdOf(cookieHeader);
  if (id === undefined) return { state: 'missing' };
  if (id === null) return { state: 'unknown' };
  const found = await findSessionByHash(app.db, hashSessionId(id));
  if (!found) return { state: 'unknown' };
  const { session, venue, tokenRevokedAt } = found;
  if (session.endedAt || tokenRevokedAt || session.expiresAt.getTime() <= app.clock().getTime()) return { state: 'over' };
  return { state: 'live', session, staff: { tokenId: session.staffTokenId, label: session.tokenLabel, venue } };
}

/** What the door page shows of its session (sign-in and GET /session answer the same). */
export function sessionView(staff: StaffIdentity, session: StaffSessionRow) {
  return {
    venue: { slug: staff.venue.slug, name: staff.venue.name },
    label: staff.label,
    expiresAt: venueIso(session.expiresAt, staff.venue.timezone),
  };
}

/** An audit writer for the session calls, which write their rows themselves. */
export function sessionAudit(app: FastifyInstance, staff: StaffIdentity, action: 'sign-in' | 'sign-out', via: StaffVia = 'session'): StaffAudit {
  return new StaffAudit(app.db, staff, via, { action }, app.clock, () => undefined);
}

/**
 * Checks a staff token and opens a session for it. `refuse` turns a wrong token into the answer
 * (the auth refusals' rate limit); a revoked token's attempt is also logged at its venue, and
 * `check` may refuse a valid one (another venue's host): logged too.
 */
export async function signIn(
  app: FastifyInstance,
  token: string,
  refuse: (error: ApiError) => Promise<ApiError>,
  check: (staff: StaffIdentity) => ApiError | null,
): Promise<{ id: string; staff: StaffIdentity; session: StaffSessionRow }> {
  const invalid = new ApiError(401, 'AUTH_INVALID', 'Unknown or revoked staff token');
  // Looked up by hash among staff tokens only: a front-page token is never found there.
  const found = await findStaffTokenAnyState(app.db, token);
  if (!found) throw await refuse(invalid);
  const staff: StaffIdentity = { tokenId: found.tokenId, label: found.label, venue: found.venue };
  const audit = sessionAudit(app, staff, 'sign-in', 'token');
  if (found.revokedAt) {
    await audit.refused(invalid.code);
    throw await refuse(invalid);
  }
  const refusal = check(staff);
  if (refusal) {
    await audit.refused(refusal.code);
    throw refusal;
  }
  const now = app.clock();
  const id = newSessionId();
  const session = await app.db.transaction(async (tx) => {
    const row = await insertSession(tx, {
      venueId: staff.venue.id,
      staffTokenId: staff.tokenId,
      tokenLabel: staff.label,
      sessionHash: hashSessionId(id),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_SECONDS * 1000),
    });
    await audit.ok(tx, { session: row.id, expiresAt: row.expiresAt.toISOString() });
    return row;
  });
  return { id, staff, session };
}

/** Ends the session; false when another sign-out ended it first. */
export async function signOut(app: FastifyInstance, staff: StaffIdentity, session: StaffSessionRow): Promise<boolean> {
  return app.db.transaction(async (tx) => {
    const ended = await endSession(tx, session.id, app.clock());
    if (ended) await sessionAudit(app, staff, 'sign-out').ok(tx, { session: session.id });
    return !!ended;
  });
}
