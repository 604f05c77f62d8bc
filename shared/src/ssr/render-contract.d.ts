/**
 * The contract between the server's HTML route (server/src/web/html-page.ts) and the host's
 * server build (host/src/server.tsx, built to host/dist/server/main.js and required at run time).
 * Both sides import these types; neither imports the other's code.
 *
 * A declaration file with no imports on purpose: the server compiles only its own `src/`, and a
 * declaration file is the one kind of file outside it that its compiler takes without emitting
 * it. The host checks that its own types fit these (host/src/server.tsx assigns one to the other).
 */

export type RenderRemoteName = 'giftcards' | 'booking' | 'promo';
export type RenderLanguage = 'it' | 'en' | 'fr' | 'es' | 'de';

/** The runtime config the server writes into the page (GET /frontpage-config.json's shape). */
export interface RenderConfig {
  platformName: string;
  token: string;
  apiDevOrigin: string;
  remotes: Record<RenderRemoteName, string>;
}

/** What the route table says of an address (shared/src/routes/route-table.ts). */
export interface RenderRoute {
  owner: 'host' | RenderRemoteName;
  /** The page's key: a remote's key in its `./pages` module, or the host's own page. */
  page: string;
  /** `everyone`: the page may be kept for everyone with the address; `personal`: never shared. */
  cache: 'everyone' | 'personal';
  /** The address only leads elsewhere (/ leads to /welcome): no page is rendered. */
  redirect?: string;
  /**
   * `staff`: a page of the door page (docs/staff-door.md), in the host's staff layout: never
   * indexed, its layout's chunk and texts named early, and WebAssembly allowed (its QR decoder).
   */
  layout?: 'staff';
  /**
   * The address carries a guest's secret (RouteRow.secret): the page runs no venue script and
   * is sent with `Referrer-Policy: no-referrer`.
   */
  secret?: true;
}

export interface RenderRequest {
  /** Path and query of the page, e.g. /reserve?venue=chalet-du-lac */
  url: string;
  /** Where this server answers, for the remotes' relative manifest URLs (http://127.0.0.1:8080). */
  origin: string;
  /** Written on every script the render makes (the venue's own scripts included). */
  nonce: string;
  config: RenderConfig;
  /** The venue's slug. */
  venue: string;
  language: RenderLanguage;
  /** The `data` of the API's answers every page starts from, as the browser would receive them. */
  api: { location: unknown; services: unknown; experiences: unknown };
  /**
   * One read of the venue API for the page's venue (its route's loader: shared/src/routes/page-loader.ts),
   * answered by the server's own services, the very functions its API route calls: no request to
   * the server itself. The answer is what the API would have sent (docs/api.md): its HTTP status
   * and its JSON body. `path` is the call's (/backend/api/frontpage/giftcard/getgiftcard), `payload`
   * its form fields.
   */
  read: (path: string, payload: Record<string, string>) => Promise<RenderApiAnswer>;
  /**
   * A file of the server's own builds by its address (a remote's manifests, on this server's
   * origin or under its `/remotes/`), read from its disk; null when the address is not one of them
   * (a remote deployed elsewhere is fetched).
   */
  ownFile: (url: string) => Promise<string | null>;
  /** The server's clock (ms), written into the page so countdowns agree on both sides. */
  now: number;
}

/** A read's answer, as the API would have sent it. */
export interface RenderApiAnswer {
  status: number;
  body: unknown;
}

/** The `<head>` of a rendered page, for search engines and link previews. */
export interface RenderHead {
  title: string;
  description: string;
  siteName: string;
  /** Absolute or site-relative image of the venue (Open Graph). */
  image?: string;
  language: RenderLanguage;
}

export interface RenderResult {
  /** 200, or 404 for the not-found page (and a remote page whose thing does not exist). */
  status: number;
  /** The markup of #root. */
  html: string;
  /** The boot data the browser starts from (shared/src/ssr/boot-data.ts), to write into the page. */
  data: object;
  route: RenderRoute;
  head: RenderHead;
  /** An area failed on the server and is left to the browser (React's `<!--$!-->` boundary). */
  partial: boolean;
}

/**
 * The booking flow's first screen for a venue's own website (docs/embedding.md): the markup the
 * embed's widget draws first, without the site's layout (no venue header, footer or scripts).
 */
export interface RenderEmbedStepResult {
  /** The widget's markup: its frame and, inside, the booking remote's first step. */
  html: string;
  /** An area failed on the server (the remote could not load): not to be shown, nor kept. */
  partial: boolean;
}

/** The host's server build's exports. */
export interface HostServerEntry {
  /** The route of an address: which page it is, who owns it, whether it may be kept for all. */
  routeOf(url: string): RenderRoute;
  /** Renders one page. Renders run side by side: each has its own store, texts and answers. */
  renderPage(request: RenderRequest): Promise<RenderResult>;
  /** Renders the embed's first step (request.url: the flow's address, /reserve?venue=…). */
  renderEmbedStep(request: RenderRequest): Promise<RenderEmbedStepResult>;
}
