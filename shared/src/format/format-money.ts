import { toLanguage } from '../i18n/languages';
import { localeFor } from './locales';

// Swiss francs are shown with Swiss conventions in the three Swiss national languages
// (de-CH "CHF 45.00", fr-CH "45.00 CHF", it-CH "CHF 45.00"): a Swiss venue's guests expect
// them, and e.g. de-DE would give "45,00 CHF". English and Spanish keep their usual locale.
const SWISS: Partial<Record<string, string>> = { de: 'de-CH', fr: 'fr-CH', it: 'it-CH' };

const cache = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let f = cache.get(key);
  if (!f) {
    try {
      f = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
    } catch {
      f = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', currencyDisplay: 'narrowSymbol' });
    }
    cache.set(key, f);
  }
  return f;
}

/**
 * Money in minor units (4500 = 45.00; EUR, CHF and MUR all have two decimals) formatted in the
 * visitor's language, e.g. it "45,00 €", en "€45.00", de "45,00 €", de + CHF "CHF 45.00".
 * An empty or invalid currency code is treated as EUR.
 */
export function formatMoney(minorUnits: number, currency: string, language: string): string {
  const code = (currency || 'EUR').trim().toUpperCase();
  const lng = toLanguage(language) ?? 'it';
  const locale = (code === 'CHF' && SWISS[lng]) || localeFor(lng);
  return formatter(locale, code).format((Number.isFinite(minorUnits) ? minorUnits : 0) / 100);
}
