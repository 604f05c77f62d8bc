import { ErrorState, LoadingState, apiErrorKey, usePageData, Link, useParams, useTranslation } from '@venue/shared';
import { readClaimWithQr } from '../../api/get-claim';
import { CodeCard } from '../../components/code-card';
import { promoPath } from '../../lib/promo-path';
import styles from './promo-code-page.module.css';
import { useRefresh } from './use-refresh';

/** /promo/{urlName}/{id}: the code and its QR code, its state and use-by date; follows redemption. */
export function PromoCodePage() {
  const { urlName = '' } = useParams();
  const { t } = useTranslation('promo');
  const [state, reload] = usePageData('code', readClaimWithQr);
  useRefresh(reload, state.status === 'ready' && state.data.stato === 'requested');

  return (
    <article className={styles.page} data-page="PromoCode">
      {state.status === 'loading' && <LoadingState />}
      {state.status === 'notFound' && (
        <ErrorState page title={t('code.notFoundTitle')} message={t('code.notFoundMessage')}>
          <Link to={promoPath(urlName)} className="sh-button sh-button--secondary">
            {t('confirm.back')}
          </Link>
        </ErrorState>
      )}
      {state.status === 'error' && <ErrorState page onRetry={reload} message={t(apiErrorKey(state.code))} />}
      {state.status === 'ready' && <CodeCard claim={state.data} onRefresh={reload} />}
    </article>
  );
}
