import { PAYMENTS_NS, Link, useParams, useSearchParams, useTranslation } from '@venue/shared';
import { PageRoot } from '../../components/page-root';
import { StatusCard } from '../../components/status-card';
import { FINGERPRINT, listPath, paymentPath } from '../../lib/paths';
import styles from '../../components/ui.module.css';

/** /frontpage/{action}/stripe/error/{fingerprint?}: the payment did not go through, or was not found. */
export function PaymentErrorPage() {
  const { action = '', fingerprint = '' } = useParams();
  const [search] = useSearchParams();
  const { t } = useTranslation('giftcards');
  const { t: tp } = useTranslation(PAYMENTS_NS);
  const notFound = search.get('reason') === 'notFound' || !fingerprint;
  return (
    <PageRoot page="PaymentError">
      <StatusCard tone="ko" title={t('pages.PaymentError')} message={tp(notFound ? 'errors.notFound' : 'errors.default')}>
        <div className={styles.actions}>
          {!notFound && FINGERPRINT.test(fingerprint) ? (
            <Link to={paymentPath(fingerprint, action)} className="sh-button">
              {t('paymentError.retry')}
            </Link>
          ) : null}
          <Link to={listPath()} className="sh-button sh-button--secondary">
            {t('paymentError.back')}
          </Link>
        </div>
      </StatusCard>
    </PageRoot>
  );
}
