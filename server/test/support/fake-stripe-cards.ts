/**
 * Stripe's test PaymentMethod shortcuts the fake knows, with what the "bank" does with each
 * (the same behaviours as the demo gateway's test cards).
 */
export type CardBehaviour = 'succeed' | 'decline' | 'authenticate' | 'authenticate_always' | 'decline_off_session';

export interface TestCard {
  brand: string;
  last4: string;
  behaviour: CardBehaviour;
  declineCode?: string;
}

export const TEST_PAYMENT_METHODS: Record<string, TestCard> = {
  pm_card_visa: { brand: 'visa', last4: '4242', behaviour: 'succeed' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', behaviour: 'succeed' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', behaviour: 'decline', declineCode: 'generic_decline' },
  pm_card_chargeDeclinedInsufficientFunds: { brand: 'visa', last4: '9995', behaviour: 'decline', declineCode: 'insufficient_funds' },
  pm_card_authenticationRequiredOnSetup: { brand: 'visa', last4: '3155', behaviour: 'authenticate' },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', behaviour: 'authenticate_always' },
  pm_card_chargeCustomerFail: { brand: 'visa', last4: '0341', behaviour: 'decline_off_session' },
};

export type Attempt = { outcome: 'succeeded' } | { outcome: 'requires_action' } | { outcome: 'declined'; code: string; declineCode: string; message: string };

const MESSAGES: Record<string, string> = {
  generic_decline: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  authentication_required: 'Your card was declined. This transaction requires authentication.',
};

const decline = (declineCode: string, code = 'card_declined'): Attempt => ({
  outcome: 'declined',
  code,
  declineCode,
  message: MESSAGES[declineCode] ?? MESSAGES.generic_decline!,
});

export function attempt(card: TestCard & { offSessionReady?: boolean }, how: { offSession: boolean; setup: boolean }): Attempt {
  switch (card.behaviour) {
    case 'succeed':
      return { outcome: 'succeeded' };
    case 'decline':
      return decline(card.declineCode ?? 'generic_decline');
    case 'decline_off_session':
      return how.setup ? { outcome: 'succeeded' } : decline('generic_decline');
    case 'authenticate':
      if (!how.offSession) return { outcome: 'requires_action' };
      return card.offSessionReady ? { outcome: 'succeeded' } : decline('authentication_required', 'authentication_required');
    case 'authenticate_always':
      return how.offSession ? decline('authentication_required', 'authentication_required') : { outcome: 'requires_action' };
  }
}
