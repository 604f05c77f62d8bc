import { i18n } from './instance';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, toLanguage } from './languages';
import { loadTranslations } from './register-translations';
import type { Language } from './languages';
import { currentRenderScope } from '../ssr/render-scope';

export { COMMON_NS, i18n } from './instance';

/**
 * The language cookie mirrors the stored choice, so the server renders the next page in it
 * (server/src/web/page-language.ts). A year, the whole site, not sent to other sites.
 */
function mirrorLanguageCookie(lng: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${lng}; path=/; max-age=31536000; samesite=lax`;
}

/** The language the visitor chose (localStorage), if any. */
export function storedLanguage(): Language | undefined {
  return readStoredLanguage();
}

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
  mirrorLanguageCookie(lng);
}

/**
 * A page's address may name its language (`?lang=en`: the canonical address of one language,
 * which the server renders in it). Once the visitor chooses another, the address would name the
 * old one on a reload: it loses `lang`, and the choice speaks from then on.
 */
function forgetAddressLanguage(): void {
  if (typeof window === 'undefined' || !window.history?.replaceState) return;
  const url = new URL(window.location.href);
  if (!url.searchParams.has('lang')) return;
  url.searchParams.delete('lang');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

function setHtmlLang(lng: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

function browserLanguages(): readonly string[] {
  const nav = globalThis.navigator as Navigator | undefined;
  if (!nav) return [];
  return nav.languages?.length ? nav.languages : nav.language ? [nav.language] : [];
}

/**
 * The language a visitor gets, the one place that decides it: a stored choice (localStorage
 * `frontpageLanguage`) always wins; else the first of the browser's languages
 * (`navigator.languages`, in the visitor's order) that the site speaks; else Italian.
 * `sources` lets a caller (tests, a server render) say what to read instead of the globals.
 */
export function detectLanguage(sources: { stored?: unknown; browser?: readonly string[] } = {}): Language {
  const stored = 'stored' in sources ? toLanguage(sources.stored) : readStoredLanguage();
  if (stored) return stored;
  for (const tag of sources.browser ?? browserLanguages()) {
    const lng = toLanguage(tag);
    if (lng) return lng;
  }
  return DEFAULT_LANGUAGE;
}

let initialised = false;

/**
 * Applies the visitor's language (`detectLanguage`) and keeps `<html lang>` in step with it.
 * The browser's language is not stored: only the visitor's own choice is. Idempotent.
 */
export function initI18n(): typeof i18n {
  if (initialised) return i18n;
  initialised = true;
  i18n.on('languageChanged', (lng) => setHtmlLang(toLanguage(lng) ?? DEFAULT_LANGUAGE));
  const stored = readStoredLanguage();
  if (stored) mirrorLanguageCookie(stored);
  const lng = detectLanguage({ stored, browser: browserLanguages() });
  void i18n.changeLanguage(lng);
  setHtmlLang(lng);
  return i18n;
}

/**
 * Switches the interface language once its texts are there, remembers it in localStorage and
 * updates `<html lang>`. Rejects, switching nothing, when the texts cannot be fetched.
 */
export async function changeLanguage(lng: string): Promise<unknown> {
  const language = toLanguage(lng) ?? DEFAULT_LANGUAGE;
  await loadTranslations(language);
  storeLanguage(language);
  forgetAddressLanguage();
  setHtmlLang(language);
  return i18n.changeLanguage(language);
}

/**
 * The current interface language (one of LANGUAGES). i18next's resolvedLanguage would name the
 * fallback while the language's texts are still on their way.
 */
export function currentLanguage(): Language {
  // A server render's language is its own (each render has its own i18n instance).
  const rendering = currentRenderScope();
  if (rendering) return rendering.language;
  return toLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
}

/** The current language's texts, every namespace registered so far: await before rendering. */
export function translationsReady(): Promise<void> {
  return loadTranslations(currentLanguage());
}
