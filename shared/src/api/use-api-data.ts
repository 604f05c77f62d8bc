import { use, useCallback, useEffect, useRef, useState } from 'react';
import { usePageAnswers } from '../ssr/page-answers';
import { isApiError } from './api-error';

/** What a screen shows while its data loads: one contract for every remote. */
export type ApiData<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'notFound' } | { status: 'error'; code: string };

export interface UseApiDataOptions {
  /**
   * HTTP statuses that mean "there is no such thing" rather than "something went wrong".
   * Default 404; a screen whose id comes from the URL may add 400 (a malformed id).
   */
  notFoundStatuses?: readonly number[];
  /**
   * Names this screen's data for the server render (ssr/page-answers.ts): the server loads it
   * before sending the HTML, and the browser's first render starts from the same answer.
   * It must name the data exactly (path parameters included).
   */
  answerKey?: string;
}

const DEFAULT_NOT_FOUND = [404] as const;

/**
 * Loads a screen's data. `reload` refetches in the background (what is shown stays until the
 * answer arrives), so polling never flashes a spinner; a failed reload keeps the last data.
 * Errors carry the server's code, for the screen to translate.
 */
export function useApiData<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[], options: UseApiDataOptions = {}): [ApiData<T>, () => void] {
  const notFoundStatuses = options.notFoundStatuses ?? DEFAULT_NOT_FOUND;
  const notFoundRef = useRef(notFoundStatuses);
  notFoundRef.current = notFoundStatuses;
  const isNotFound = (err: unknown) => isApiError(err) && err.httpStatus !== undefined && notFoundRef.current.includes(err.httpStatus);
  const { answerKey } = options;

  const answers = usePageAnswers();
  if (answerKey && answers.onServer) {
    const pending = answers.load(answerKey, () => load(new AbortController().signal), isNotFound);
    if (pending) use(pending);
  }
  const answer = answerKey ? answers.peek(answerKey) : undefined;
  const [state, setState] = useState<ApiData<T>>(() => (answer ? (answer as ApiData<T>) : { status: 'loading' }));
  // The first load is the server's answer; later ones (a reload, other deps) go to the API.
  const skipLoad = useRef(answer !== undefined);
  const [version, setVersion] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (skipLoad.current) {
      skipLoad.current = false;
      if (answerKey) answers.forget(answerKey);
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
