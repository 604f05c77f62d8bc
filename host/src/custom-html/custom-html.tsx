import { useEffect, useRef } from 'react';
import { injectHtml } from './inject-html';

// One element per slot for the whole page load: the venue's scripts run once, even when
// React remounts the layout (StrictMode, error recovery).
const slots = new Map<string, HTMLElement>();

function slotElement(slot: string, html: string): HTMLElement {
  let element = slots.get(slot);
  if (!element) {
    element = document.createElement('div');
    element.className = `venue-custom-${slot}`;
    slots.set(slot, element);
    void injectHtml(element, html);
  }
  return element;
}

/** The venue's own header or footer HTML (spec section 1), scripts included and executed. */
export function CustomHtml({ slot, html }: { slot: 'header' | 'footer'; html: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!html.trim() || !host.current) return;
    const element = slotElement(slot, html);
    host.current.append(element);
    return () => element.remove();
  }, [slot, html]);
  if (!html.trim()) return null;
  return <div ref={host} data-venue-slot={slot} />;
}
