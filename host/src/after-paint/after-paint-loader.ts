/**
 * The after-paint loader: the one inline script of a server-rendered page, last in its body
 * (the server inlines this file's build, host/dist/after-paint/after-paint-loader.js; see
 * server/src/web/page-document.ts). A server-rendered page is readable before any script runs,
 * so no script may stand between its HTML and its first paint. The page's own scripts (the host's
 * entry), the files named early (the host's start files, the route's remote files and the page's
 * texts: texts are preloaded `as="fetch"` with `crossorigin`, the request the i18n code then makes)
 * and the venue's header and footer scripts are all started once the page has painted: a frame
 * after the browser reports its first contentful paint (the frame was shown, not only produced:
 * a script fetched earlier competes with it), at the latest after 3 s; where paint timing is
 * unknown, two frames on. The frame after: the first paint may come while the HTML is still
 * arriving; the loader runs once all of it is parsed, and lets the next frame paint the rest
 * before anything is fetched, so Lighthouse does not count the scripts into the page's LCP.
 *
 * The venue's classic scripts arrive inert (`type="text/x-venue-script"`, set by the host's
 * server render, host/src/custom-html/page-nonce.ts); the loader runs them in document order,
 * each external one awaited before the next, with the page's nonce: once per page load, as the
 * parser would have, but never blocking the paint. A hidden tab paints nothing: it starts at once.
 * Its steps are tasks of their own, so none makes a long task of the others.
 *
 * It also starts a throwaway worker that makes one number and one date formatter: the first Intl
 * formatter a page makes has Chromium load ICU's data on the main thread, and hydration would
 * make it in the middle of a render (a price, a date). ICU's data is shared by the renderer
 * process, so once the worker has made one, the page's own are cheap. Where there is no Worker or
 * the CSP refuses it, nothing changes.
 *
 * Built for ES5 (webpack/after-paint-loader-config.cjs): it runs before anything else, in every
 * browser that opens the page.
 */
import { PAGE_FILES_ID, REMOTE_CSS_ATTRIBUTE, VENUE_SCRIPT_TYPE, type PageFiles } from './page-files';

/** How long the loader waits for a first paint that never comes (a very slow or odd browser). */
const LATEST_START_MS = 3000;

export function startAfterPaint(doc: Document, win: Window & typeof globalThis): void {
  const nonce = (doc.currentScript as HTMLScriptElement | null)?.nonce ?? '';
  const files = readPageFiles(doc);
  let started = false;

  function insert(list: string[], make: (href: string) => HTMLElement): void {
    const fragment = doc.createDocumentFragment();
    for (const href of list) {
      const element = make(href);
      if (nonce) element.setAttribute('nonce', nonce);
      fragment.appendChild(element);
    }
    doc.head.appendChild(fragment);
  }

  // One file a task: each preload costs the main thread a few milliseconds on a slow phone (a
  // fetch with CORS for the texts more), and a page names ten or so.
  const preload = (href: string) => () =>
    insert([href], () => {
      const link = doc.createElement('link');
      link.rel = 'preload';
      const json = isTexts(href);
      link.setAttribute('as', json ? 'fetch' : 'script');
      if (json) link.crossOrigin = 'anonymous';
      link.href = href;
      return link;
    });
  const steps = [
    // The texts before the entry: the i18n code's fetch takes a preload begun before it, never
    // one begun after (a slow phone can fetch and run the entry between two of these tasks; the
    // texts were then fetched twice).
    ...files.preloads.filter(isTexts).map(preload),
    () =>
      insert(files.scripts, (src) => {
        const script = doc.createElement('script');
        script.src = src;
        script.async = false;
        return script;
      }),
    ...files.preloads.filter((href) => !isTexts(href)).map(preload),
    () => warmIntl(doc, win),
    () => runVenueScripts(doc, nonce, Array.prototype.slice.call(doc.querySelectorAll(`script[type="${VENUE_SCRIPT_TYPE}"]`))),
  ];

  function start(): void {
    if (started) return;
    started = true;
    markRemoteStylesheets(doc);
    inTasks(win, steps);
  }
  const afterPaint = () => win.requestAnimationFrame(() => win.setTimeout(start, 0));

  const paintTimings = (win.PerformanceObserver && win.PerformanceObserver.supportedEntryTypes) || [];
  if (doc.visibilityState === 'hidden') start();
  else if (paintTimings.indexOf('paint') >= 0) {
    new win.PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        afterPaint();
      }
    }).observe({ type: 'paint', buffered: true });
    win.setTimeout(start, LATEST_START_MS);
  } else win.requestAnimationFrame(afterPaint);
}

/** A page's texts (JSON, fetched by the i18n code); the other files named early are scripts. */
function isTexts(href: string): boolean {
  return href.slice(-5) === '.json';
}

function readPageFiles(doc: Document): PageFiles {
  try {
    const parsed = JSON.parse(doc.getElementById(PAGE_FILES_ID)?.textContent || '{}') as Partial<PageFiles>;
    return { scripts: parsed.scripts || [], preloads: parsed.preloads || [] };
  } catch {
    return { scripts: [], preloads: [] };
  }
}

/** Each step a task of its own. */
function inTasks(win: Window, steps: (() => void)[]): void {
  const step = steps.shift();
  if (!step) return;
  step();
  win.setTimeout(() => inTasks(win, steps), 0);
}

/**
 * The route's remote stylesheets get their absolute address in `data-href`, where webpack's CSS
 * loading looks for a sheet already in the page (the server writes a relative one): without it
 * the remote adds the page's stylesheet again in the middle of hydration.
 */
function markRemoteStylesheets(doc: Document): void {
  const links = doc.querySelectorAll<HTMLLinkElement>(`link[${REMOTE_CSS_ATTRIBUTE}]`);
  for (let i = 0; i < links.length; i++) links[i]!.setAttribute('data-href', links[i]!.href);
}

/** The venue's inert scripts, run one after the other in document order with the page's nonce. */
function runVenueScripts(doc: Document, nonce: string, list: HTMLScriptElement[]): void {
  const inert = list.shift();
  if (!inert) return;
  const script = doc.createElement('script');
  for (let i = 0; i < inert.attributes.length; i++) {
    const attribute = inert.attributes[i]!;
    if (attribute.name !== 'type' && attribute.name !== 'nonce') script.setAttribute(attribute.name, attribute.value);
  }
  script.text = inert.text;
  if (nonce) script.nonce = nonce;
  const next = () => setTimeout(() => runVenueScripts(doc, nonce, list), 0);
  if (script.src) {
    script.async = false;
    script.onload = next;
    script.onerror = () => {
      console.error('Error loading', script.src);
      runVenueScripts(doc, nonce, list);
    };
    inert.parentNode!.replaceChild(script, inert);
  } else {
    inert.parentNode!.replaceChild(script, inert);
    next();
  }
}

function warmIntl(doc: Document, win: Window & typeof globalThis): void {
  try {
    const lang = JSON.stringify(doc.documentElement.lang || 'it');
    const source = `try{new Intl.NumberFormat(${lang},{style:"currency",currency:"EUR"}).format(1);new Intl.DateTimeFormat(${lang},{dateStyle:"long",timeStyle:"short"}).format(0)}catch(e){}postMessage(0);close()`;
    const url = win.URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    const worker = new win.Worker(url);
    worker.onmessage = worker.onerror = () => win.URL.revokeObjectURL(url);
  } catch {
    // No Worker, or the CSP refuses it: the page makes its first formatter itself.
  }
}
