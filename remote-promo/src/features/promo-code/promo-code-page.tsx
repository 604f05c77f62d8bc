import { ErrorState, LoadingState, useApiData, Link, useParams, useTranslation } from '@venue/shared';
import { getClaimWithQr } from '../../api/get-claim';
import { CodeCard } from '../../components/code-card';
import { promoPath } from '../../lib/promo-path';
import styles from './promo-code-page.module.css';
import { useRefresh } from './use-refresh';

/** /promo/{urlName}/{id}: the code and its QR code, its state and use-by date; follows redemption. */
export function PromoCodePage() {
  const { urlName = '', id = '' } = useParams();
  const { t } = useTranslation('promo');
  const [state, reload] = useApiData((signal) => getClaimWithQr(urlName, id, signal), [urlName, id], { answerKey: `promo/${urlName}/code/${id}` });
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
      {state.status === 'error' && <ErrorState onRetry={reload} />}
      {state.status === 'ready' && <CodeCard claim={state.data} onRefresh={reload} />}
    </article>
  );
}
