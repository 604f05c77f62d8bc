import { toLanguage } from '../i18n/languages';

/** BCP 47 locale of each interface language for number and date formatting. */
export const LANGUAGE_LOCALES = {
  it: 'it-IT',
  en: 'en-GB',
  fr: 'fr-FR',
  es: 'es-ES',
  de: 'de-DE',
} as const;

export function localeFor(language: string): string {
  return LANGUAGE_LOCALES[toLanguage(language) ?? 'it'];
}
