/**
 * The demo gateway's test cards: Stripe's own test numbers, behaving as they do in Stripe's
 * test mode, so the same cards work with either gateway (docs/payments.md lists them).
 */

/**
 * succeed: always paid. decline: refused by the bank. authenticate: the bank asks the
 * cardholder on-session; once saved for off-session use it is charged without asking.
 * authenticate_always: the bank asks every time, off-session too (authentication_required).
 * decline_off_session: saves fine, every charge is declined.
 */
export type DemoCardBehaviour = 'succeed' | 'decline' | 'authenticate' | 'authenticate_always' | 'decline_off_session';

export interface DemoCard {
  number: string;
  brand: string;
  behaviour: DemoCardBehaviour;
  declineCode?: string;
}

export const DEMO_CARDS: readonly DemoCard[] = [
  { number: '4242424242424242', brand: 'visa', behaviour: 'succeed' },
  { number: '5555555555554444', brand: 'mastercard', behaviour: 'succeed' },
  { number: '4000000000000002', brand: 'visa', behaviour: 'decline', declineCode: 'generic_decline' },
  { number: '4000000000009995', brand: 'visa', behaviour: 'decline', declineCode: 'insufficient_funds' },
  { number: '4000000000009987', brand: 'visa', behaviour: 'decline', declineCode: 'lost_card' },
  { number: '4000000000000069', brand: 'visa', behaviour: 'decline', declineCode: 'expired_card' },
  { number: '4000002500003155', brand: 'visa', behaviour: 'authenticate' },
  { number: '4000002760003184', brand: 'visa', behaviour: 'authenticate_always' },
  { number: '4000000000000341', brand: 'visa', behaviour: 'decline_off_session' },
];

/** Stripe's English texts for the decline codes above (logs only; the browser translates codes). */
export const DECLINE_MESSAGES: Record<string, string> = {
  generic_decline: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  lost_card: 'Your card was declined.',
  expired_card: 'Your card has expired.',
  test_mode_live_card: 'Your card was declined. Your request was in test mode, but used a non test card.',
  authentication_required: 'Your card was declined. This transaction requires authentication.',
};

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * The card a number stands for. A valid number that is not a test card is declined, as Stripe's
 * test mode declines real cards: nobody types a real card into a demo by mistake and pays.
 */
export function demoCardFor(number: string): DemoCard {
  const found = DEMO_CARDS.find((c) => c.number === number);
  if (found) return found;
  return { number, brand: 'unknown', behaviour: 'decline', declineCode: 'test_mode_live_card' };
}
