import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates that HTML; true from the first
 * render after it (and at once for a screen the browser renders itself). For output that
 * depends on the JavaScript engine, such as ICU's country names, which differ between Node and
 * each browser: both sides first render the same thing, then the browser its own.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
