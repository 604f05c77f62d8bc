/**
 * Money in minor units written out in a visitor's language, for e-mails, the calendar file and
 * the printable page: the same rule as the pages' formatMoney (shared/src/format/format-money.ts,
 * checked equal by test/money-format.test.ts): the language's usual locale, and Swiss conventions
 * for CHF in it, fr and de ("CHF 45.00", "45.00 CHF").
 */
import type { Language } from './i18n-text';
import { LOCALES } from './date-words';

const SWISS: Partial<Record<Language, string>> = { it: 'it-CH', fr: 'fr-CH', de: 'de-CH' };

const cache = new Map<string, Intl.NumberFormat>();

export function formatAmount(minor: number, currency: string, language: Language): string {
  const code = (currency || 'EUR').trim().toUpperCase();
  const locale = (code === 'CHF' && SWISS[language]) || LOCALES[language];
  const key = `${locale}|${code}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' });
    cache.set(key, format);
  }
  return format.format(minor / 100);
}
