/**
 * Confirms with Stripe.js, staying on the page unless the chosen method needs a redirect
 * (`redirect: 'if_required'`); 3-D Secure opens in Stripe's own window.
 */
import type { PaymentIntent, SetupIntent, Stripe, StripeElements, StripeError } from '@stripe/stripe-js';
import { fromStripeError } from './card-payment-error';
import type { ConfirmOutcome } from './confirm-outcome';

export interface StripeConfirmInput {
  mode: 'payment' | 'setup';
  clientSecret: string;
  /** The mounted Payment Element's group; absent when confirming a saved card. */
  elements?: StripeElements;
  /** A saved card (the guest back on-session after authentication_required). */
  paymentMethod?: string;
  /** Where a redirect-based method comes back to. */
  returnUrl: string;
}

export async function confirmWithStripe(stripe: Stripe, input: StripeConfirmInput): Promise<ConfirmOutcome> {
  const confirmParams = { return_url: input.returnUrl, ...(input.paymentMethod ? { payment_method: input.paymentMethod } : {}) };
  let result: { error?: StripeError; paymentIntent?: PaymentIntent; setupIntent?: SetupIntent };
  try {
    // Elements made with the client secret already know it; a saved card needs it named.
    const { elements } = input;
    if (input.mode === 'payment') {
      result = elements
        ? await stripe.confirmPayment({ elements, confirmParams, redirect: 'if_required' })
        : await stripe.confirmPayment({ clientSecret: input.clientSecret, confirmParams, redirect: 'if_required' });
    } else {
      result = elements
        ? await stripe.confirmSetup({ elements, confirmParams, redirect: 'if_required' })
        : await stripe.confirmSetup({ clientSecret: input.clientSecret, confirmParams, redirect: 'if_required' });
    }
  } catch (err) {
    console.error('Error during payment', err);
    return { type: 'error', error: { kind: 'default' } };
  }
  if (result.error) {
    // Paid already (a second tab, a double submit): that is a success.
    const paid = result.error.payment_intent ?? result.error.setup_intent;
    if (result.error.code?.endsWith('_unexpected_state') && paid?.status === 'succeeded') {
      return { type: 'success', intentId: paid.id, status: 'succeeded' };
    }
    const error = fromStripeError(result.error);
    return error ? { type: 'error', error } : { type: 'invalid' };
  }
  const intent = result.paymentIntent ?? result.setupIntent;
  if (intent && (intent.status === 'succeeded' || intent.status === 'processing')) {
    return { type: 'success', intentId: intent.id, status: intent.status };
  }
  if (intent?.status === 'requires_payment_method') return { type: 'error', error: { kind: 'declined', declineCode: 'generic_decline' } };
  return { type: 'error', error: { kind: 'default' } };
}
