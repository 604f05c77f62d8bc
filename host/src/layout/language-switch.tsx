import { changeLanguage, LANGUAGES, type Language, useHydrated, useTranslation } from '@venue/shared';
import styles from './site-header.module.css';

// Each language is named in its own language, so a visitor finds theirs whatever is shown.
const NATIVE_NAMES: Record<Language, string> = { it: 'Italiano', en: 'English', fr: 'Français', es: 'Español', de: 'Deutsch' };

export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  // Server-rendered, it waits for the page's script: a choice made before would be lost.
  const hydrated = useHydrated();
  return (
    <label className={styles.language}>
      <span className="sh-visually-hidden">{t('language.label')}</span>
      <select
        value={i18n.resolvedLanguage ?? i18n.language}
        onChange={(event) => void changeLanguage(event.target.value as Language)}
        aria-label={t('language.label')}
        disabled={!hydrated}
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>{NATIVE_NAMES[lng]}</option>
        ))}
      </select>
    </label>
  );
}
