import { useContext, useLayoutEffect, useRef } from 'react';
import { textDigest } from '@venue/shared';
import { injectHtml } from './inject-html';
import { PageNonce, serverVenueHtml, venueHtmlWithoutScripts } from './page-nonce';

type Slot = 'header' | 'footer';

// The slots the server sent in this page, taken when this module loads, before React renders:
// the browser's parser has run their scripts already, so they are never inserted again, whether
// the page is hydrated or (another stored language) rendered anew in the browser.
const serverSlots = new Map<string, Element>();
if (typeof document !== 'undefined') {
  for (const element of Array.from(document.querySelectorAll('[data-venue-slot][data-from-server]'))) {
    serverSlots.set(`${element.getAttribute('data-venue-slot')}:${element.getAttribute('data-from-server')}`, element);
  }
}

let parked = false;

/**
 * A page the browser draws anew (another stored language or venue) first shows the boot loader,
 * which takes the server's markup out of the document. The venue's scripts may still be on
 * their way (the page's loader runs them after the first paint): run then, they would find
 * nothing of their own markup to fill. So the server's slots wait, hidden, in the document until
 * the layout takes their nodes. Call before the first render; a hydrated page keeps them in place.
 */
export function parkServerSlots(): void {
  parked = true;
  for (const sent of serverSlots.values()) {
    const parking = document.createElement('div');
    parking.hidden = true;
    parking.setAttribute('data-parked-venue-slot', '');
    parking.append(sent);
    document.body.append(parking);
  }
}

// One element per slot for the whole page load: the venue's scripts run once, even when
// React remounts the layout (StrictMode, error recovery).
const slots = new Map<Slot, HTMLElement>();

function slotElement(slot: Slot, html: string, scripts: boolean): HTMLElement {
  let element = slots.get(slot);
  if (!element) {
    element = document.createElement('div');
    element.className = `venue-custom-${slot}`;
    slots.set(slot, element);
    const sent = serverSlots.get(`${slot}:${textDigest(html)}`);
    // The server's nodes, their scripts already run (a moved script does not run again).
    if (sent) {
      element.append(...Array.from(sent.childNodes));
      sent.closest('[data-parked-venue-slot]')?.remove();
    } else void injectHtml(element, html, { scripts });
  }
  return element;
}

/**
 * The venue's own header or footer HTML (docs/product.md#who-it-is-for), scripts included and executed once;
 * `scripts: false` on a page whose address carries a guest's secret: the markup without them.
 */
export function CustomHtml({ slot, html, scripts }: { slot: Slot; html: string; scripts: boolean }) {
  const nonce = useContext(PageNonce);
  const host = useRef<HTMLDivElement>(null);
  const server = typeof document === 'undefined';
  // The slot's HTML by its digest: the browser knows which venue HTML the server sent.
  const print = textDigest(html);
  // Hydrating the server's markup of this very HTML: keep it as it is.
  const hydrating = !server && !parked && serverSlots.get(`${slot}:${print}`)?.isConnected === true && !slots.has(slot);
  // In the commit that replaces the server's markup, not after it: between the two the server's
  // nodes would be out of the document, and a venue script that loads then (the page's loader
  // runs them after the first paint) would not find what it fills.
  useLayoutEffect(() => {
    if (hydrating || !html.trim() || !host.current) return;
    const element = slotElement(slot, html, scripts);
    host.current.append(element);
    return () => element.remove();
  }, [slot, html, hydrating, scripts]);
  if (!html.trim()) return null;
  if (server || hydrating) {
    // The HTML as the venue wrote it. Hydration leaves the server's markup alone (the scripts
    // have changed it since, and the browser hides the nonce attribute).
    return (
      <div
        data-venue-slot={slot}
        data-from-server={print}
        dangerouslySetInnerHTML={{ __html: server ? (scripts ? serverVenueHtml(html, nonce) : venueHtmlWithoutScripts(html)) : html }}
        suppressHydrationWarning
      />
    );
  }
  return <div ref={host} data-venue-slot={slot} />;
}
