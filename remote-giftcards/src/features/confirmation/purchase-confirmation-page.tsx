import { useEffect } from 'react';
import { LoadingState, PAYMENTS_NS, Spinner, currentLanguage, formatDate, localized, Link, useParams, useTranslation } from '@venue/shared';
import { OrderSummary } from '../../components/order-summary';
import { PageRoot } from '../../components/page-root';
import { StatusCard } from '../../components/status-card';
import { TestModeBanner } from '../../components/test-mode-banner';
import { clearCart } from '../../lib/cart';
import { FINGERPRINT, listPath } from '../../lib/paths';
import { useOrderPolling } from '../../lib/use-order-polling';
import { OwnCards } from './own-cards';
import styles from './confirmation.module.css';
import { type GiftcardOrder } from '../../api/giftcard-schemas';

/** /frontpage/giftcard/purchaseconfirmation/{fingerprint?}: what the server knows of the order (a reload is harmless). */
export function PurchaseConfirmationPage() {
  const { fingerprint = '' } = useParams();
  const { t } = useTranslation('giftcards');
  const { t: tp } = useTranslation(PAYMENTS_NS);
  const valid = FINGERPRINT.test(fingerprint);
  const poll = useOrderPolling(fingerprint, valid);

  return (
    <PageRoot page="PurchaseConfirmation" narrow>
      {!valid || (poll.status === 'failed' && poll.notFound) ? (
        <StatusCard tone="ko" title={t('pages.PurchaseConfirmation')} message={tp('errors.notFound')}>
          <Link to={listPath()} className="sh-button sh-button--secondary">
            {t('paymentError.back')}
          </Link>
        </StatusCard>
      ) : poll.status === 'done' ? (
        <Confirmed order={poll.order} />
      ) : poll.status === 'failed' ? (
        <StatusCard tone="ko" title={t('createError.title')} message={t('createError.message')} />
      ) : poll.order ? (
        <StatusCard tone="wait" title={t('pages.PurchaseConfirmation')} message={t('confirmation.pending')}>
          <Spinner />
        </StatusCard>
      ) : (
        <LoadingState />
      )}
    </PageRoot>
  );
}

function Confirmed({ order }: { order: GiftcardOrder }) {
  const { t, i18n } = useTranslation('giftcards');
  const lng = currentLanguage();
  const { delivery } = order;
  const today = order.date.slice(0, 10);
  // Bought: the next visit to the detail screen starts afresh.
  useEffect(() => clearCart(), []);
  const deliveryText = !delivery.forRecipient
    ? t('confirmation.selfDelivery', { email: delivery.email })
    : delivery.deliverOn > today
      ? t('confirmation.giftLater', { name: delivery.recipientName, email: delivery.email, date: formatDate(delivery.deliverOn, lng, 'long') })
      : t('confirmation.giftToday', { name: delivery.recipientName, email: delivery.email });
  return (
    <>
      {order.testMode ? <TestModeBanner /> : null}
      <StatusCard tone="ok" title={t('confirmation.title')} message={t('confirmation.intro', { number: order.orderNumber })}>
        <p className={styles.delivery} data-testid="delivery-info">
          {deliveryText}
        </p>
        <p className={styles.hint}>{t('confirmation.receipt', { email: order.buyer.email })}</p>
      </StatusCard>
      <section className="sh-card" aria-label={t('checkout.summary')}>
        <OrderSummary
          product={localized(order.product, i18n.language)}
          cardValue={order.cardValue}
          quantity={order.quantity}
          currency={order.currency}
          extra={[
            [t('confirmation.orderNumber'), order.orderNumber],
            [t('confirmation.date'), formatDate(today, lng, 'long')],
          ]}
        />
      </section>
      {!delivery.forRecipient ? <OwnCards order={order} /> : null}
      <Link to={listPath()} className={`sh-button sh-button--secondary ${styles.more}`}>
        {t('confirmation.more')}
      </Link>
    </>
  );
}
