/** Money and dates written out in the buyer's language for e-mails and the printable page. */
import { LANGUAGES, type Language } from '../../../lib/i18n-text';

const LOCALES: Record<Language, string> = { it: 'it-IT', en: 'en-GB', fr: 'fr-FR', es: 'es-ES', de: 'de-DE' };

/** Minor units → "50,00 €", "CHF 50.00": the one money format of the server (lib/money.ts). */
export { formatAmount } from '../../../lib/money';

/** A venue date (YYYY-MM-DD) in words, without any time-zone shift. */
export function formatDay(date: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** The stored language of an order, or Italian (the default and fallback). */
export function asLanguage(value: string): Language {
  return (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : 'it';
}
