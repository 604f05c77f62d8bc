import { type ComponentProps, type ComponentType, createElement, lazy, useState } from 'react';

/**
 * `React.lazy` that can also be fetched ahead of its first render (`preload()`), so a step
 * the visitor is about to reach is already here when they reach it. A failed preload is
 * forgotten, so the first render asks again; a render whose fetch fails throws to the
 * remote's error boundary (its retry loads the remote anew), since React.lazy keeps its result.
 *
 * Once its code is here, a new instance renders the component itself, not the lazy one: React.lazy
 * suspends on its first render even when its code has long arrived, so the screen would show the
 * loading state for a frame, and React then holds the content back (it reveals a boundary at most
 * every 300 ms after a fallback). Each instance keeps the one it started with: a component whose
 * type changed would be mounted anew, its state lost.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props of any component
export function lazyWithPreload<T extends ComponentType<any>>(load: () => Promise<T>) {
  let loading: Promise<{ default: T }> | undefined;
  let loaded: T | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function Preloadable(props: ComponentProps<T>) {
    const [{ component }] = useState(() => ({ component: (loaded ?? Lazy) as ComponentType<ComponentProps<T>> }));
    return createElement(component, props);
  }
  return Object.assign(Preloadable, { preload });
}
