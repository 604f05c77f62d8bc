import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { textDigest } from '../text-digest';

const STORAGE_KEY = 'venue-scroll-positions';
const positions = new Map<string, number>(readStored());

function readStored(): [string, number][] {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
  } catch {
    return [];
  }
}

function store(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)));
  } catch {
    // storage full or disabled: positions last for this page load
  }
}

/**
 * How this document was opened: only a reload or Back/Forward into it returns to a place kept
 * before. Its first entry's key is always "default" (the router keys the entries it makes), and
 * a page opened afresh (a link from an e-mail, the payment page the checkout opens) opened
 * scrolled to where another page of the visit, kept under that key, was left.
 */
function openedByHistory(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  const type = (entry as PerformanceNavigationTiming | undefined)?.type;
  return type === 'reload' || type === 'back_forward';
}

/** What ends a wait for the page to be tall enough: the visitor scrolling or acting first. */
const VISITOR_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
/** Longest wait for a page's content to come back tall enough for its place. */
const RESTORE_WAIT_MS = 5000;

/**
 * Scrolls to `y`, and again as the page grows, until it gets there: a page come back to may draw
 * its loading state first (its data asked for again), too short for its place. Stops when the
 * visitor scrolls or acts, or after RESTORE_WAIT_MS. Returns what stops it sooner.
 */
function scrollBackTo(y: number): () => void {
  const there = () => Math.abs(window.scrollY - y) < 1;
  window.scrollTo(0, y);
  if (there() || typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (there()) stop();
  });
  const timer = setTimeout(() => stop(), RESTORE_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of VISITOR_MOVES) window.removeEventListener(type, stop, true);
  }
  observer.observe(document.body);
  for (const type of VISITOR_MOVES) window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}

/**
 * A history entry's place: its key and a digest of its address, so no page takes another's place.
 * Not the address itself: the places are kept in sessionStorage, which the venue's scripts can
 * read, and an address can carry a guest's secret (a booking's link, a payment's).
 */
const placeOf = (location: { key: string; pathname: string; search: string }) => `${location.key} ${textDigest(`${location.pathname}${location.search}`)}`;

/**
 * Where the visitor was on each page of the history: a new page starts at its top (or at its
 * #anchor), Back and Forward (and a reload) return to where the page was left. The browser's
 * own restoration would scroll before the page's content is there.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();
  const place = placeOf(location);
  const firstShown = useRef(true);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', store);
    return () => {
      window.removeEventListener('pagehide', store);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // Kept while the page is shown: when the next one commits, this one's place is already known.
  // Only while its entry is the current one: the next page's scroll to its top comes after the
  // address has changed, and would otherwise overwrite this page's place with 0.
  const { key } = location;
  useEffect(() => {
    const remember = () => {
      if (((window.history.state as { key?: string } | null)?.key ?? 'default') === key) positions.set(place, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [place, key]);

  useLayoutEffect(() => {
    // The page the document opened with (a POP too) returns to its place only when the browser came back to it.
    const opened = firstShown.current;
    firstShown.current = false;
    const saved = opened && !openedByHistory() ? undefined : positions.get(place);
    if (action === 'POP' && saved !== undefined) return scrollBackTo(saved);
    const anchor = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (anchor) anchor.scrollIntoView();
    else if (action !== 'POP') window.scrollTo(0, 0);
  }, [place, location.key, location.hash, action]);

  return null;
}
