import type { DeclineReason } from './decline-reasons';

/** The key structure of the `payments` namespace in every language. */
export interface PaymentTexts {
  title: string;
  pay: string;
  payAmount: string;
  saveCard: string;
  confirmSavedCard: string;
  processing: string;
  succeeded: string;
  saved: string;
  retry: string;
  loading: string;
  testMode: string;
  testModeNotice: string;
  testCardsTitle: string;
  testCards: { succeeds: string; declined: string; authentication: string };
  cardNumber: string;
  expiry: string;
  expiryPlaceholder: string;
  cvc: string;
  fieldInvalid: string;
  authTitle: string;
  authMessage: string;
  authApprove: string;
  authDeny: string;
  errors: Record<'internal' | 'scriptFailed' | 'notFound' | 'declined' | 'authenticationFailed' | 'default', string>;
  reasons: Record<DeclineReason, string>;
}
