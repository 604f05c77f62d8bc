/**
 * API base (spec section 7): the page's own origin, or the local development API host when the
 * page runs on `localhost` (webpack dev servers on other ports than the API).
 */
export function resolveApiBase(location: { hostname: string; origin: string }, devApiOrigin: string): string {
  const base = location.hostname === 'localhost' && devApiOrigin ? devApiOrigin : location.origin;
  return base.replace(/\/+$/, '');
}
