// What the server writes into a page for the after-paint loader (after-paint-loader.ts), and the
// marks it looks for: shared by the loader and the server (server/src/web/page-document.ts keeps
// the same values; a test there checks them against this file).

/** The id of the JSON script element with the page's files. */
export const PAGE_FILES_ID = '__PAGE_FILES__';

/** The type the venue's classic scripts arrive with, inert until the loader runs them. */
export const VENUE_SCRIPT_TYPE = 'text/x-venue-script';

/** On the route's remote's stylesheets (after-paint-loader.ts, markRemoteStylesheets). */
export const REMOTE_CSS_ATTRIBUTE = 'data-remote-css';

export interface PageFiles {
  /** The host's entry scripts, in order. */
  scripts: string[];
  /** Files to fetch early: scripts, and texts (JSON). */
  preloads: string[];
}
