import { useEffect, useRef } from 'react';

const typing = (el: Element | null) => !!el && /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName);

function focusHeading(h1: HTMLElement): void {
  if (!h1.hasAttribute('tabindex')) h1.tabIndex = -1; // focusable by script only
  // Not when the visitor has already started typing into the new page.
  if (typing(document.activeElement)) return;
  h1.focus({ preventScroll: true });
}

/** Moves focus to the page's main heading now, or as soon as the page draws it. Returns a stop function. */
export function focusMainHeadingWhenShown(main: HTMLElement): () => void {
  const h1 = main.querySelector<HTMLElement>('h1');
  if (h1) {
    focusHeading(h1);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const shown = main.querySelector<HTMLElement>('h1');
    if (!shown) return;
    observer.disconnect();
    focusHeading(shown);
  });
  observer.observe(main, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * After an in-app navigation to a new path (`pathname`, the router's), focus moves to the new page's main heading, as a
 * screen reader user expects of a new page. The router updates the location once the page's
 * code is loaded, so the heading is there now or comes after the page's own loading state.
 */
export function useFocusOnNavigation(pathname: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return; // a fresh page load: the browser starts at the top
    }
    const main = document.getElementById('main');
    return main ? focusMainHeadingWhenShown(main) : undefined;
  }, [pathname]);
}
