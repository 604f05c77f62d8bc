import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@venue/shared';
import { getOrder } from '../api/giftcards-api';
import { type GiftcardOrder } from '../api/giftcard-schemas';

export type PollState =
  | { status: 'waiting'; slow: boolean; order: GiftcardOrder | null }
  | { status: 'done'; order: GiftcardOrder }
  | { status: 'failed'; order: GiftcardOrder | null; notFound: boolean };

const EVERY_MS = 1500;
const SLOW_MS = 20_000;
const GIVE_UP_MS = 90_000;

/**
 * Asks for the order until its cards are issued (the provider's event usually lands within a
 * second; each call also lets the server ask the provider). Gives up after GIVE_UP_MS.
 */
export function useOrderPolling(fingerprint: string, enabled = true): PollState {
  const [state, setState] = useState<PollState>({ status: 'waiting', slow: false, order: null });
  const started = useRef(Date.now());

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    started.current = Date.now();
    const tick = async () => {
      const elapsed = Date.now() - started.current;
      try {
        const order = await getOrder(fingerprint, controller.signal);
        if (order.status === 'issued') return setState({ status: 'done', order });
        if (order.status === 'canceled' || order.status === 'failed') return setState({ status: 'failed', order, notFound: false });
        if (elapsed > GIVE_UP_MS) return setState({ status: 'failed', order, notFound: false });
        setState({ status: 'waiting', slow: elapsed > SLOW_MS, order });
      } catch (err) {
        if (controller.signal.aborted) return;
        if (isApiError(err) && err.httpStatus === 404) return setState({ status: 'failed', order: null, notFound: true });
        if (elapsed > GIVE_UP_MS) return setState({ status: 'failed', order: null, notFound: false });
      }
      timer = setTimeout(() => void tick(), EVERY_MS);
    };
    void tick();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [fingerprint, enabled]);

  return state;
}
