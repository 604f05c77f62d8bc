/** Interface languages (docs/product.md#constants); Italian is the default and the fallback. */
export const LANGUAGES = ['it', 'en', 'fr', 'es', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'it';
/** Each language named in its own language, so a visitor finds theirs whatever is shown. */
export const LANGUAGE_NAMES: Record<Language, string> = { it: 'Italiano', en: 'English', fr: 'Français', es: 'Español', de: 'Deutsch' };
/** localStorage key of the visitor's chosen language. */
export const LANGUAGE_STORAGE_KEY = 'frontpageLanguage';

/** 'en', 'en-GB', 'EN' → 'en'; anything else → undefined. */
export function toLanguage(value: unknown): Language | undefined {
  if (typeof value !== 'string') return undefined;
  const base = value.trim().toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Language) : undefined;
}
