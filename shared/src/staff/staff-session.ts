// The door page's session, one atom for the host (sign-in, layout, sign-out) and the remotes'
// staff screens (whose calls may find the session over). The page never holds the token: the
// session is the HttpOnly cookie, and this atom only what `GET session` said of it.
import { atom } from 'jotai';
import { isApiError } from '@venue/shared';
import type { StaffSession } from './staff-schemas';

export type StaffSessionState =
  /** Not asked yet (the server's render, and the browser until `GET session` answers). */
  | { status: 'unknown' }
  /** `reason`: the error code that ended the last session (STAFF_SESSION_EXPIRED…), for the sign-in screen to say. */
  | { status: 'signed-out'; reason?: string }
  | { status: 'signed-in'; session: StaffSession };

export const staffSessionAtom = atom<StaffSessionState>({ status: 'unknown' });
staffSessionAtom.debugLabel = 'staffSession';

/** Codes that mean "sign in (again)": the cookie is gone, over, or of another venue. */
const SESSION_OVER = new Set(['STAFF_SESSION_REQUIRED', 'STAFF_SESSION_EXPIRED', 'WRONG_VENUE']);

/** True when a staff call failed because this phone has no live session for this venue. */
export function endsSession(error: unknown): error is { code: string } {
  return isApiError(error) && SESSION_OVER.has(error.code);
}
