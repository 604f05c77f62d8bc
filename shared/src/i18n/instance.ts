import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages';

// The instance alone, in a module of its own: the texts' loader (register-translations.ts) and the
// language rules (i18n.ts) both use it, and neither imports the other.

/** Namespace of the shared texts (common-resources.ts registers them). */
export const COMMON_NS = 'common';

/**
 * The site's one i18next instance (shared as a federated singleton with i18next). Its texts
 * arrive a namespace and a language at a time (register-translations.ts): a page loads those of
 * its language before it renders, `changeLanguage` those of the next language before it switches.
 */
export const i18n = createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  load: 'languageOnly',
  ns: [COMMON_NS],
  defaultNS: COMMON_NS,
  // A remote's namespace falls back to `common` for shared keys (t('loading') in 'booking').
  fallbackNS: COMMON_NS,
  interpolation: { escapeValue: false }, // React escapes
  returnEmptyString: false,
  initAsync: false,
  // Pages await their texts before they render (translationsReady): adding texts draws nothing
  // again (re-rendering the page while it hydrates would throw the server's markup away).
  react: { useSuspense: false },
});
