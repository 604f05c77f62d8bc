/** What Chromium says of the visitor's connection (the Network Information API, not in every browser). */
interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Runs `fetchAhead` once the page has loaded and the browser has a moment with nothing to do, so
 * the code of a step the visitor is likely to take next is here before they take it. Never on a
 * connection that saves data or is as slow as 2G: there the step's code comes when the visitor
 * starts it. Without requestIdleCallback (Safari), a second after the load. Returns a cancel.
 * (The host fetches the pages ahead the same way: host/src/features/prefetch/.)
 */
export function whenIdleFetchAhead(fetchAhead: () => void): () => void {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  if (connection?.saveData || connection?.effectiveType === 'slow-2g' || connection?.effectiveType === '2g') return () => undefined;
  let cancelled = false;
  const idle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run);
    else setTimeout(run, 1000);
  };
  const run = () => {
    if (!cancelled) fetchAhead();
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', idle);
  };
}
