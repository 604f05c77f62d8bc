import { Link, useLocation, useParams, useTranslation } from '@venue/shared';
import { promoPath } from '../../lib/promo-path';
import styles from './outcome-page.module.css';
import { ClaimedCode } from './claimed-code';
import { ResendCode } from './resend-code';

type Outcome = 'confirm' | 'duplicate' | 'error';
const PAGE: Record<Outcome, string> = { confirm: 'PromoConfirm', duplicate: 'PromoDuplicate', error: 'PromoError' };

/** After the form: code sent (confirm), e-mail already used (duplicate), or a failure (error). */
export function OutcomePage({ outcome }: { outcome: Outcome }) {
  const { urlName = '' } = useParams();
  const { t } = useTranslation('promo');
  const { email, id } = (useLocation().state as { email?: string; id?: string } | null) ?? {};
  const success = outcome === 'confirm';
  return (
    <article className={`sh-card ${styles.card}`} data-page={PAGE[outcome]} data-outcome={outcome}>
      <span className={success ? styles.iconOk : styles.iconKo} aria-hidden="true">
        {success ? '✓' : '!'}
      </span>
      <h1 className={styles.title}>{t(`${outcome}.title`)}</h1>
      <p className={styles.message}>{t(`${outcome}.message`)}</p>
      {success && email ? <p>{t('confirm.sentTo', { email })}</p> : null}
      {outcome !== 'error' ? <p className={styles.hint}>{t(`${outcome}.hint`)}</p> : null}
      {success && id ? <ClaimedCode urlName={urlName} id={id} /> : null}
      {outcome === 'duplicate' ? <ResendCode urlName={urlName} initialEmail={email ?? ''} /> : null}
      <Link to={promoPath(urlName)} className="sh-button sh-button--secondary">
        {t(`${outcome}.back`)}
      </Link>
    </article>
  );
}
