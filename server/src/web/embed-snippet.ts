/**
 * What a venue pastes into its website to show the booking (docs/embedding.md, "What the venue
 * writes"). The loader, `embed.js`, is requested by a one-line inline script once the page has
 * painted its first content: an `async` script tag is fetched as soon as the page's HTML is read,
 * so on a slow phone its new connection to this site competes with the page's own stylesheet and
 * first paint (bench/embed.mjs measures the venue page's LCP with and without the embed). The
 * script is the same bytes for every venue of a site, so a Content-Security-Policy allows it by
 * its hash, with no `'unsafe-inline'`.
 */
import { createHash } from 'node:crypto';
import { escapeHtml } from '../modules/email/html';

/** The booking embed's loader, the one file of the host's build that venues' websites name. */
export const EMBED_LOADER_PATH = '/embed.js';

/**
 * The inline script: `embed.js` a frame after the page has painted its first content (the
 * browser's `first-contentful-paint`, then the frame after it, as embed.js itself waits before
 * the first step: host/src/features/embed/loader/after-first-paint.ts), at the latest after 3 s
 * (a hidden tab paints nothing; a browser that does not report paints waits two frames).
 */
export function embedLoaderScript(site: string): string {
  const src = new URL(EMBED_LOADER_PATH, site).href;
  return [
    '(()=>{let done=0;',
    `const load=()=>{if(done++)return;const s=document.createElement("script");s.src=${JSON.stringify(src)};s.async=true;document.head.append(s)};`,
    'const next=()=>requestAnimationFrame(()=>setTimeout(load));',
    'try{new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();next()}}).observe({type:"paint",buffered:true})}',
    'catch{requestAnimationFrame(next)}',
    'setTimeout(load,3000)})()',
  ].join('');
}

/** The `script-src` sources a website's Content-Security-Policy needs: this site, and the inline loader by the hash of its exact text. */
export function embedScriptSources(site: string): string[] {
  return [new URL(site).origin, `'sha256-${createHash('sha256').update(embedLoaderScript(site)).digest('base64')}'`];
}

export interface EmbedSnippet {
  /** Once per page, anywhere (the end of `<body>` is best). */
  loader: string;
  /** Where the booking goes: the element, with its link for visitors without JavaScript. */
  element: string;
  /** The `script-src` sources the website's Content-Security-Policy needs for it. */
  scriptSources: string[];
}

export function embedSnippet(site: string, venue: string): EmbedSnippet {
  const reserve = new URL('/reserve', site);
  reserve.searchParams.set('venue', venue);
  return {
    loader: `<script>${embedLoaderScript(site)}</script>`,
    element: `<venue-booking venue="${escapeHtml(venue)}">\n  <a href="${escapeHtml(reserve.href)}">Book a table</a>\n</venue-booking>`,
    scriptSources: embedScriptSources(site),
  };
}
