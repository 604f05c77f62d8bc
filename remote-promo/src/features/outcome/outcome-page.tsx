import { useEffect } from 'react';
import { Button, Link, announceToVenue, useLocation, useNavigate, useParams, useTranslation } from '@venue/shared';
import { promoPath } from '../../lib/promo-path';
import { claimedId } from '../../lib/claimed-memory';
import styles from './outcome-page.module.css';
import { ResendCode } from './resend-code';

type Outcome = 'confirm' | 'duplicate' | 'error';
const PAGE: Record<Outcome, string> = { confirm: 'PromoConfirm', duplicate: 'PromoDuplicate', error: 'PromoError' };

/**
 * After the form: code sent (confirm), e-mail already used (duplicate), or a failure (error).
 * The venue's scripts run here, so the code is not shown on this page: "Show my code" opens the
 * code's own page, a new document where they do not run (docs/security.md).
 */
export function OutcomePage({ outcome }: { outcome: Outcome }) {
  const { urlName = '' } = useParams();
  const { t } = useTranslation('promo');
  const navigate = useNavigate();
  const location = useLocation();
  const { email, claimed } = (location.state as { email?: string; claimed?: boolean } | null) ?? {};
  const success = outcome === 'confirm';
  const id = success && claimed ? claimedId(urlName) : null;
  useEffect(() => {
    if (id) announceToVenue({ type: 'promo-claim', promotion: urlName });
    // Once per arrival on the page (its history entry).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- id and urlName follow location.key
  }, [location.key]);
  return (
    <article className={`sh-card ${styles.card}`} data-page={PAGE[outcome]} data-outcome={outcome}>
      <span className={success ? styles.iconOk : styles.iconKo} aria-hidden="true">
        {success ? '✓' : '!'}
      </span>
      <h1 className={styles.title}>{t(`${outcome}.title`)}</h1>
      <p className={styles.message}>{t(`${outcome}.message`)}</p>
      {success && email ? <p>{t('confirm.sentTo', { email })}</p> : null}
      {outcome !== 'error' ? <p className={styles.hint}>{t(`${outcome}.hint`)}</p> : null}
      {id ? <Button onClick={() => navigate(`${promoPath(urlName)}/${encodeURIComponent(id)}`)}>{t('confirm.showCode')}</Button> : null}
      {outcome === 'duplicate' ? <ResendCode urlName={urlName} initialEmail={email ?? ''} /> : null}
      <Link to={promoPath(urlName)} className="sh-button sh-button--secondary">
        {t(`${outcome}.back`)}
      </Link>
    </article>
  );
}
