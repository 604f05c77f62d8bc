import { type ComponentType, Suspense, lazy, memo, useEffect, useRef, useState } from 'react';
import { useHydrated } from '@venue/shared';

/** How far below the screen a part starts loading: it is usually there before it is seen. */
const MARGIN = '300px 0px';

/**
 * A part of a server-rendered page below its first screen whose code is fetched only when it
 * nears the screen, or is touched or focused first. Until then React keeps the server's markup
 * as it is (a Suspense boundary not yet hydrated: readable, nothing shifts), so the page's first
 * view neither downloads nor hydrates it. Drawn in the browser (a later page of the visit), the
 * part loads at once, as any other.
 * @param load the part's module, e.g. `() => import('./balance-check').then((m) => m.BalanceCheck)`
 */
export function loadedNearScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  // The server renders the part whole, at once (outside a webpack build, as in Jest, too).
  const onServer = typeof __SERVER__ === 'undefined' || __SERVER__;
  const Part = lazy(() => (onServer ? Promise.resolve() : opened).then(load).then((component) => ({ default: component })));

  /** Opens at once when the browser draws the part itself (a later page of the visit). */
  function OpenUnlessHydrating() {
    const hydrated = useHydrated();
    // The first render decides: hydrating the server's page, or drawing a page of its own.
    const [hydrating] = useState(!hydrated);
    if (!hydrating) open();
    return null;
  }

  // Memo, and no state of its own: an update reaching a boundary React has not hydrated yet
  // makes React drop the server's markup and render the fallback instead.
  const NearScreen = memo(function NearScreen(props: P) {
    const frame = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = frame.current;
      if (!element || typeof IntersectionObserver === 'undefined') return open();
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), { rootMargin: MARGIN });
      observer.observe(element);
      const events = ['pointerdown', 'focusin'] as const;
      events.forEach((type) => element.addEventListener(type, open, { capture: true }));
      return () => {
        observer.disconnect();
        events.forEach((type) => element.removeEventListener(type, open, { capture: true }));
      };
    }, []);
    return (
      <div ref={frame}>
        <OpenUnlessHydrating />
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </div>
    );
  });
  return NearScreen;
}
