import { type ComponentType, lazy } from 'react';

/**
 * `React.lazy` that can also be fetched ahead of its first render (`preload()`), so a step
 * the visitor is about to reach is already here when they reach it. A failed fetch is
 * forgotten, so the next render or preload asks again.
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
