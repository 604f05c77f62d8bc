/** How long the wait lasts for a first paint the browser does not report (as the site's own pages wait). */
const LATEST_MS = 3000;

let painted: Promise<void> | undefined;

/**
 * Resolves a frame after the venue's page has painted its first content (the frame shown, not
 * only produced), at the latest after 3 s; at once in a hidden tab, which paints nothing; two
 * frames on where the browser does not report paints. The embed's first step is fetched only
 * then: it never competes with the page's own first paint for the network or the main thread, and
 * the page's largest paint, when it comes first, is not made to wait for the booking's requests
 * (bench/embed.mjs, Lighthouse's LCP). The site's own pages wait the same way before their
 * scripts (host/src/after-paint/after-paint-loader.ts).
 */
export function afterFirstPaint(): Promise<void> {
  painted ??= new Promise<void>((resolve) => {
    const afterPaint = () => requestAnimationFrame(() => setTimeout(resolve, 0));
    const reported = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
    if (document.visibilityState === 'hidden') return resolve();
    if (!reported) return void requestAnimationFrame(afterPaint);
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      afterPaint();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(resolve, LATEST_MS);
  });
  return painted;
}
