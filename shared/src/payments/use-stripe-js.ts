import type { Stripe } from '@stripe/stripe-js';
import { useCallback, useEffect, useState } from 'react';
import { loadStripeJs } from './stripe-js';

export interface StripeJsState {
  stripe?: Stripe;
  /** Stripe.js could not start (blocked, offline): show the retry. */
  failed: boolean;
  /** Loads Stripe.js again, without a page reload. */
  retry(): void;
}

/** Stripe.js for `publishableKey`, loaded when a key is given (that is, on a payment screen). */
export function useStripeJs(publishableKey: string | undefined, locale: string): StripeJsState {
  const [stripe, setStripe] = useState<Stripe>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!publishableKey) return;
    let live = true;
    loadStripeJs(publishableKey, locale).then(
      (s) => live && setStripe(s),
      (err: unknown) => {
        console.error('Error loading', err);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the locale is fixed for the Stripe instance's life: a language switch applies next time
  }, [publishableKey, attempt]);

  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((a) => a + 1);
  }, []);
  return { stripe, failed, retry };
}
