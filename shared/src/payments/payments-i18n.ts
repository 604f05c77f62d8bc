/** Texts of the card payment (namespace `payments`): a module per language in texts/. */
import type { TFunction } from 'i18next';
import { translationsReady } from '../i18n/i18n';
import { registerTranslations } from '../i18n/register-translations';
import type { CardPaymentError } from './card-payment-error';
import { DECLINE_REASONS } from './decline-reasons';
import loadPaymentTexts from './texts';

export const PAYMENTS_NS = 'payments';

export { loadPaymentTexts };

/**
 * Says that the page speaks the payment texts: the card form (with the first payment screen) and
 * the gift card pages around a payment call it, so no other page fetches them.
 */
export const registerPaymentTexts = (): void => registerTranslations(PAYMENTS_NS, loadPaymentTexts);

/** A screen's code and the payment texts together: `lazy(withPaymentTexts(() => import('./screen')))`. */
export function withPaymentTexts<M>(load: () => Promise<M>): () => Promise<M> {
  return () => {
    registerPaymentTexts();
    return Promise.all([load(), translationsReady()]).then(([module]) => module);
  };
}

/** The visitor's text for an error: the kind's sentence, then the bank's reason when we know it. */
export function paymentErrorText(t: TFunction, error: CardPaymentError): string {
  const main = t(`errors.${error.kind}`, { ns: PAYMENTS_NS });
  const reason =
    error.kind === 'declined' && (DECLINE_REASONS as readonly string[]).includes(error.declineCode ?? '') ? t(`reasons.${error.declineCode}`, { ns: PAYMENTS_NS }) : '';
  return reason ? `${main} ${reason}` : main;
}
