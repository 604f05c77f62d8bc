/**
 * Seats held for the card (a guarantee or a payment) go back to the venue as soon as the guest
 * leaves them: a choice that drops the hold (an earlier step, another party size, a suggested
 * time; reserve-state.ts decides), in-app navigation away from the flow, or closing the tab.
 * A hold that became the booking is never released: call the returned `markBooked` before
 * navigating to the end page.
 */
import { apiBaseOf, getRuntimeConfig } from '@venue/shared';
import { useCallback, useEffect, useRef } from 'react';
import { releaseOnExit, releaseReservation } from '../../api/booking-api';

const release = (hash: string) => void releaseReservation(hash).catch(() => undefined);

export function useHoldRelease(hold: string | null, done: boolean): () => void {
  // The hold to give back on leaving, as of the last render (none once the flow is done).
  const held = useRef<string | null>(null);
  held.current = done ? null : hold;

  const previous = useRef(hold);
  useEffect(() => {
    const dropped = previous.current;
    previous.current = hold;
    if (dropped && dropped !== hold) release(dropped);
  }, [hold]);

  useEffect(() => {
    const onExit = () => {
      if (held.current) releaseOnExit(held.current, getRuntimeConfig().token, apiBaseOf(getRuntimeConfig()));
    };
    window.addEventListener('pagehide', onExit);
    return () => {
      window.removeEventListener('pagehide', onExit);
      if (held.current) release(held.current);
    };
  }, []);

  // At once, not with the next render: the navigation to the end page may unmount the flow first.
  return useCallback(() => {
    held.current = null;
  }, []);
}
