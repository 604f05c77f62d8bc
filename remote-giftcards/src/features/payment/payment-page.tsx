import { ErrorState, LoadingState, PAYMENTS_NS, localized, useApiData, Link, Navigate, useNavigate, useParams, useTranslation } from '@venue/shared';
import { CardPayment } from '@venue/shared/card-payment';
import { getPayment } from '../../api/giftcards-api';
import { OrderSummary } from '../../components/order-summary';
import { PageRoot } from '../../components/page-root';
import { TestModeBanner } from '../../components/test-mode-banner';
import { loadCart } from '../../lib/cart';
import { FINGERPRINT, GIFTCARD_ACTION, ID_FROM_URL, checkoutPath, confirmationPath, createPath, listPath, paymentErrorPath } from '../../lib/paths';
import styles from './payment.module.css';
import { type GiftcardPayment } from '../../api/giftcard-schemas';

/**
 * /frontpage/{action}/stripe/{fingerprint}: the card payment screen. CardPayment (shared) shows
 * Stripe's Payment Element (card and the browser's wallet) or the demo gateway's TEST MODE form,
 * and the errors of docs/product.md#errors. Paying only moves on to the creation screen: the provider's
 * event, not the browser, makes the order paid.
 */
export function PaymentPage() {
  const { action = '', fingerprint = '' } = useParams();
  const { t } = useTranslation('giftcards');
  const { t: tp } = useTranslation(PAYMENTS_NS);
  const known = action === GIFTCARD_ACTION && FINGERPRINT.test(fingerprint);
  const [state, reload] = useApiData((signal) => (known ? getPayment(fingerprint, signal) : Promise.reject(new Error('unknown'))), [known, fingerprint], ID_FROM_URL);
  const notFound = !known || state.status === 'notFound' || (state.status === 'error' && state.code === 'PAYMENT_NOT_FOUND');

  if (state.status === 'ready' && state.data.status === 'issued') return <Navigate to={confirmationPath(fingerprint)} replace />;
  if (state.status === 'ready' && state.data.status !== 'pending') return <Navigate to={paymentErrorPath(fingerprint)} replace />;

  return (
    <PageRoot page="Payment" narrow>
      <h1 className={styles.title}>{t('pages.Payment')}</h1>
      {notFound ? (
        <ErrorState title={tp('title')} message={tp('errors.notFound')}>
          <Link to={listPath()} className="sh-button sh-button--secondary">
            {t('paymentError.back')}
          </Link>
        </ErrorState>
      ) : state.status === 'loading' ? (
        <LoadingState />
      ) : state.status === 'error' ? (
        <ErrorState title={tp('title')} message={tp('errors.default')} onRetry={reload} retryLabel={tp('retry')} />
      ) : (
        <PayOrder order={state.data} />
      )}
    </PageRoot>
  );
}

function PayOrder({ order }: { order: GiftcardPayment }) {
  const { t, i18n } = useTranslation('giftcards');
  const navigate = useNavigate();
  const next = createPath(order.fingerprint);
  return (
    <>
      {order.testMode ? <TestModeBanner /> : null}
      <section className={`sh-card ${styles.summary}`} aria-label={t('payment.orderNumber', { number: order.orderNumber })}>
        <OrderSummary
          product={localized(order.product, i18n.language)}
          cardValue={order.price}
          quantity={order.quantity}
          currency={order.currency}
          extra={[[t('confirmation.orderNumber'), order.orderNumber]]}
        />
      </section>
      <section className={`sh-card ${styles.pay}`}>
        {order.gateway === 'stripe' ? <p className={styles.wallet}>{t('payment.walletHint')}</p> : null}
        <CardPayment
          mode="payment"
          clientSecret={order.clientSecret ?? ''}
          amount={order.total}
          currency={order.currency}
          // A redirect-based method comes back to the creation screen, which waits for the event.
          returnUrl={`${window.location.origin}${next}`}
          onSuccess={() => navigate(next, { replace: true })}
        />
      </section>
      {/* Change the order: the checkout again, filled in as it was sent (a new order is made). */}
      <Link to={checkoutPath(loadCart()?.productId)} className={`sh-button sh-button--secondary ${styles.back}`}>
        {t('payment.back')}
      </Link>
    </>
  );
}
