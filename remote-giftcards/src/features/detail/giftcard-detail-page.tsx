import { ErrorState, LoadingState, localized, usePageData, Link, Navigate, useParams, useTranslation } from '@venue/shared';
import { readGiftcard } from '../../api/giftcards-api';
import { PageRoot } from '../../components/page-root';
import { StatusCard } from '../../components/status-card';
import { VoucherTerms } from '../../components/voucher-terms';
import { ID_FROM_URL, listPath, notAvailablePath } from '../../lib/paths';
import { PurchaseChoice } from './purchase-choice';
import styles from './giftcard-detail.module.css';

/** /frontpage/giftcard/{id}: the gift card, its value (fixed or custom within the venue's bounds) and quantity. */
export function GiftcardDetailPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('giftcards');
  const productId = Number(id);
  const [state, reload] = usePageData('giftcard', readGiftcard, ID_FROM_URL);

  if (state.status === 'error' && state.code === 'GIFTCARD_NOT_AVAILABLE') return <Navigate to={notAvailablePath(id)} replace />;
  const notFound = !Number.isInteger(productId) || productId < 1 || state.status === 'notFound';

  return (
    <PageRoot page="GiftcardDetail">
      <Link to={listPath()} className={styles.back}>
        ← {t('detail.back')}
      </Link>
      {notFound ? (
        <StatusCard tone="ko" title={t('detail.notFoundTitle')} message={t('detail.notFound')} />
      ) : state.status === 'loading' ? (
        <LoadingState />
      ) : state.status === 'error' ? (
        <ErrorState onRetry={reload} />
      ) : (
        <div className={styles.layout}>
          <div className={styles.about}>
            {state.data.foto ? <img className={styles.image} src={state.data.foto} alt="" width={640} height={360} /> : null}
            <h1 className={styles.title}>{localized(state.data.titolo, i18n.language)}</h1>
            <p className={styles.description}>{localized(state.data.descrizione, i18n.language)}</p>
            <VoucherTerms voucher={state.data.voucher} covers />
            <p className={styles.validity}>{t('detail.validity', { months: state.data.validitaMesi })}</p>
          </div>
          <PurchaseChoice product={state.data} />
        </div>
      )}
    </PageRoot>
  );
}
