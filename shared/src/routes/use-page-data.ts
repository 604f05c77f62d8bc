import { useLocation } from 'react-router';
import { ApiError } from '../api/api-error';
import { apiPost, type ApiPayload } from '../api/api-post';
import { useApiData, type ApiData, type UseApiDataOptions } from '../api/use-api-data';
import { getRuntimeConfig } from '../config/runtime-config';
import { currentLanguage } from '../i18n/i18n';
import { runLoaders } from './run-loader';
import { rowOfPath } from './secret-address';

/**
 * A screen's part of its page's data (its route's loader: page-loader.ts), read with the
 * screen's own schema. The first render starts from what the server's render loaded (or the
 * loading state when it could not); the browser runs the same loader, through the API client,
 * after a client navigation and on `reload`.
 */
export function usePageData<T>(name: string, read: (data: unknown) => T, options: Pick<UseApiDataOptions, 'notFoundStatuses'> = {}): [ApiData<T>, () => void] {
  const { pathname } = useLocation();
  return useApiData((signal) => loadPageData(pathname, name, read, signal), [pathname], { ...options, pageData: { name, read } });
}

async function loadPageData<T>(pathname: string, name: string, read: (data: unknown) => T, signal: AbortSignal): Promise<T> {
  const row = rowOfPath(pathname);
  const viaApiClient = async (path: string, payload: ApiPayload) => (await apiPost(path, payload, { signal })).data;
  const page = { venue: getRuntimeConfig().venue ?? '', language: currentLanguage(), read: viaApiClient };
  const answer = row ? (await runLoaders([row.loader], row, pathname, page))[name] : undefined;
  if (!answer || answer.status === 'notFound') throw new ApiError('NOT_FOUND', `No ${name} at ${pathname}`, { httpStatus: 404 });
  if (answer.status === 'error') throw answer.error;
  return read(answer.data);
}
