// dist/embed.js, what a venue's website loads: `<script src="https://<this site>/embed.js" async>`
// (docs/embedding.md). It defines the <venue-booking> element and nothing else: no global, no
// style in the page; the widget comes when an element nears the screen (venue-booking-element.ts).
import { EMBED_ELEMENT } from '../embed-contract';
import { venueBookingElement } from './venue-booking-element';

/** This site: where this very script was loaded from (the API, the widget, the remotes are there). */
function scriptOrigin(): string | undefined {
  const script = document.currentScript;
  return script instanceof HTMLScriptElement && script.src ? new URL(script.src).origin : undefined;
}

const origin = scriptOrigin();
// The snippet twice on a page (a CMS that repeats it, two widgets): the first definition stays.
if (!origin) console.error('embed.js must be loaded by a <script src> element');
else if (!customElements.get(EMBED_ELEMENT)) customElements.define(EMBED_ELEMENT, venueBookingElement(origin));
