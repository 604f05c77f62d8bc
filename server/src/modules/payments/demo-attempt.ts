/** What the demo "bank" answers when a saved or typed card is charged or set up. */
import { DECLINE_MESSAGES } from './demo-cards';
import type { DemoPaymentMethod } from './demo-store';

export type Attempt = { outcome: 'succeeded' } | { outcome: 'requires_action' } | { outcome: 'declined'; code: string; declineCode: string; message: string };

const declined = (declineCode: string, code = 'card_declined'): Attempt => ({
  outcome: 'declined',
  code,
  declineCode,
  message: DECLINE_MESSAGES[declineCode] ?? DECLINE_MESSAGES.generic_decline!,
});

/** The cardholder is on the page: the bank may ask them to authenticate. */
export function attemptOnSession(pm: DemoPaymentMethod, kind: 'payment_intent' | 'setup_intent'): Attempt {
  switch (pm.behaviour) {
    case 'succeed':
      return { outcome: 'succeeded' };
    case 'decline':
      return declined(pm.declineCode ?? 'generic_decline');
    case 'authenticate':
    case 'authenticate_always':
      return { outcome: 'requires_action' };
    case 'decline_off_session':
      return kind === 'setup_intent' ? { outcome: 'succeeded' } : declined('generic_decline');
  }
}

/** The cardholder is away (no-show fee): nobody can authenticate, so asking means declining. */
export function attemptOffSession(pm: DemoPaymentMethod): Attempt {
  switch (pm.behaviour) {
    case 'succeed':
      return { outcome: 'succeeded' };
    case 'authenticate':
      return pm.offSessionReady ? { outcome: 'succeeded' } : declined('authentication_required', 'authentication_required');
    case 'authenticate_always':
      return declined('authentication_required', 'authentication_required');
    case 'decline':
      return declined(pm.declineCode ?? 'generic_decline');
    case 'decline_off_session':
      return declined('generic_decline');
  }
}
