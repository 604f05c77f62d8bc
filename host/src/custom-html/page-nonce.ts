import { createContext } from 'react';
import { VENUE_SCRIPT_TYPE } from '../after-paint/page-files';

/**
 * The CSP nonce of the page being rendered on the server: the venue's scripts in the HTML it
 * sends carry it (the policy has 'strict-dynamic').
 */
export const PageNonce = createContext<string | undefined>(undefined);

// The venue's classic scripts are written inert (VENUE_SCRIPT_TYPE): the page's after-paint loader
// (host/src/after-paint/after-paint-loader.ts) runs them in document order once the page has painted.
const TYPE_ATTRIBUTE = /\stype\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i;
// What a browser runs as a classic script: no type, or a JavaScript MIME type.
const CLASSIC = /^(|(text|application)\/(x-)?(java|ecma)script|text\/(jscript|livescript))$/i;

/**
 * A venue's trusted HTML as the server sends it: each `<script` gets the page's nonce, and a
 * classic script (which the parser would run at once, holding the page's first paint until an
 * external one has loaded) is made inert for the after-paint loader. Modules (deferred by the
 * browser anyway), JSON-LD and other data scripts are left as they are.
 */
export function serverVenueHtml(html: string, nonce: string | undefined): string {
  const safeNonce = nonce?.replace(/[^A-Za-z0-9+/=_-]/g, '');
  return html.replace(/<script\b([^>]*)>/gi, (_tag, attrs: string) => {
    const type =
      TYPE_ATTRIBUTE.exec(attrs)?.[1]
        ?.replace(/^["']|["']$/g, '')
        .trim() ?? '';
    const kept = CLASSIC.test(type) ? ` type="${VENUE_SCRIPT_TYPE}"${attrs.replace(TYPE_ATTRIBUTE, '')}` : attrs;
    return `<script${safeNonce ? ` nonce="${safeNonce}"` : ''}${kept}>`;
  });
}

const SCRIPT_ELEMENT = /<script\b[\s\S]*?(<\/script\s*>|$)/gi;

/**
 * A venue's HTML without its scripts, for a page whose address carries a guest's secret: the
 * markup shows, nothing of the venue's runs. A `<script` this misses (malformed markup) would
 * still not run: it has no nonce, and the page's policy runs no script without one.
 */
export function venueHtmlWithoutScripts(html: string): string {
  return html.replace(SCRIPT_ELEMENT, '');
}
