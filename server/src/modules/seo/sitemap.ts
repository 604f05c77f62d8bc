/**
 * sitemap.xml (sitemaps.org 0.9): each public page in each of the five languages, each entry
 * with its alternates (`xhtml:link rel="alternate" hreflang`), as Google reads them.
 */
import { LANGUAGES } from '../../lib/i18n-text';
import type { PublicPage } from './public-pages';
import { alternates, pageAddress, type VenueSite } from './venue-site';

const escapeXml = (value: string): string => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export function sitemapXml(site: VenueSite, pages: PublicPage[]): string {
  const entries = pages.flatMap((page) => {
    const links = alternates(site, page.path, page.query)
      .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`)
      .join('');
    return LANGUAGES.map((language) => `<url><loc>${escapeXml(pageAddress(site, page.path, page.query, language))}</loc>${links}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
