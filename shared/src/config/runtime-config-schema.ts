// The runtime config's shape, apart from its loading (runtime-config.ts): the render scope
// (ssr/render-scope.ts) names the type without importing the loader that reads the scope.
import { boolean, defaulted, optional, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { PLATFORM_NAME_DEFAULT } from '../contracts';

/** Shape of `GET /frontpage-config.json` (docs/api.md). Extra keys are tolerated. */
export const RuntimeConfigSchema = type({
  platformName: defaulted(string(), PLATFORM_NAME_DEFAULT),
  token: string(),
  apiDevOrigin: defaulted(string(), ''),
  remotes: type({
    giftcards: string(),
    booking: string(),
    promo: string(),
  }),
  /**
   * The page is on the staff origin (server/src/web/staff-side.ts): only there does the browser's
   * router know the door page. On the guest origin, where the venue's scripts run, /staff is not
   * found, so no staff token is ever typed into a page those scripts can read.
   */
  staffSide: optional(boolean()),
  /** The slug of the venue chosen (informative; the staff calls name it: `?venue=`). */
  venue: optional(string()),
  /**
   * The API's own origin, for pages served by another site (the booking embedded on a venue's
   * website: host/src/features/embed/): every call goes there instead of the page's origin.
   * Never sent by the server; the embed sets it from the address it was loaded from.
   */
  apiOrigin: optional(string()),
});

export type RuntimeConfig = Infer<typeof RuntimeConfigSchema>;
