/**
 * Runs a route's loader (page-loader.ts) where the page is: `read` answers one API call with its
 * `data` (or throws the ApiError of its refusal), through the API client in the browser and the
 * server's own services in a server render (host/src/server.tsx).
 */
import { matchPath } from 'react-router';
import { isApiError } from '../api/api-error';
import type { ApiPayload } from '../api/api-post';
import { API_PATHS } from '../api/paths';
import type { Language } from '../i18n/languages';
import type { PageAnswer } from '../ssr/page-answers';
import type { LoaderApi, PageData, PageLoader } from './page-loader';
import type { RouteRow } from './route-table';

export type ApiRead = (path: string, payload: ApiPayload) => Promise<unknown>;

const DEFAULT_NOT_FOUND: readonly number[] = [404];

export function loaderApi(read: ApiRead): LoaderApi {
  return {
    async answer(call, payload = {}, { notFound = DEFAULT_NOT_FOUND } = {}) {
      try {
        return { status: 'ready', data: await read(API_PATHS[call], payload) };
      } catch (error) {
        if (isApiError(error) && error.httpStatus !== undefined && notFound.includes(error.httpStatus)) return { status: 'notFound' };
        return { status: 'error', error };
      }
    },
  };
}

/** The address's parameters by the row's path. */
export function paramsOf(row: RouteRow, pathname: string): Record<string, string | undefined> {
  return matchPath({ path: `/${row.path}`, end: true }, pathname)?.params ?? {};
}

/** Runs `loaders` (a layout's, a page's) for the address and merges their data. */
export async function runLoaders(
  loaders: readonly (PageLoader | undefined)[],
  row: RouteRow,
  pathname: string,
  page: { venue: string; language: Language; read: ApiRead },
): Promise<PageData> {
  const args = { params: paramsOf(row, pathname), venue: page.venue, language: page.language, api: loaderApi(page.read) };
  const data = await Promise.all(loaders.map((loader) => loader?.(args) ?? {}));
  return Object.assign({}, ...data) as PageData;
}

/**
 * What a page carries of its data: its answers and its "not found"s. A failure is left out:
 * the screen renders its loading state and the browser loads the data itself.
 */
export function pageAnswersOf(data: PageData): Record<string, PageAnswer> {
  return Object.fromEntries(Object.entries(data).filter((entry): entry is [string, PageAnswer] => entry[1].status !== 'error'));
}
