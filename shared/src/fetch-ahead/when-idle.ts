/**
 * Resolves once the page has loaded and the browser has a moment with nothing to do: work started
 * then takes no time from the page's own start (its Total Blocking Time). Without
 * requestIdleCallback (Safari), a second after the load.
 */
export function whenIdle(): Promise<void> {
  const loaded =
    document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve());
        else setTimeout(resolve, 1000);
      }),
  );
}
