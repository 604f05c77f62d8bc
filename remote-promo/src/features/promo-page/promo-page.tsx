import { Suspense, lazy, useCallback, useState } from 'react';
import { Button, ErrorState, LoadingState, localized, usePageData, Link, NoScriptNote, useTranslation } from '@venue/shared';
import { venueDate } from '../../lib/dates';
import { readPromo } from './api/get-promo';
import { Countdown } from './countdown';
import { PromoUnavailable } from './promo-unavailable';
import styles from './promo-page.module.css';
import { type PromoDetail } from '../../api/promo-schemas';

// The form (with the phone metadata and the bot check) downloads when the visitor opens it.
const ClaimFormModal = lazy(() => import('./claim-form/claim-form-modal').then((m) => ({ default: m.ClaimFormModal })));

/** /promo/{urlName} and /frontpage/promo/{urlName}: the offer, its countdown and the download form. */
export function PromoPage() {
  const { t } = useTranslation('promo');
  const [state, reload] = usePageData('promo', readPromo);

  return (
    <article className={styles.page} data-page="Promo">
      {state.status === 'loading' && <LoadingState />}
      {state.status === 'notFound' && (
        <ErrorState page title={t('page.notFoundTitle')} message={t('page.notFoundMessage')}>
          <Link to="/welcome" className="sh-button sh-button--secondary">
            {t('page.backHome')}
          </Link>
        </ErrorState>
      )}
      {state.status === 'error' && <ErrorState onRetry={reload} />}
      {state.status === 'ready' && <PromoContent promo={state.data} onStale={reload} />}
    </article>
  );
}

function PromoContent({ promo, onStale }: { promo: PromoDetail; onStale: () => void }) {
  const { t, i18n } = useTranslation('promo');
  const lng = i18n.language;
  const [formOpen, setFormOpen] = useState(false);
  // Mounted on first open and kept, so closing the modal does not lose what was typed.
  const [formUsed, setFormUsed] = useState(false);
  const title = localized(promo.titolo, lng);
  const conditions = localized(promo.condizioni, lng);
  const active = promo.stato === 'active';
  // The form learned the promotion closed or sold out: close it and show the new state.
  const onClosed = useCallback(() => {
    setFormOpen(false);
    onStale();
  }, [onStale]);

  return (
    <>
      <header className={styles.hero}>
        {promo.foto ? <img className={styles.picture} src={promo.foto} alt="" width={960} height={540} /> : null}
        <div className={styles.heroText}>
          <h1 className={styles.title}>{title}</h1>
          <NoScriptNote />
          <p className={styles.lead}>{localized(promo.descrizione, lng)}</p>
        </div>
      </header>

      <section className={`sh-card ${styles.panel}`} aria-label={title}>
        {active ? (
          <>
            <p className={styles.panelLabel}>{t('page.endsIn')}</p>
            <Countdown endsAt={promo.scadenza} serverNow={promo.serverNow} onEnd={onStale} />
            <div className={styles.facts}>
              <p data-testid="remaining">
                <strong>{t('page.remaining', { count: promo.rimanenti })}</strong> {t('page.remainingOf', { total: promo.quantita })}
              </p>
              <p data-testid="expiry">{t('page.expiresOn', { date: venueDate(promo.scadenza, lng) })}</p>
            </div>
            <Button
              block
              onClick={() => {
                setFormUsed(true);
                setFormOpen(true);
              }}
            >
              {t('page.download')}
            </Button>
          </>
        ) : (
          <PromoUnavailable promo={promo} />
        )}
      </section>

      {(conditions || promo.usoEntroData || promo.usoEntroGiorni) && (
        <section className={styles.conditions} aria-labelledby="promo-conditions">
          <h2 id="promo-conditions">{t('page.conditions')}</h2>
          {conditions ? <p className={styles.pre}>{conditions}</p> : null}
          {promo.usoEntroData ? (
            <p>{t('page.useByDate', { date: venueDate(promo.usoEntroData, lng) })}</p>
          ) : promo.usoEntroGiorni ? (
            <p>{t('page.useByDays', { count: promo.usoEntroGiorni })}</p>
          ) : null}
        </section>
      )}

      {active && formUsed && (
        <Suspense fallback={null}>
          <ClaimFormModal open={formOpen} promo={promo} onClose={() => setFormOpen(false)} onPromoClosed={onClosed} />
        </Suspense>
      )}
    </>
  );
}
