// Several venues share one deployment: `?venue=<slug>` picks one and is remembered, so the
// links inside the site (which carry no query) stay on the same venue.
const VENUE_STORAGE_KEY = 'frontpageVenue';

export function selectedVenue(search: string = window.location.search): string | null {
  const fromUrl = new URLSearchParams(search).get('venue');
  try {
    if (fromUrl) {
      localStorage.setItem(VENUE_STORAGE_KEY, fromUrl);
      return fromUrl;
    }
    return localStorage.getItem(VENUE_STORAGE_KEY);
  } catch {
    return fromUrl; // storage blocked (private mode): the URL still works
  }
}
