import { Suspense, memo, use, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

/** How far below the screen a part starts hydrating: it is usually done before it is seen. */
const MARGIN = '200px 0px';

type Gate = { held: Promise<void>; open: () => void };

/** A gate already open: `use` reads a promise marked fulfilled without suspending. */
function openGate(): Gate {
  const held = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });
  return { held, open: () => {} };
}

function closedGate(): Gate {
  let open!: () => void;
  const held = new Promise<void>((resolve) => (open = resolve));
  return { held, open };
}

/** Suspends until the gate opens: React keeps the server's markup of the boundary meanwhile. */
function HeldUntilOpen({ gate, children }: { gate: Gate; children: ReactNode }) {
  use(gate.held);
  return children;
}

const onServer = typeof __SERVER__ === 'undefined' || __SERVER__;

/**
 * A part of a server-rendered page that is hydrated only when it comes near the screen, or is
 * touched or focused first (what is below a phone's first screen). Until then React leaves the
 * server's markup as it is (a Suspense boundary not hydrated yet: readable, nothing shifts), so the
 * first view's script work is only what the guest can use at once. A link tapped before then is
 * followed as a plain link (a full page load). Drawn in the browser (a later page of the visit) it
 * renders at once. While held, it passes its first children down unchanged: an update reaching a
 * boundary not yet hydrated would make React drop the server's markup for the fallback.
 */
export const HydrateNearScreen = memo(function HydrateNearScreen({ children, className }: { children: ReactNode; className?: string }) {
  const hydrated = useHydrated();
  // The first render decides: hydrating the server's page (held), or drawing a page anew (open).
  const [gate] = useState<Gate>(() => (onServer || hydrated ? openGate() : closedGate()));
  const [opened, setOpened] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => void gate.held.then(() => setOpened(true)), [gate]);
  // The same element while held (React then leaves the boundary alone); the current children once open.
  const current = opened ? children : null;
  const part = useMemo(
    () => (
      <Suspense fallback={null}>
        <HeldUntilOpen gate={gate}>{children}</HeldUntilOpen>
      </Suspense>
    ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- while held, the first children on purpose
    [gate, current],
  );
  useEffect(() => {
    const element = frame.current;
    if (!element || typeof IntersectionObserver === 'undefined') return gate.open();
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && gate.open(), { rootMargin: MARGIN });
    observer.observe(element);
    const events = ['pointerdown', 'focusin', 'keydown'] as const;
    events.forEach((type) => element.addEventListener(type, gate.open, { capture: true }));
    return () => {
      observer.disconnect();
      events.forEach((type) => element.removeEventListener(type, gate.open, { capture: true }));
    };
  }, [gate]);
  return (
    <div ref={frame} className={className}>
      {part}
    </div>
  );
});
