import { formatMoney, localized, type Experience, HydrateNearScreen, Link, useTranslation } from '@venue/shared';
import { experienceTimes } from '@venue/shared/experience-fields';
import styles from './welcome-page.module.css';

export function ExperienceCard({ experience, currency }: { experience: Experience; currency: string }) {
  const { t, i18n } = useTranslation('host');
  const lng = i18n.language;
  // orari: a list or a map (docs/product.md#entities); read through the one normaliser.
  const times = experienceTimes(experience.orari);
  return (
    <li className={`sh-card ${styles.experience}`}>
      {/* The cards go on below a phone's first screen: each is hydrated as it comes near. */}
      <HydrateNearScreen className={styles.experienceBody}>
        {experience.foto && <img src={experience.foto} alt="" loading="lazy" width={480} height={270} />}
        <h3>{localized(experience.titolo, lng)}</h3>
        <p>{localized(experience.descrizione, lng)}</p>
        <p className={styles.meta}>
          {experience.prezzo > 0 && <span>{t('welcome.pricePerPerson', { price: formatMoney(experience.prezzo, currency, lng) })}</span>}
          {experience.durata > 0 && <span>{t('welcome.duration', { minutes: experience.durata })}</span>}
        </p>
        {times.length > 0 && (
          <p className={styles.meta} data-testid="experience-times">
            {t('welcome.times', { times: times.join(' · ') })}
          </p>
        )}
        <Link to={`/reserve?experience=${experience.id}`} className="sh-button sh-button--secondary">
          {t('welcome.bookExperience')}
        </Link>
      </HydrateNearScreen>
    </li>
  );
}
