/**
 * A page's data, declared with its route (route-table.ts, `RouteRow.loader`), as React Router's
 * framework mode declares a route module's loader: a function of the address's parameters, the
 * venue and the language that returns the page's data. The same loader runs in both places:
 *
 * - the server render calls it once, before it renders (host/src/server.tsx), its reads answered
 *   by the server's own services (the render contract's `read`: no request to the server itself);
 * - the browser calls it on a client navigation and on a screen's reload, its reads sent through
 *   the API client (routes/use-page-data.ts).
 *
 * A loader names each read by its API call (api/paths.ts, docs/api.md) and gets back the call's
 * `data`, or why there is none. Types only here: the build reads the route table by running that
 * one file (webpack/route-table.cjs), so it imports no value.
 */
import type { ApiPayload } from '../api/api-post';
import type { ApiPathName } from '../api/paths';
import type { Language } from '../i18n/languages';
import type { PageAnswer } from '../ssr/page-answers';

/** One read's outcome: its data, "there is no such thing", or another failure. */
export type LoaderAnswer = PageAnswer | { status: 'error'; error: unknown };

/** A page's data by name: what its screens ask for (`usePageData(name, …)`). */
export type PageData = Record<string, LoaderAnswer>;

export interface LoaderApi {
  /**
   * One call of the venue API. `notFound`: the HTTP statuses that mean "there is no such thing"
   * for this page (default 404; an id from the address adds 400, a malformed one).
   */
  answer(call: ApiPathName, payload?: ApiPayload, options?: { notFound?: readonly number[] }): Promise<LoaderAnswer>;
}

export interface LoaderArgs {
  /** The address's parameters, by the row's path (`:id` → `params.id`). */
  params: Readonly<Record<string, string | undefined>>;
  /** The venue's slug. */
  venue: string;
  language: Language;
  api: LoaderApi;
}

export type PageLoader = (args: LoaderArgs) => Promise<PageData>;
