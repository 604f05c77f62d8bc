/**
 * API base (docs/api.md#the-front-pages-calls): the page's own origin, or the local development API host when the
 * page runs on `localhost` (webpack dev servers on other ports than the API).
 */
export function resolveApiBase(location: { hostname: string; origin: string }, devApiOrigin: string): string {
  const base = location.hostname === 'localhost' && devApiOrigin ? devApiOrigin : location.origin;
  return base.replace(/\/+$/, '');
}

/**
 * The API base of this page: the runtime config's `apiOrigin` when it names one (the embed on a
 * venue's website), else `resolveApiBase` of the page's location. Every address of the API a
 * page builds (calls, calendar files, the hold given back on leaving) starts here.
 */
export function apiBaseOf(config: { apiOrigin?: string; apiDevOrigin: string }): string {
  if (config.apiOrigin) return config.apiOrigin.replace(/\/+$/, '');
  // Outside a browser page (node tests, tooling) there is no location: use the dev origin.
  const loc = typeof window !== 'undefined' ? window.location : undefined;
  return loc ? resolveApiBase(loc, config.apiDevOrigin) : config.apiDevOrigin.replace(/\/+$/, '');
}
