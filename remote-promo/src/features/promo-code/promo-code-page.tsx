import { Button, ErrorState, LoadingState, localized, useApiData, Link, useParams, useTranslation } from '@venue/shared';
import { QrCode } from '@venue/shared/qr-code';
import { venueDate, venueDateTime } from '../../lib/dates';
import { promoPath } from '../../lib/promo-path';
import { type ClaimWithQr, getClaimWithQr } from './api/get-claim';
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

/** The code card; the confirm page shows it under its own title (heading h2 there). */
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
