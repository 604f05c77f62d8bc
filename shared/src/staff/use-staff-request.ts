import { useCallback, useEffect, useRef, useState } from 'react';
import { useSetAtom } from 'jotai';
import { ApiError, isApiError } from '@venue/shared';
import { endsSession, staffSessionAtom } from './staff-session';

export interface StaffRequest<A extends unknown[], T> {
  pending: boolean;
  error: ApiError | null;
  data: T | null;
  /** Runs the call; resolves with its answer, or undefined when it failed (see `error`). */
  run: (...args: A) => Promise<T | undefined>;
  reset: () => void;
}

/**
 * One staff call a screen makes, with its pending state and error. A call that finds the session
 * over (expired, signed out elsewhere, its token revoked) signs the page out: the staff layout
 * then shows the sign-in screen with the reason, whichever screen made the call.
 */
export function useStaffRequest<A extends unknown[], T>(call: (...args: A) => Promise<T>): StaffRequest<A, T> {
  const setSession = useSetAtom(staffSessionAtom);
  const [state, setState] = useState<{ pending: boolean; error: ApiError | null; data: T | null }>({ pending: false, error: null, data: null });
  const callRef = useRef(call);
  useEffect(() => {
    callRef.current = call;
  });
  // A second tap while the first call runs does not send a second call.
  const running = useRef(false);

  const run = useCallback(
    async (...args: A) => {
      if (running.current) return undefined;
      running.current = true;
      setState((s) => ({ ...s, pending: true, error: null }));
      try {
        const data = await callRef.current(...args);
        setState({ pending: false, error: null, data });
        return data;
      } catch (err) {
        const error = isApiError(err) ? err : new ApiError('NETWORK', String(err));
        if (endsSession(error)) setSession({ status: 'signed-out', reason: error.code });
        setState((s) => ({ ...s, pending: false, error }));
        return undefined;
      } finally {
        running.current = false;
      }
    },
    [setSession],
  );
  const reset = useCallback(() => setState({ pending: false, error: null, data: null }), []);
  return { ...state, run, reset };
}
