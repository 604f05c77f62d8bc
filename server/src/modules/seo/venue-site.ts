/**
 * The public address of a venue's pages, one per language. A venue named in VENUE_HOSTS lives on
 * its own host (PUBLIC_URL's scheme and port); any other venue on PUBLIC_URL with `?venue=`.
 * A page's language is addressed by `?lang=` (server/src/web/page-language.ts reads it before
 * the cookie): `?lang=en` is the English page for everyone, a crawler included, and the address
 * without it (`x-default`) speaks the visitor's own language.
 */
import type { AppConfig } from '../../config';
import { LANGUAGES, type Language } from '../../lib/i18n-text';

export interface VenueSite {
  /** Scheme, host and any path prefix of the venue's pages, without a trailing slash. */
  base: string;
  /** `?venue=` every address carries, when the venue has no host of its own. */
  venue?: string;
}

/** The venue's own host, the first VENUE_HOSTS entry naming it. */
export const venueHostOf = (config: Pick<AppConfig, 'venueHosts'>, slug: string): string | undefined =>
  Object.keys(config.venueHosts).find((host) => config.venueHosts[host] === slug);

export function venueSite(config: Pick<AppConfig, 'publicUrl' | 'venueHosts'>, slug: string): VenueSite {
  const host = venueHostOf(config, slug);
  if (!host) return { base: config.publicUrl, venue: slug };
  const url = new URL(config.publicUrl);
  url.hostname = host;
  return { base: url.href.replace(/\/+$/, '') };
}

/** The query parameters a public page's address keeps (server/src/web/page-url.ts reads them). */
export interface PageQuery {
  experience?: number;
}

/** A page's address; `language` undefined: the address without `?lang=` (x-default). */
export function pageAddress(site: VenueSite, path: string, query: PageQuery, language: Language | undefined): string {
  const params = new URLSearchParams();
  if (site.venue) params.set('venue', site.venue);
  if (query.experience) params.set('experience', String(query.experience));
  if (language) params.set('lang', language);
  const search = params.toString();
  return `${site.base}${path}${search ? `?${search}` : ''}`;
}

export interface Alternate {
  /** A language, or `x-default`. */
  hreflang: Language | 'x-default';
  href: string;
}

/** The page in each of the five languages, and the address that lets the visitor's language choose. */
export function alternates(site: VenueSite, path: string, query: PageQuery): Alternate[] {
  return [
    ...LANGUAGES.map((language) => ({ hreflang: language, href: pageAddress(site, path, query, language) })),
    { hreflang: 'x-default' as const, href: pageAddress(site, path, query, undefined) },
  ];
}
