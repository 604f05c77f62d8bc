import { useEffect } from 'react';
import { useAtom } from 'jotai';
import { isApiError } from '@venue/shared';
import { fetchSession, staffSessionAtom, type StaffSessionState } from '@venue/shared/staff';

/**
 * The session of this phone, asked once the page runs (`GET session`): the page request never
 * carries the cookie (its path is the staff API's), so the server rendered a neutral shell and
 * the browser learns here who is signed in.
 */
export function useStaffSessionCheck(): StaffSessionState {
  const [session, setSession] = useAtom(staffSessionAtom);
  const unknown = session.status === 'unknown';
  useEffect(() => {
    if (!unknown) return;
    let cancelled = false;
    fetchSession().then(
      (found) => !cancelled && setSession(found ? { status: 'signed-in', session: found } : { status: 'signed-out' }),
      (err: unknown) => {
        if (cancelled) return;
        // No session is the normal start, not something to tell; an ended one is.
        const code = isApiError(err) ? err.code : 'NETWORK';
        setSession({ status: 'signed-out', reason: code === 'STAFF_SESSION_REQUIRED' ? undefined : code });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [unknown, setSession]);
  return session;
}
