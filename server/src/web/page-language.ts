/**
 * The language a server-rendered page speaks: the one its address names (`?lang=en`, the
 * canonical address of each language: modules/seo/venue-site.ts); else the visitor's choice,
 * mirrored by the browser from localStorage `frontpageLanguage` into a cookie of the same name;
 * on a first visit the best of `Accept-Language` among the five; Italian otherwise.
 */
export const PAGE_LANGUAGES = ['it', 'en', 'fr', 'es', 'de'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];
export const LANGUAGE_COOKIE = 'frontpageLanguage';
export const VENUE_COOKIE = 'frontpageVenue';

/** One of the five languages from a language tag (`de-CH` is German), or undefined. */
export const toLanguage = (value: string | undefined): PageLanguage | undefined => {
  const base = value?.trim().toLowerCase().split(/[-_]/)[0];
  return (PAGE_LANGUAGES as readonly string[]).includes(base ?? '') ? (base as PageLanguage) : undefined;
};

/** One cookie's value from a Cookie header (undefined when absent or not decodable). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The supported language the browser prefers most (q-values honoured; q=0 refuses). */
export function fromAcceptLanguage(header: string | undefined): PageLanguage | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = Number(params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined) ?? 1);
      return { language: toLanguage(tag), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.language && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.language;
}

/** The query parameter that names a page's language. */
export const LANGUAGE_PARAM = 'lang';

/** The language `?lang=` names: exactly one of the five codes, nothing looser. */
export const addressLanguage = (value: unknown): PageLanguage | undefined =>
  typeof value === 'string' && (PAGE_LANGUAGES as readonly string[]).includes(value) ? (value as PageLanguage) : undefined;

export function pageLanguage(headers: { cookie?: string; 'accept-language'?: string }, query: Record<string, unknown> = {}): PageLanguage {
  return addressLanguage(query[LANGUAGE_PARAM]) ?? toLanguage(readCookie(headers.cookie, LANGUAGE_COOKIE)) ?? fromAcceptLanguage(headers['accept-language']) ?? 'it';
}
