import { prefetchPage } from './prefetch-page';

/**
 * The signs that the visitor is about to follow a link, earliest first: a mouse pointing at it, the
 * keyboard's focus on it, a finger touching it (touchstart and pointerdown come about 100 ms
 * before the click, and a finger resting on it longer).
 */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart', 'pointerdown'] as const;

/**
 * Fetches ahead the page of any link of the document the visitor shows they are about to follow.
 * A tap fires several of these events: a link already handled costs a set look-up, not an address
 * parsed and matched on each (the events' time is the tap's, before its click).
 */
export function prefetchOnIntent(root: Document): () => void {
  const handled = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
    if (!link || handled.has(link.href) || link.hasAttribute('download') || (link.target && link.target !== '_self')) return;
    const href = link.href;
    handled.add(href);
    void prefetchPage(href).then((done) => void (done || handled.delete(href))); // a failure: the next sign asks again
  };
  for (const type of INTENT_EVENTS) root.addEventListener(type, onIntent, { capture: true, passive: true });
  return () => {
    for (const type of INTENT_EVENTS) root.removeEventListener(type, onIntent, { capture: true });
  };
}
