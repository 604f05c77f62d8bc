import { type ComponentType, lazy } from 'react';

/**
 * `React.lazy` that can also be fetched ahead of its first render (`preload()`), so a step
 * the visitor is about to reach is already here when they reach it. A failed preload is
 * forgotten, so the first render asks again; a render whose fetch fails throws to the
 * remote's error boundary (its retry loads the remote anew), since React.lazy keeps its result.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props of any component
export function lazyWithPreload<T extends ComponentType<any>>(load: () => Promise<T>) {
  let loading: Promise<{ default: T }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return Object.assign(lazy(preload), { preload });
}
