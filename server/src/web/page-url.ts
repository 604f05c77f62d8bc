/**
 * The address a page is rendered from, and cached under: its path in one spelling and only the
 * query parameters the pages read, each in one spelling. Anything else a visitor appends (?x=1,
 * utm_*, a cache buster, a payment provider's ids) makes neither another render nor another
 * page-cache entry (page-cache.ts); the browser still has the full address after hydration.
 *
 * Read by the pages: `venue` (host/src/app/venue-selection.ts, kept only when it is the venue
 * shown), `experience` (the booking form's first screen), `reason` (a payment's error page),
 * `redirect_status` (a card payment's return); by the server: `lang` (the page's language,
 * page-language.ts).
 */
import { addressLanguage } from './page-language';

type Reading = (value: string, venue: string) => string | undefined;

const PAGE_PARAMS: Record<string, Reading> = {
  venue: (value, venue) => (value === venue ? value : undefined),
  experience: (value) => (/^\d{1,9}$/.test(value) && Number(value) > 0 ? String(Number(value)) : undefined),
  reason: (value) => (/^[A-Za-z]{1,32}$/.test(value) ? value : undefined),
  redirect_status: (value) => (/^[a-z_]{1,32}$/.test(value) ? value : undefined),
  lang: (value) => addressLanguage(value),
};

/** Percent-escapes of unreserved characters decoded (`%65` → `e`), the others upper-cased. */
function canonicalPath(path: string): string {
  return path.replace(/%([0-9a-f]{2})/gi, (_escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return /[A-Za-z0-9\-._~]/.test(char) ? char : `%${hex.toUpperCase()}`;
  });
}

/** `url` (path and query as requested) as the page sees it, for the venue shown. */
export function pageUrl(url: string, venue: string): string {
  const q = url.indexOf('?');
  const path = canonicalPath(q < 0 ? url : url.slice(0, q));
  const query = new URLSearchParams(q < 0 ? '' : url.slice(q + 1));
  const kept = new URLSearchParams();
  for (const [name, read] of Object.entries(PAGE_PARAMS)) {
    const value = query.get(name);
    const reading = value === null ? undefined : read(value, venue);
    if (reading !== undefined) kept.set(name, reading);
  }
  const search = kept.toString();
  return search ? `${path}?${search}` : path;
}
