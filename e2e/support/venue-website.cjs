/**
 * A venue's own website on another origin (127.0.0.1 and a port of the worker's own, where the
 * site is localhost:E2E_PORT), with a strict Content-Security-Policy that allows the booking
 * site's origin and, of what is inline, only the embed's loader by its hash, and aggressive CSS
 * of its own: the page a venue embeds the booking on (docs/embedding.md). Its snippet is what
 * `npm run venue -- embed SLUG` prints (server/src/web/embed-snippet.ts, from the server's
 * build), or with `?plain` the `<script src=…/embed.js async>` tag alone.
 * e2e/tests/embed.spec.ts and bench/embed.mjs load it.
 */
const { createServer } = require('node:http');
const path = require('node:path');
const { embedScriptSources, embedSnippet } = require(path.join(__dirname, '../../server/dist/web/embed-snippet.js'));

/**
 * @typedef {object} VenuePageOptions
 * @property {string} site the booking site's origin, e.g. http://localhost:8181
 * @property {string} venue
 * @property {string} [htmlLang] `<html lang>`
 * @property {string} [elementLang] the element's own `lang`, if any
 * @property {boolean} [belowTheFold] puts the widget below two screens of the venue's own content
 * @property {boolean} [withoutEmbed] leaves the embed out: the same page without the booking (the bench's comparison)
 * @property {boolean} [plainLoader] `embed.js` by a plain `<script async>` tag, fetched as the page is read, instead of the loader after the first paint
 */

/** The venue's stylesheet: what a page's own CSS does to whatever it can reach. */
const VENUE_CSS = `
html { font-family: "Courier New", monospace; color: rgb(0, 128, 0); line-height: 3; letter-spacing: 2px; }
body { margin: 0 1rem; font-size: 22px; }
p { font-size: 40px; margin: 24px 0; }
button { background: red !important; color: yellow; border: 4px dashed blue; border-radius: 0; }
h1, h2 { text-transform: uppercase; }
a { color: rgb(255, 0, 255); }
* { box-sizing: content-box; }
.spacer { height: 200vh; }
/* The room the booking keeps, before and after it loads (docs/embedding.md). */
venue-booking { display: block; min-height: var(--venue-booking-min-height, 42rem); }
`;

/**
 * The CSP a careful venue sends: its own files, the booking site's, no inline script or style, no eval.
 * @param {string} site
 */
function venueCsp(site) {
  return [
    "default-src 'none'",
    `script-src 'self' ${embedScriptSources(site).join(' ')}`,
    `style-src 'self' ${site}`,
    `connect-src 'self' ${site}`,
    `img-src 'self' data: ${site}`,
    `font-src 'self' ${site}`,
    // The bot check's proof of work runs in a worker made from a blob: (docs/embedding.md).
    'worker-src blob:',
    "base-uri 'none'",
    "object-src 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** @param {VenuePageOptions} o */
function venuePage(o) {
  const element = o.withoutEmbed
    ? '<p id="no-embed">Prenotazioni per telefono.</p>'
    : `<venue-booking venue="${o.venue}"${o.elementLang ? ` lang="${o.elementLang}"` : ''}><a id="fallback" href="${o.site}/reserve?venue=${o.venue}">Book a table</a></venue-booking>`;
  return `<!doctype html>
<html lang="${o.htmlLang ?? 'it'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Osteria del Porto</title>
<link rel="stylesheet" href="/venue.css">
</head>
<body>
<header><h1>Osteria del Porto</h1><p id="intro">Cucina di mare dal 1962.</p><button id="page-button" type="button">Menu</button></header>
${o.belowTheFold ? '<div class="spacer"></div>' : ''}
<main><h2>Prenota</h2>
${element}
<p id="after">Via del Porto 1, Genova</p></main>
${o.withoutEmbed ? '' : o.plainLoader ? `<script src="${o.site}/embed.js" async></script>` : embedSnippet(o.site, o.venue).loader}
</body>
</html>`;
}

/**
 * Serves `/` (the page, options from the query: `lang`, `element-lang`, `below`, `none`) and
 * `/venue.css` on `host`:`port` (127.0.0.1 by default), every page with the venue's CSP.
 * @param {number} port
 * @param {{ site: string, venue: string, host?: string }} options
 * @returns {Promise<import('node:http').Server>}
 */
function serveVenueWebsite(port, { site, venue, host = '127.0.0.1' }) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/venue.css') {
      res.writeHead(200, { 'Content-Type': 'text/css' });
      res.end(VENUE_CSS);
      return;
    }
    if (url.pathname !== '/') {
      res.writeHead(404).end();
      return;
    }
    const html = venuePage({
      site,
      venue: url.searchParams.get('venue') ?? venue,
      htmlLang: url.searchParams.get('lang') ?? undefined,
      elementLang: url.searchParams.get('element-lang') ?? undefined,
      belowTheFold: url.searchParams.has('below'),
      withoutEmbed: url.searchParams.has('none'),
      plainLoader: url.searchParams.has('plain'),
    });
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': venueCsp(site), 'Cache-Control': 'no-store' });
    res.end(html);
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

module.exports = { VENUE_CSS, venueCsp, venuePage, serveVenueWebsite };
