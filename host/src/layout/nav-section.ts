/** The site section a path belongs to, for the navigation's aria-current. */
export type NavSection = 'home' | 'booking' | 'giftcards' | 'promotions';

export function navSectionOf(pathname: string): NavSection | null {
  const p = pathname.replace(/\/+$/, '') || '/';
  if (p === '/' || p === '/welcome') return 'home';
  if (/^\/(reserve|r)(\/|$)/.test(p)) return 'booking';
  if (/^\/(frontpage\/)?promo(\/|$)/.test(p)) return 'promotions';
  // The gift card list, detail, checkout, payment (/frontpage/{action}/stripe/…), creation and confirmation.
  if (/^\/frontpage\//.test(p)) return 'giftcards';
  return null;
}
