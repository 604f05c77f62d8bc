/** Money and dates written out in the buyer's language for e-mails and the printable page. */
import { LANGUAGES, type Language } from '../../../lib/i18n-text';
import { venueDateInWords } from '../../../lib/date-words';

/** Minor units → "50,00 €", "CHF 50.00": the one money format of the server (lib/money.ts). */
export { formatAmount } from '../../../lib/money';

/** A venue date (YYYY-MM-DD) in words, without any time-zone shift. */
export function formatDay(date: string, language: Language): string {
  return venueDateInWords(date, language, 'long');
}

/** The stored language of an order, or Italian (the default and fallback). */
export function asLanguage(value: string): Language {
  return (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : 'it';
}
