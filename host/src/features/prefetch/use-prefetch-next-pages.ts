import { useEffect } from 'react';
import { onlyOnIntent } from '@venue/shared';
import { prefetchOnIntent } from './prefetch-on-intent';
import { prefetchOnScreenWhenIdle } from './prefetch-when-idle';

/**
 * The next page answers a tap at once: its code (the remote's entry, pages and texts, the page's
 * chunk) is fetched and run before the tap, when the visitor points at, focuses or touches a link
 * to it, and, once each page is shown and the browser idle, for the links of its content on
 * screen. On a connection that saves data or is as slow as 2G, only on those signs. `pathname`:
 * the page shown (the router's).
 */
export function usePrefetchNextPages(pathname: string): void {
  useEffect(() => prefetchOnIntent(document), []);
  useEffect(() => (onlyOnIntent() ? undefined : prefetchOnScreenWhenIdle(pathname)), [pathname]);
}
