// Several venues share one deployment: `?venue=<slug>` picks one and is remembered, so the
// links inside the site (which carry no query) stay on the same venue.
const VENUE_STORAGE_KEY = 'frontpageVenue';

/** The server renders the next page for the same venue (server/src/web/html-page.ts). */
function mirrorVenueCookie(slug: string): void {
  if (/^[a-z0-9-]{1,100}$/.test(slug)) document.cookie = `${VENUE_STORAGE_KEY}=${slug}; path=/; max-age=31536000; samesite=lax`;
}

export function selectedVenue(search: string = window.location.search): string | null {
  const fromUrl = new URLSearchParams(search).get('venue');
  try {
    if (fromUrl) {
      localStorage.setItem(VENUE_STORAGE_KEY, fromUrl);
      mirrorVenueCookie(fromUrl);
      return fromUrl;
    }
    const stored = localStorage.getItem(VENUE_STORAGE_KEY);
    if (stored) mirrorVenueCookie(stored);
    return stored;
  } catch {
    return fromUrl; // storage blocked (private mode): the URL still works
  }
}
