import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@venue/shared';

export type ApiData<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; code: string; httpStatus?: number };

/**
 * Loads a screen's data. `reload` refetches in the background (what is shown stays until the
 * answer arrives), so polling never flashes a spinner. Errors keep the server's code.
 */
export function useApiData<T>(load: (signal: AbortSignal) => Promise<T>, deps: unknown[]): [ApiData<T>, () => void] {
  const [state, setState] = useState<ApiData<T>>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const controller = new AbortController();
    loadRef
      .current(controller.signal)
      .then((data) => setState({ status: 'ready', data }))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        const code = isApiError(err) ? err.code : 'generic';
        const httpStatus = isApiError(err) ? err.httpStatus : undefined;
        setState((prev) => (prev.status === 'ready' ? prev : { status: 'error', code, httpStatus }));
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return [state, reload];
}
