/** The area (zone): the ones that seat the party at that time, or no preference. */
import { localized, useTranslation } from '@venue/shared';
import type { ZoneChoice } from '../flow-steps';
import styles from '../reserve.module.css';
import screen from '../../../components/booking-screen.module.css';

export function ZoneStep({ zones, value, onChoose }: { zones: ZoneChoice[]; value: number | null; onChoose: (id: number | null) => void }) {
  const { t, i18n } = useTranslation('booking');
  return (
    <section className={screen.step} aria-labelledby="step-title">
      <h2 id="step-title">{t('zone.title')}</h2>
      <div className={styles.options}>
        <button type="button" className={styles.option} aria-pressed={value === null} onClick={() => onChoose(null)}>
          <span className={styles.optionTitle}>{t('zone.any')}</span>
        </button>
        {zones.map((z) => (
          <button
            key={z.id}
            type="button"
            className={styles.option}
            aria-pressed={value === z.id}
            aria-disabled={!z.available}
            onClick={() => z.available && onChoose(z.id)}
          >
            <span className={styles.optionTitle}>{localized(z.nome, i18n.language)}</span>
            {!z.available ? <span className={screen.muted}>{t('zone.full')}</span> : null}
          </button>
        ))}
      </div>
    </section>
  );
}
