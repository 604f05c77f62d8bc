import { Button, Link, localized, useTranslation } from '@venue/shared';
import { QrCode } from '@venue/shared/qr-code';
import { WalletButtons } from '@venue/shared/wallet-buttons';
import type { ClaimWithQr } from '../api/get-claim';
import { venueDate, venueDateTime } from '../lib/dates';
import { promoPath } from '../lib/promo-path';
import styles from './code-card.module.css';

/** The code card of /promo/{urlName}/{id}; the confirm page shows it under its own title (heading h2 there). */
export function CodeCard({ claim, onRefresh, heading: Heading = 'h1' }: { claim: ClaimWithQr; onRefresh: () => void; heading?: 'h1' | 'h2' }) {
  const { t, i18n } = useTranslation('promo');
  const lng = i18n.language;
  const stateText =
    claim.stato === 'used'
      ? t('code.used', { date: venueDateTime(claim.usataIl ?? '', lng) })
      : claim.stato === 'expired'
        ? t('code.expired', { date: venueDate(claim.usareEntro, lng) })
        : t('code.requested', { date: venueDate(claim.usareEntro, lng) });
  const badge = { requested: 'code.stateRequested', used: 'code.stateUsed', expired: 'code.stateExpired' }[claim.stato];

  return (
    <div className={`sh-card ${styles.card}`} data-state={claim.stato}>
      <p className={styles.kicker}>{t('code.forPromo', { title: localized(claim.promo.titolo, lng) })}</p>
      <Heading className={styles.title}>{t('code.title')}</Heading>
      <p className={styles.hello}>{t('code.hello', { name: claim.nome })}</p>
      <p className={styles.badge} data-testid="code-state" data-state={claim.stato} role="status">
        {t(badge)}
      </p>
      <div className={claim.stato === 'requested' ? styles.qr : `${styles.qr} ${styles.dimmed}`}>
        <QrCode value={claim.qr} size={232} svg={claim.qrSvg} />
      </div>
      <p className={styles.codeLabel}>{t('code.codeLabel')}</p>
      <p className={styles.code} data-testid="promo-code">
        {claim.codice}
      </p>
      <p className={styles.stateText} data-testid="code-state-text">
        {stateText}
      </p>
      {claim.stato === 'requested' ? <p className={styles.hint}>{t('code.show')}</p> : null}
      {/* The server sends the links only while the code can be used. */}
      <WalletButtons wallet={claim.wallet} className={styles.wallet} />
      <p className={styles.hint}>{t('code.claimedOn', { date: venueDateTime(claim.richiestaIl, lng) })}</p>
      <div className={styles.actions}>
        <Button variant="secondary" size="small" onClick={onRefresh}>
          {t('code.refresh')}
        </Button>
        <Link to={promoPath(claim.promo.urlName)} className="sh-button sh-button--ghost sh-button--small">
          {t('confirm.back')}
        </Link>
      </div>
    </div>
  );
}
