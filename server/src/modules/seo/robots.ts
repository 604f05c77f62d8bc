/**
 * robots.txt: crawlers keep to the public pages. Left out: the door page, the API and everything
 * served under it (calendar files, wallet passes, printable gift cards), and every page whose
 * address is a guest's secret or a visit's outcome: a booking's own pages (/reserve/…, where the
 * public flow is /reserve and /r/…), a gift card's checkout, payment and confirmation, a
 * claimed promotion's code (/promo/{name}/{code}). The pages say `noindex` as well, for a
 * crawler that reaches one by a link.
 */
export const DISALLOWED_PATHS = [
  '/staff$',
  '/staff/',
  '/backend/',
  '/reserve/',
  '/frontpage/*/stripe',
  '/frontpage/giftcard/checkout',
  '/frontpage/giftcard/purchaseconfirmation',
  '/frontpage/giftcard/create/',
  '/promo/*/',
  '/frontpage/promo/*/',
] as const;

/** The robots.txt of a venue's host (or of the shared host, with one sitemap per venue on it). */
export function robotsTxt(sitemaps: string[]): string {
  return ['User-agent: *', ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`), '', ...sitemaps.map((url) => `Sitemap: ${url}`), ''].join('\n');
}

/** The staff origin's: nothing there is for a search engine. */
export const STAFF_ROBOTS_TXT = 'User-agent: *\nDisallow: /\n';
