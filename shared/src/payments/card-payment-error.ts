/**
 * What went wrong with a card payment, in the terms of docs/product.md#errors. Each kind has its text
 * (payments-i18n.ts); `declineCode` carries the bank's reason for a declined card.
 */
import type { StripeError } from '@stripe/stripe-js';

export type CardPaymentErrorKind =
  /** The provider's public key is missing: "internal error". */
  | 'internal'
  /** Stripe.js did not start: reload or retry later (with a retry that needs no reload). */
  | 'scriptFailed'
  /** 'payment not found' */
  | 'notFound'
  /** The bank refused the card; try another. */
  | 'declined'
  /** The cardholder did not pass the bank's authentication. */
  | 'authenticationFailed'
  /** 'Error during payment. Please try again later.' */
  | 'default';

export interface CardPaymentError {
  kind: CardPaymentErrorKind;
  declineCode?: string;
}

/** Errors the visitor can fix on the form (another card); the others replace the form. */
export function isRecoverable(error: CardPaymentError): boolean {
  return error.kind === 'declined' || error.kind === 'authenticationFailed';
}

const AUTH_FAILED = ['payment_intent_authentication_failure', 'setup_intent_authentication_failure'];

/** A Stripe.js confirm error; null for a validation error the Payment Element shows itself. */
export function fromStripeError(error: StripeError): CardPaymentError | null {
  if (error.type === 'validation_error') return null;
  if (error.code && AUTH_FAILED.includes(error.code)) return { kind: 'authenticationFailed' };
  if (error.code === 'resource_missing') return { kind: 'notFound' };
  if (error.type === 'card_error') return { kind: 'declined', declineCode: error.decline_code ?? error.code ?? 'generic_decline' };
  return { kind: 'default' };
}
