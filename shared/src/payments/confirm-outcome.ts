/** What a confirm attempt ended in, whichever gateway ran it. */
import type { CardPaymentError } from './card-payment-error';
import type { DemoConfirmAnswer } from './demo-payments-api';

export type ConfirmOutcome =
  | { type: 'success'; intentId: string; status: 'succeeded' | 'processing' }
  /** The bank wants the cardholder (demo: its test bank window opens). */
  | { type: 'requires_action' }
  | { type: 'error'; error: CardPaymentError }
  /** The card form shows what to fix; nothing else to say. */
  | { type: 'invalid' };

const AUTH_FAILED = /_authentication_failure$/;

export function outcomeOfDemo(answer: DemoConfirmAnswer): ConfirmOutcome {
  switch (answer.status) {
    case 'succeeded':
    case 'processing':
      return { type: 'success', intentId: answer.intentId, status: answer.status };
    case 'requires_action':
      return { type: 'requires_action' };
    case 'failed': {
      const code = answer.failure?.code ?? '';
      if (AUTH_FAILED.test(code)) return { type: 'error', error: { kind: 'authenticationFailed' } };
      if (code === 'card_declined' || code === 'authentication_required') {
        return { type: 'error', error: { kind: 'declined', declineCode: answer.failure?.declineCode ?? code } };
      }
      return { type: 'error', error: { kind: 'default' } };
    }
    default:
      return { type: 'error', error: { kind: 'default' } };
  }
}
