import { changeLanguage, currentLanguage, LANGUAGE_NAMES, LANGUAGES, type Language, useHydrated, useTranslation } from '@venue/shared';
import styles from './site-header.module.css';

export function LanguageSwitch() {
  const { t } = useTranslation('common');
  // Server-rendered, it waits for the page's script: a choice made before would be lost.
  const hydrated = useHydrated();
  return (
    <label className={styles.language}>
      <span className="sh-visually-hidden">{t('language.label')}</span>
      <select
        value={currentLanguage()}
        // The next language's texts are fetched first; if they cannot be, nothing switches.
        onChange={(event) => void changeLanguage(event.target.value as Language).catch((error: unknown) => console.error('Error loading', error))}
        aria-label={t('language.label')}
        disabled={!hydrated}
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {LANGUAGE_NAMES[lng]}
          </option>
        ))}
      </select>
    </label>
  );
}
