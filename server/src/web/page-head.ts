/** The `<head>` tags a rendered page gets for search engines and link previews. */
import { type JsonLd, jsonLdScript } from '../lib/json-ld';

export interface PageHead {
  title: string;
  description: string;
  siteName: string;
  /** Absolute or site-relative image of the venue (Open Graph). */
  image?: string;
  /** Absolute URL of this page without its query (canonical). */
  canonical?: string;
  language: string;
  /**
   * A page search engines must not index (the door page, a secret address, an outcome):
   * `<meta name="robots" content="noindex">`.
   */
  noindex?: boolean;
  /** The page in each language and `x-default`: `<link rel="alternate" hreflang>`. */
  alternates?: ReadonlyArray<{ hreflang: string; href: string }>;
  /** The page's schema.org description (modules/seo), one `application/ld+json` script. */
  structuredData?: JsonLd;
}

const escapeAttr = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const OG_LOCALE: Record<string, string> = { it: 'it_IT', en: 'en_GB', fr: 'fr_FR', es: 'es_ES', de: 'de_DE' };

export function documentHead(head: PageHead): string {
  const tags = [
    `<title>${escapeAttr(head.title)}</title>`,
    `<meta name="description" content="${escapeAttr(head.description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeAttr(head.title)}" />`,
    `<meta property="og:description" content="${escapeAttr(head.description)}" />`,
    `<meta property="og:site_name" content="${escapeAttr(head.siteName)}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[head.language] ?? 'it_IT'}" />`,
  ];
  if (head.noindex) tags.push(`<meta name="robots" content="noindex, nofollow" />`);
  if (head.image) tags.push(`<meta property="og:image" content="${escapeAttr(head.image)}" />`);
  if (head.canonical) {
    tags.push(`<meta property="og:url" content="${escapeAttr(head.canonical)}" />`, `<link rel="canonical" href="${escapeAttr(head.canonical)}" />`);
  }
  for (const alternate of head.alternates ?? []) {
    tags.push(`<link rel="alternate" hreflang="${escapeAttr(alternate.hreflang)}" href="${escapeAttr(alternate.href)}" />`);
  }
  if (head.structuredData) tags.push(jsonLdScript(head.structuredData));
  return tags.join('\n    ');
}
