/**
 * Dates written out for e-mails and text messages, in the guest's language. The Intl formatters
 * are kept, one per locale and style: creating one costs far more than using it (a booking's
 * e-mail wrote four dates, each through a new formatter, inside the booking's transaction).
 */
import type { Language } from './i18n-text';

export const LOCALES: Record<Language, string> = { it: 'it-IT', en: 'en-GB', fr: 'fr-FR', es: 'es-ES', de: 'de-DE' };

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A kept formatter for these locale and options. */
export function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

/** A venue date (YYYY-MM-DD) in words, with no time-zone shift: "martedì 9 giugno 2026". */
export function venueDateInWords(date: string, language: Language, style: 'full' | 'long'): string {
  return dateFormatter(LOCALES[language], { dateStyle: style, timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}
