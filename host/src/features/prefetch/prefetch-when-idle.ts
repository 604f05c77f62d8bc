import { rowOfPath, whenIdle } from '@venue/shared';
import { prefetchPage } from './prefetch-page';

/**
 * The links of the page's content the visitor sees, that lead to another app than the one
 * showing the page (a remote fetches its own next steps ahead itself: the booking flow its
 * calendar). On the home page: the booking's first step and the gift cards.
 */
function linksOnScreen(pathname: string): string[] {
  const here = rowOfPath(pathname)?.owner;
  const hrefs: string[] = [];
  for (const link of document.querySelectorAll<HTMLAnchorElement>('main a[href]')) {
    const box = link.getBoundingClientRect();
    if (box.width === 0 || box.bottom < 0 || box.top > window.innerHeight) continue;
    const owner = rowOfPath(new URL(link.href, document.baseURI).pathname)?.owner;
    if (owner && owner !== here) hrefs.push(link.href);
  }
  return hrefs;
}

/**
 * Once the page at `pathname` is shown and the browser idle, fetches ahead the pages its content
 * leads to, one after the other, each when the browser is idle again. Returns a cancel (the
 * visitor moved on): what is under way finishes, nothing more starts.
 */
export function prefetchOnScreenWhenIdle(pathname: string): () => void {
  let cancelled = false;
  void (async () => {
    await whenIdle();
    const links = cancelled ? [] : linksOnScreen(pathname);
    for (const href of links) {
      // Each page fetched ahead in an idle moment of its own, the first one too: finding the
      // links matched each against the route table, and the fetch's start (a remote's entry,
      // its registration) in the same task made one long task on a slow phone.
      await whenIdle();
      if (cancelled) return;
      await prefetchPage(href);
    }
  })();
  return () => {
    cancelled = true;
  };
}
