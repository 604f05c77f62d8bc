/**
 * Loads Stripe.js only when a payment screen needs it: `@stripe/stripe-js/pure` is imported
 * dynamically (its own chunk, so no other screen downloads it), and `/pure` injects
 * https://js.stripe.com/... only when loadStripe is called, never at import.
 */
import type { Stripe, StripeConstructorOptions } from '@stripe/stripe-js';

type LoadStripe = (key: string, options?: StripeConstructorOptions) => Promise<Stripe | null>;

let loader: Promise<LoadStripe> | null = null;

function stripeLoader(): Promise<LoadStripe> {
  loader ??= import(/* webpackChunkName: "stripe-js" */ '@stripe/stripe-js/pure')
    .then((m) => m.loadStripe as LoadStripe)
    .catch((err: unknown) => {
      loader = null; // our own chunk failed (offline): the next retry imports it again
      throw err;
    });
  return loader;
}

/**
 * A Stripe instance for `publishableKey`. Rejects when the script cannot start (blocked,
 * offline); calling it again retries without a page reload (loadStripe forgets a failed load).
 */
export async function loadStripeJs(publishableKey: string, locale: string): Promise<Stripe> {
  const loadStripe = await stripeLoader();
  const stripe = await loadStripe(publishableKey, { locale: locale as StripeConstructorOptions['locale'] });
  if (!stripe) throw new Error('Stripe.js is not available here');
  return stripe;
}
