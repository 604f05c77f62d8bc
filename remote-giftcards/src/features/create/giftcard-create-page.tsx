import { PAYMENTS_NS, Spinner, Link, Navigate, useParams, useSearchParams, useTranslation } from '@venue/shared';
import { PageRoot } from '../../components/page-root';
import { StatusCard } from '../../components/status-card';
import { FINGERPRINT, confirmationPath, createErrorPath, listPath, paymentPath } from '../../lib/paths';
import { useOrderPolling } from '../../lib/use-order-polling';

/** /frontpage/giftcard/create/{fingerprint}: after the payment, while the server issues the cards. */
export function GiftcardCreatePage() {
  const { fingerprint = '' } = useParams();
  const [search] = useSearchParams();
  const { t } = useTranslation('giftcards');
  const { t: tp } = useTranslation(PAYMENTS_NS);
  // Back from a redirect-based payment method that failed: pay again.
  const redirectFailed = search.get('redirect_status') === 'failed';
  const valid = FINGERPRINT.test(fingerprint);
  const poll = useOrderPolling(fingerprint, valid && !redirectFailed);

  if (redirectFailed && valid) return <Navigate to={paymentPath(fingerprint)} replace />;
  if (poll.status === 'failed' && !poll.notFound) return <Navigate to={createErrorPath(fingerprint)} replace />;
  if (poll.status === 'done') return <Navigate to={confirmationPath(fingerprint)} replace />;
  if (!valid || poll.status === 'failed') {
    return (
      <PageRoot page="GiftcardCreate">
        <StatusCard tone="ko" title={t('pages.GiftcardCreate')} message={tp('errors.notFound')}>
          <Link to={listPath()} className="sh-button sh-button--secondary">
            {t('createError.back')}
          </Link>
        </StatusCard>
      </PageRoot>
    );
  }

  return (
    <PageRoot page="GiftcardCreate">
      <StatusCard tone="wait" title={t('pages.GiftcardCreate')} message={t('create.message')}>
        <Spinner />
        {poll.slow ? <p role="status">{t('create.slow')}</p> : null}
      </StatusCard>
    </PageRoot>
  );
}
