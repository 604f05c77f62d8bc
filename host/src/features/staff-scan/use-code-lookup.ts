import { useCallback } from 'react';
import { useNavigate } from '@venue/shared';
import { STAFF_CODE_PATHS, lookupCode, scannedState, useStaffRequest } from '@venue/shared/staff';

/**
 * Looks a scanned or typed code up, then opens its screen (the promo remote's or the gift card
 * remote's) with the answer and the scanned text in the navigation state, never in the address.
 */
export function useCodeLookup() {
  const navigate = useNavigate();
  const request = useStaffRequest(lookupCode);
  const { run } = request;
  const lookUp = useCallback(
    async (data: string) => {
      const code = await run(data);
      if (code) navigate(STAFF_CODE_PATHS[code.kind], { state: scannedState({ data, code }) });
    },
    [run, navigate],
  );
  return { lookUp, pending: request.pending, error: request.error };
}
