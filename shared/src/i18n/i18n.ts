import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { COMMON_NS, commonResources } from './common-resources';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, toLanguage } from './languages';
import type { Language } from './languages';

/**
 * The site's one i18next instance (shared as a federated singleton with i18next and
 * react-i18next). Initialised synchronously at import with the bundled `common` resources, so
 * `t` works before `initI18n()`; remotes add their namespaces with `registerTranslations`.
 */
export const i18n = createInstance();

void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(LANGUAGES.map((lng) => [lng, { [COMMON_NS]: commonResources[lng] }])),
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
  react: { useSuspense: false },
});

function readStoredLanguage(): Language | undefined {
  try {
    return toLanguage(globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return undefined; // storage disabled (privacy mode, sandboxed iframe)
  }
}

function storeLanguage(lng: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // storage disabled: the choice lasts for this page only
  }
}

function setHtmlLang(lng: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

let initialised = false;

/**
 * Applies the visitor's stored language (localStorage `frontpageLanguage`, else Italian) and
 * keeps `<html lang>` in step with it. Idempotent: later calls just return the instance.
 */
export function initI18n(): typeof i18n {
  if (initialised) return i18n;
  initialised = true;
  i18n.on('languageChanged', (lng) => setHtmlLang(toLanguage(lng) ?? DEFAULT_LANGUAGE));
  const lng = readStoredLanguage() ?? DEFAULT_LANGUAGE;
  void i18n.changeLanguage(lng);
  setHtmlLang(lng);
  return i18n;
}

/** Switches the interface language, remembers it in localStorage and updates `<html lang>`. */
export function changeLanguage(lng: string): Promise<unknown> {
  const language = toLanguage(lng) ?? DEFAULT_LANGUAGE;
  storeLanguage(language);
  setHtmlLang(language);
  return i18n.changeLanguage(language);
}

/** The current interface language (one of LANGUAGES). */
export function currentLanguage(): Language {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;
}
