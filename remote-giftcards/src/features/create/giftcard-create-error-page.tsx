import { Link, useParams, useTranslation } from '@venue/shared';
import { PageRoot } from '../../components/page-root';
import { StatusCard } from '../../components/status-card';
import styles from '../../components/ui.module.css';
import { FINGERPRINT, createPath, listPath } from '../../lib/paths';

/** /frontpage/giftcard/create/error/{fingerprint}: the cards could not be created (yet). */
export function GiftcardCreateErrorPage() {
  const { fingerprint = '' } = useParams();
  const { t } = useTranslation('giftcards');
  return (
    <PageRoot page="GiftcardCreateError">
      <StatusCard tone="ko" title={t('createError.title')} message={t('createError.message')}>
        <div className={styles.actions}>
          {FINGERPRINT.test(fingerprint) ? (
            <Link to={createPath(fingerprint)} className="sh-button">
              {t('createError.retry')}
            </Link>
          ) : null}
          <Link to={listPath()} className="sh-button sh-button--secondary">
            {t('createError.back')}
          </Link>
        </div>
      </StatusCard>
    </PageRoot>
  );
}
