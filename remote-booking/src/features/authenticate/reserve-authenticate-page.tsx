/**
 * /reserve/{hash}/authenticate: reached from the e-mail when the guest's bank asked to
 * authenticate the no-show fee charged off-session. The guest confirms with the saved card
 * (CardPayment on-session); the fee is then paid.
 */
import { ApiError, ErrorState, LoadingState, formatMoney, useApiData, useParams, useTranslation } from '@venue/shared';
import { CardPayment } from '@venue/shared/card-payment';
import { getFee } from '../../api/booking-api';
import { isReservationHash } from '../../lib/hash';
import styles from '../../components/booking-screen.module.css';

export function ReserveAuthenticatePage() {
  const { t, i18n } = useTranslation('booking');
  const { hash = '' } = useParams();
  const [fee, reload] = useApiData(
    () => (isReservationHash(hash) ? getFee(hash) : Promise.reject(new ApiError('RESERVATION_NOT_FOUND', 'Not a reservation link', { httpStatus: 404 }))),
    [hash],
  );
  return (
    <article className={styles.page} data-page="ReserveAuthenticate" data-build={__BUILD_LABEL__}>
      <h1>{t('authenticate.title')}</h1>
      {fee.status === 'loading' ? <LoadingState /> : null}
      {fee.status === 'notFound' ? <p>{t('authenticate.none')}</p> : null}
      {fee.status === 'error' ? <ErrorState onRetry={reload} /> : null}
      {fee.status === 'ready' && fee.data.status === 'paid' ? (
        <p className={styles.notice} role="status">
          {t('authenticate.paid', { amount: formatMoney(fee.data.amount, fee.data.currency, i18n.language) })}
        </p>
      ) : null}
      {fee.status === 'ready' && fee.data.clientSecret ? (
        <>
          <p>{t('authenticate.text', { amount: formatMoney(fee.data.amount, fee.data.currency, i18n.language) })}</p>
          <CardPayment
            mode="payment"
            clientSecret={fee.data.clientSecret}
            paymentMethod={fee.data.paymentMethod ?? undefined}
            amount={fee.data.amount}
            currency={fee.data.currency}
            onSuccess={reload}
          />
        </>
      ) : null}
      {fee.status === 'ready' && fee.data.status !== 'paid' && !fee.data.clientSecret ? <p>{t('authenticate.none')}</p> : null}
    </article>
  );
}
