/**
 * @jest-environment-options {"runScripts": "dangerously"}
 */
// External files are not fetched here (no `resources`): the scripts' order is what is checked.
// The after-paint loader (src/after-paint/after-paint-loader.ts), the one inline script of a
// server-rendered page: nothing of the page's scripts starts before the first paint, then the
// entry, the early files and the venue's own scripts, in order, with the page's nonce.
import { startAfterPaint } from '../src/after-paint/after-paint-loader';
import { PAGE_FILES_ID, REMOTE_CSS_ATTRIBUTE, VENUE_SCRIPT_TYPE } from '../src/after-paint/page-files';

const FILES = { scripts: ['/main.1a2b.js'], preloads: ['/bootstrap.3c4d.js', '/i18n-common-it.5e6f.json'] };

/** A page as the server writes it: the files, two inert venue scripts, a remote stylesheet. */
function serverPage(files: unknown = FILES): void {
  document.head.innerHTML = `<link rel="stylesheet" href="/remotes/promo/styles.css" ${REMOTE_CSS_ATTRIBUTE} />`;
  document.body.innerHTML = [
    `<div id="root"><script type="${VENUE_SCRIPT_TYPE}" data-venue="1">window.venueOrder.push('first')</script></div>`,
    `<footer><script type="${VENUE_SCRIPT_TYPE}">window.venueOrder.push('second')</script></footer>`,
    `<script type="application/json" id="${PAGE_FILES_ID}">${JSON.stringify(files)}</script>`,
  ].join('');
  (window as unknown as { venueOrder: string[] }).venueOrder = [];
}

/** Starts the loader as the page's own inline script with the page's nonce. */
function startAsPageScript(win: Window & typeof globalThis): void {
  const loader = document.createElement('script');
  loader.nonce = 'n0nce';
  const current = jest.spyOn(document, 'currentScript', 'get').mockReturnValue(loader);
  startAfterPaint(document, win);
  current.mockRestore();
}

/** The window the loader sees, with paint timing and frames under the test's control. */
function windowWith({ paintTiming }: { paintTiming: boolean }) {
  const frames: FrameRequestCallback[] = [];
  let paintObserver: ((list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void) | undefined;
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint'] : [];
    constructor(callback: typeof paintObserver) {
      paintObserver = callback;
    }
    observe() {}
    disconnect() {}
  }
  const win = Object.assign(Object.create(window) as Window & typeof globalThis, {
    PerformanceObserver: FakeObserver,
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
    setTimeout: (callback: () => void, ms?: number) => setTimeout(callback, ms),
    Worker: undefined,
  });
  return {
    win,
    nextFrame: () => frames.splice(0).forEach((frame) => frame(0)),
    firstPaint: () => paintObserver?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect() {} }),
  };
}

const started = () => [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => [l.getAttribute('href'), l.getAttribute('as'), l.getAttribute('crossorigin')]);
const liveVenueScripts = () => [...document.body.querySelectorAll('script:not([type])')].map((script) => script.textContent);
const venueOrder = () => (window as unknown as { venueOrder: string[] }).venueOrder;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

// First: jsdom holds inline scripts behind any external one it was given and never loads here (not
// a browser's behaviour), so the scripts' running is checked before any entry script is inserted.
test('the venue’s scripts run once each, in document order', () => {
  serverPage({ scripts: [], preloads: [] });
  const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  startAsPageScript(windowWith({ paintTiming: true }).win);
  visibility.mockRestore();
  jest.runAllTimers();
  expect(venueOrder()).toEqual(['first', 'second']);
});

test('unreadable page files start nothing of the app, and still run the venue’s scripts', () => {
  serverPage('not json');
  document.getElementById(PAGE_FILES_ID)!.textContent = '{oops';
  const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  startAsPageScript(windowWith({ paintTiming: true }).win);
  visibility.mockRestore();
  jest.runAllTimers();
  expect(started()).toEqual([]);
  expect(venueOrder()).toEqual(['first', 'second']);
});

test('nothing starts before the first contentful paint; a frame after it, everything does, in tasks of their own', () => {
  serverPage();
  const page = windowWith({ paintTiming: true });
  startAsPageScript(page.win);
  jest.advanceTimersByTime(100);
  expect(started()).toEqual([]);
  page.firstPaint();
  page.nextFrame();
  jest.advanceTimersByTime(0);
  // The texts first, as the request the i18n code then makes: the entry must not start before
  // them, or its own fetch of them would not take the preload.
  expect(preloads()).toEqual([['/i18n-common-it.5e6f.json', 'fetch', 'anonymous']]);
  expect(started()).toEqual([]);
  jest.advanceTimersByTime(1); // a timer set during a tick is due 1 ms later (the fake clock's rule)
  // Then the entry, with the page's nonce, in order (not async).
  expect(started()).toEqual(['/main.1a2b.js']);
  expect(document.head.querySelector('script[src]')?.getAttribute('nonce')).toBe('n0nce');
  // Then the other files named early, one a task.
  expect(preloads()).toHaveLength(1);
  jest.runAllTimers();
  expect(preloads()).toEqual([
    ['/i18n-common-it.5e6f.json', 'fetch', 'anonymous'],
    ['/bootstrap.3c4d.js', 'script', null],
  ]);
  // The venue's scripts are made live, in document order, with the nonce and their other attributes.
  expect(liveVenueScripts()).toEqual(["window.venueOrder.push('first')", "window.venueOrder.push('second')"]);
  expect(document.querySelectorAll(`script[type="${VENUE_SCRIPT_TYPE}"]`)).toHaveLength(0);
  expect(document.querySelector('script[data-venue="1"]')?.getAttribute('nonce')).toBe('n0nce');
  // The remote's stylesheet carries its absolute address where webpack looks for it.
  expect(document.querySelector(`link[${REMOTE_CSS_ATTRIBUTE}]`)?.getAttribute('data-href')).toBe('http://localhost/remotes/promo/styles.css');
});

test('a paint that never comes: everything starts after 3 s, once', () => {
  serverPage();
  const page = windowWith({ paintTiming: true });
  startAsPageScript(page.win);
  jest.advanceTimersByTime(2999);
  expect(started()).toEqual([]);
  jest.advanceTimersByTime(1);
  jest.runAllTimers();
  page.firstPaint();
  page.nextFrame();
  jest.runAllTimers();
  expect(started()).toEqual(['/main.1a2b.js']);
  expect(liveVenueScripts()).toHaveLength(2);
});

test('without paint timing: two frames on', () => {
  serverPage();
  const page = windowWith({ paintTiming: false });
  startAsPageScript(page.win);
  page.nextFrame();
  jest.runAllTimers();
  expect(started()).toEqual([]);
  page.nextFrame();
  jest.runAllTimers();
  expect(started()).toEqual(['/main.1a2b.js']);
});

test('a hidden tab paints nothing: it starts at once', () => {
  serverPage();
  const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  startAsPageScript(windowWith({ paintTiming: true }).win);
  visibility.mockRestore();
  expect(preloads()).toEqual([['/i18n-common-it.5e6f.json', 'fetch', 'anonymous']]);
  jest.advanceTimersByTime(1);
  expect(started()).toEqual(['/main.1a2b.js']);
});
