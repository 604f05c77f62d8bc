/** /reserve/{hash}/edit/error: the change failed (the message of docs/product.md#errors), with a way back. */
import { Link, useParams, useTranslation } from '@venue/shared';
import styles from './reserve-edit.module.css';

export function ReserveEditErrorPage() {
  const { t } = useTranslation('booking');
  const { hash = '' } = useParams();
  return (
    <article className={styles.page} data-page="ReserveEditError" data-build={__BUILD_LABEL__}>
      <h1>{t('editError.title')}</h1>
      <p className={styles.error} role="alert">
        {t('editError.text')}
      </p>
      <div className={styles.actions}>
        <Link className="sh-button" to={`/reserve/${hash}/edit`}>
          {t('editError.retry')}
        </Link>
      </div>
    </article>
  );
}
