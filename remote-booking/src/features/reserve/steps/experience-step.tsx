/**
 * The experiences offered at the chosen time (and "just a table" when the venue also has one):
 * title, description, price per person, duration, card guarantee, booking conditions.
 */
import { type Experience, formatMoney, localized, useTranslation } from '@venue/shared';
import styles from '../reserve.module.css';
import screen from '../../../components/booking-screen.module.css';

export interface ExperienceStepProps {
  experiences: Experience[];
  tableAvailable: boolean;
  /** The time is full: these are the waiting lists the guest may join. */
  waitingList?: boolean;
  value: number | null;
  currency: string;
  onChoose: (id: number | null) => void;
}

export function ExperienceStep({ experiences, tableAvailable, waitingList, value, currency, onChoose }: ExperienceStepProps) {
  const { t, i18n } = useTranslation('booking');
  const lang = i18n.language;
  return (
    <section className={screen.step} aria-labelledby="step-title">
      <h2 id="step-title">{t('experience.title')}</h2>
      {waitingList ? (
        <p className={screen.notice}>{t('experience.waitingList')}</p>
      ) : !tableAvailable ? (
        <p className={screen.notice}>{t('experience.required')}</p>
      ) : null}
      <div className={styles.options}>
        {tableAvailable ? (
          <button type="button" className={styles.option} aria-pressed={value === null} onClick={() => onChoose(null)}>
            <span className={styles.optionTitle}>{t('experience.tableOnly')}</span>
            <span className={screen.muted}>{t('experience.tableOnlyHint')}</span>
          </button>
        ) : null}
        {experiences.map((e) => {
          const conditions = localized(e.condizioniPrenotazione, lang);
          return (
            <button key={e.id} type="button" className={styles.option} aria-pressed={value === e.id} onClick={() => onChoose(e.id)}>
              <span className={styles.optionTitle}>{localized(e.titolo, lang)}</span>
              <span>{localized(e.descrizione, lang)}</span>
              <span className={screen.muted}>
                {[
                  e.prezzo > 0 ? t('experience.perGuest', { price: formatMoney(e.prezzo, currency, lang) }) : null,
                  e.durata > 0 ? t('experience.duration', { minutes: e.durata }) : null,
                  e.tipoCCGaranzia > 0 ? t('experience.card') : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
              {conditions ? <span className={screen.muted}>{conditions}</span> : null}
            </button>
          );
        })}
      </div>
    </section>
  );
}
