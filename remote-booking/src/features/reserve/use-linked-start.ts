import { useEffect, useRef } from 'react';

/**
 * A link's party (?guests=N, a voucher's "Book your experience"): the flow starts with it once,
 * as if the guest had tapped N on the first screen. After the first paint, so the server's first
 * screen is hydrated as it was rendered.
 */
export function useLinkedStart(linkedGuests: number | null, start: (pax: number) => void): void {
  const started = useRef(false);
  useEffect(() => {
    if (started.current || linkedGuests === null) return;
    started.current = true;
    start(linkedGuests);
  }, [linkedGuests]); // eslint-disable-line react-hooks/exhaustive-deps -- `start` is a new function each render; the party alone decides
}
