/**
 * The card payment used by gift cards (pay) and booking (card guarantee): the Payment Element
 * with Stripe, the TEST MODE card form with the demo gateway, and the errors of docs/product.md#errors.
 */
import styles from './card-payment.module.css';
import { DemoCardForm } from './demo-card-form';
import { type UseCardPaymentOptions, useCardPayment } from './use-card-payment';
import { formatMoney, currentLanguage, Button, ErrorState, LoadingState, PAYMENTS_NS, paymentErrorText, useTranslation } from '@venue/shared';

export interface CardPaymentProps extends UseCardPaymentOptions {
  /** Minor units and currency, for the button ("Pay €45.00"); display only. */
  amount?: number;
  currency?: string;
}

/** Errors a retry can fix: Stripe.js not started, or an unexpected failure. */
const RETRYABLE = new Set(['scriptFailed', 'default']);

export function CardPayment({ amount, currency, ...options }: CardPaymentProps) {
  const { t } = useTranslation(PAYMENTS_NS);
  const payment = useCardPayment(options);
  const { phase, error, gateway } = payment;

  if (phase === 'failed' && error) {
    return <ErrorState title={t('title')} message={paymentErrorText(t, error)} onRetry={RETRYABLE.has(error.kind) ? payment.retry : undefined} retryLabel={t('retry')} />;
  }

  if (!gateway) return <LoadingState label={t('loading')} />;

  const submitLabel = options.paymentMethod
    ? t('confirmSavedCard')
    : options.mode === 'setup'
      ? t('saveCard')
      : amount !== undefined && currency
        ? t('payAmount', { amount: formatMoney(amount, currency, currentLanguage()) })
        : t('pay');
  const errorText = error ? (
    <p className={styles.error} role="alert">
      {paymentErrorText(t, error)}
    </p>
  ) : null;

  // Paid: the message takes the form's place, in the form's room. The answer can come seconds after
  // the tap, and a form that shrank to a line then would move what follows (a layout shift).
  const succeeded = phase === 'succeeded';
  return (
    <section className={styles.root} data-gateway={gateway} data-phase={phase} aria-busy={phase === 'loading' || undefined}>
      {succeeded ? (
        <p className={`${styles.success} ${styles.inFormsRoom}`} role="status">
          {t(options.mode === 'setup' ? 'saved' : 'succeeded')}
        </p>
      ) : null}
      <div className={succeeded ? styles.spent : styles.live} inert={succeeded || undefined} aria-hidden={succeeded || undefined}>
        {gateway === 'demo' ? (
          <>
            {errorText}
            <DemoCardForm payment={payment} savedCard={!!options.paymentMethod} submitLabel={submitLabel} />
          </>
        ) : (
          <form
            className={styles.form}
            onSubmit={(e) => {
              e.preventDefault();
              void payment.submit();
            }}
          >
            {phase === 'loading' ? <LoadingState label={t('loading')} /> : null}
            {/* Stripe mounts the Payment Element (card and the browser's wallet) here. */}
            {options.paymentMethod ? null : <div ref={payment.elementRef} className={styles.element} aria-busy={phase === 'loading' || undefined} />}
            {errorText}
            <Button type="submit" block disabled={phase === 'loading'} loading={phase === 'submitting'}>
              {submitLabel}
            </Button>
          </form>
        )}
      </div>
    </section>
  );
}
