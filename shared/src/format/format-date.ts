import { localeFor } from './locales';

export type DateStyle = 'short' | 'medium' | 'long' | 'full';

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/;

// One formatter per language and style: making one costs far more than formatting with it (a
// month calendar formats every day's name, and on a slow phone a formatter a day was most of
// the time a tap on a party size or a day took to draw the next step).
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formatters.set(key, f);
  }
  return f;
}

/**
 * Formats a venue date `YYYY-MM-DD` (optionally followed by `THH:mm`) in the visitor's
 * language. The value is a calendar date in the venue's time zone (docs/api.md), so it is
 * formatted as such, in UTC, with no shift to the browser's zone. With a time part the time is
 * shown too. An unparsable value is returned unchanged.
 */
export function formatDate(isoDate: string, language: string, style: DateStyle | Intl.DateTimeFormatOptions = 'long'): string {
  const m = DATE_RE.exec(isoDate ?? '');
  if (!m) return isoDate ?? '';
  const [, y, mo, d, h, mi] = m;
  const hasTime = h !== undefined && mi !== undefined;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), hasTime ? Number(h) : 0, hasTime ? Number(mi) : 0));
  if (Number.isNaN(date.getTime())) return isoDate;
  const options: Intl.DateTimeFormatOptions = typeof style === 'string' ? { dateStyle: style, ...(hasTime ? { timeStyle: 'short' } : {}) } : { ...style };
  return formatter(localeFor(language), options).format(date);
}
