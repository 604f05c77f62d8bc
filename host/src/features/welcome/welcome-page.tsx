import { useAtomValue } from 'jotai';
import { experiencesAtom, locationAtom, localized, Link, useTranslation } from '@venue/shared';
import { useCurrentPromotions } from '../../lib/use-current-promotions';
import { ExperienceCard } from './experience-card';
import styles from './welcome-page.module.css';

/** The home page: presents the venue and leads to booking, gift cards and current promotions. */
export function WelcomePage() {
  const { t, i18n } = useTranslation('host');
  const location = useAtomValue(locationAtom);
  const experiences = useAtomValue(experiencesAtom);
  const promotions = useCurrentPromotions();
  const lng = i18n.language;
  const bookable = experiences.items.filter((e) => e.flagAttiva === 1).slice(0, 6);

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="welcome-title">
        {location?.heroImage && <img className={styles.heroImage} src={location.heroImage} alt="" width={1200} height={600} />}
        <div className={styles.heroText}>
          <p className={styles.kicker}>{[location?.city, location?.country].filter(Boolean).join(', ')}</p>
          <h1 id="welcome-title">{location?.locationname}</h1>
          <p className={styles.lead}>{localized(location?.description, lng)}</p>
          <div className={styles.actions}>
            {location?.bookingEnabled !== false && (
              <Link to="/reserve" className="sh-button">
                {t('welcome.book')}
              </Link>
            )}
            {location?.giftcardsEnabled !== false && (
              <Link to="/frontpage/giftcards" className="sh-button sh-button--secondary">
                {t('welcome.giftcards')}
              </Link>
            )}
          </div>
        </div>
      </section>

      {promotions.length > 0 && (
        <section aria-labelledby="promotions-title" className={styles.section}>
          <h2 id="promotions-title">{t('welcome.promotions')}</h2>
          <ul className={styles.grid}>
            {promotions.map((promo) => (
              <li key={promo.urlName} className={`sh-card ${styles.promo}`}>
                <h3>{localized(promo.titolo, lng)}</h3>
                <p>{localized(promo.descrizione, lng)}</p>
                <Link to={`/promo/${encodeURIComponent(promo.urlName)}`} className="sh-button sh-button--secondary">
                  {t('welcome.claim')}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      {bookable.length > 0 && (
        <section aria-labelledby="experiences-title" className={styles.section}>
          <h2 id="experiences-title">{t('welcome.experiences')}</h2>
          <ul className={styles.grid}>
            {bookable.map((experience) => (
              <ExperienceCard key={experience.id} experience={experience} currency={location?.valuta ?? 'EUR'} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
