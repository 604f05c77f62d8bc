import { MIN_HEIGHT_PROPERTY } from '../embed-contract';

// The element's own box, before and after the widget's stylesheets arrive: a block that keeps
// its room (no layout shift when the widget draws), and nothing inherited from the venue's page
// (its fonts, colours, line height): `all: initial` at the shadow boundary. In a cascade layer,
// so the widget's own `:host` rules (shared's base.css: tokens, font, colour) win over it; the
// page's rules for the element itself (`venue-booking { … }`) win over both, as CSS says.
const HOST_CSS = `@layer venue-booking-frame {
  :host { all: initial; display: block; min-height: var(${MIN_HEIGHT_PROPERTY}, 42rem); }
  :host([hidden]) { display: none; }
}`;

let sheet: CSSStyleSheet | null = null;

/**
 * A constructed stylesheet (`adoptedStyleSheets`): built by script through the CSSOM, which a
 * CSP's style-src does not govern, where a <style> element needs 'unsafe-inline' or a nonce. One
 * sheet for every widget of the page. Null where the browser cannot construct one (older Safari):
 * the venue's own rule for the element (docs/embedding.md) still keeps the room.
 */
export function hostStyles(): CSSStyleSheet | null {
  if (sheet) return sheet;
  try {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(HOST_CSS);
  } catch {
    sheet = null;
  }
  return sheet;
}
