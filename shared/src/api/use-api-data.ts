import { useCallback, useEffect, useRef, useState } from 'react';
import { usePageAnswers, type PageAnswers } from '../ssr/page-answers';
import { isApiError } from './api-error';

/** What a screen shows while its data loads: one contract for every remote. */
export type ApiData<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'notFound' } | { status: 'error'; code: string };

export interface UseApiDataOptions<T = unknown> {
  /**
   * HTTP statuses that mean "there is no such thing" rather than "something went wrong".
   * Default 404; a screen whose id comes from the URL may add 400 (a malformed id).
   */
  notFoundStatuses?: readonly number[];
  /**
   * The page's own data this screen starts from (its route's loader: routes/use-page-data.ts):
   * its name in the loader's answers, and how the screen reads it (its schema).
   */
  pageData?: { name: string; read: (data: unknown) => T };
}

const DEFAULT_NOT_FOUND = [404] as const;

/** The screen's first state from the page's answer, or null (none, or one it cannot read). */
function fromPage<T>(answers: PageAnswers, pageData: UseApiDataOptions<T>['pageData']): ApiData<T> | null {
  const answer = pageData ? answers.peek(pageData.name) : undefined;
  if (!answer || !pageData) return null;
  if (answer.status === 'notFound') return answer;
  try {
    return { status: 'ready', data: pageData.read(answer.data) };
  } catch {
    return null; // loaded again by the browser, whose error the screen then shows
  }
}

/**
 * Loads a screen's data. `reload` refetches in the background (what is shown stays until the
 * answer arrives), so polling never flashes a spinner; a failed reload keeps the last data.
 * Errors carry the server's code, for the screen to translate.
 */
export function useApiData<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[], options: UseApiDataOptions<T> = {}): [ApiData<T>, () => void] {
  const notFoundStatuses = options.notFoundStatuses ?? DEFAULT_NOT_FOUND;
  const notFoundRef = useRef(notFoundStatuses);
  notFoundRef.current = notFoundStatuses;
  const isNotFound = (err: unknown) => isApiError(err) && err.httpStatus !== undefined && notFoundRef.current.includes(err.httpStatus);
  const pageName = options.pageData?.name;

  const answers = usePageAnswers();
  const [first] = useState(() => fromPage(answers, options.pageData));
  const [state, setState] = useState<ApiData<T>>(first ?? { status: 'loading' });
  // The first load is the page's answer; later ones (a reload, other deps) go to the API.
  const skipLoad = useRef(first !== null);
  const [version, setVersion] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (skipLoad.current) {
      skipLoad.current = false;
      if (pageName) answers.forget(pageName);
      return;
    }
    const controller = new AbortController();
    loadRef
      .current(controller.signal)
      .then((data) => setState({ status: 'ready', data }))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        if (isNotFound(err)) {
          setState({ status: 'notFound' });
          return;
        }
        const code = isApiError(err) ? err.code : 'generic';
        setState((prev) => (prev.status === 'ready' ? prev : { status: 'error', code }));
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps say when to load again; `load` and `answers` are read through refs or are stable
  }, [...deps, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return [state, reload];
}
