/**
 * A server-rendered page is readable before any script runs, so no script may stand between
 * its HTML and its first paint. The page's own scripts (the host's `defer` tags of index.html),
 * the files named early (the host's start files, the route's remote files and the page's texts,
 * so the browser need not wait for the code that asks for them: texts, JSON, are preloaded
 * `as="fetch"` with `crossorigin`, the request the i18n code then makes) and the venue's header
 * and footer scripts are all started by one
 * small inline script once the page has painted: a frame after the browser reports its first
 * contentful paint (the frame was shown, not only produced: a script fetched earlier competes
 * with it), at the latest after 3 s; where paint timing is unknown, two frames on. The frame
 * after: the first paint may come while the HTML is still arriving (the header before the
 * hero); the loader, last in the body, runs once all of it is parsed, and lets the next frame
 * paint the rest before anything is fetched. Starting at the first paint, the hero's text was
 * painted after the scripts had started, and Lighthouse counted them into its LCP (a home page
 * measured 0.80–0.97 s from one run to the next, its static copy's 0.77–0.91 s).
 *
 * The venue's classic scripts arrive inert (`type="text/x-venue-script"`, set by the host's
 * server render, host/src/custom-html/page-nonce.ts); the loader runs them in document order,
 * each external one awaited before the next, with the page's nonce: once per page load, as the
 * parser would have, but never blocking the paint. A hidden tab paints nothing: it starts at once.
 * Its steps are tasks of their own (the app's entry; the files named early; the worker below;
 * each of the venue's scripts), so none makes a long task of the others.
 *
 * It also starts a throwaway worker that makes one number and one date formatter. The first Intl
 * formatter a page makes costs Chromium 50–110 ms of main thread (ICU loads its data; measured on
 * fresh pages, unthrottled), and hydration would make it in the middle of a render (a price, a
 * date): one long task. ICU's data is shared by the renderer process, so once the worker has made
 * one the page's own costs under 1 ms (measured). Where there is no Worker or the CSP refuses it,
 * nothing changes.
 */
export const VENUE_SCRIPT_TYPE = 'text/x-venue-script';
/**
 * On the route's remote's stylesheets. Before any script runs, the loader copies each one's
 * absolute address into `data-href`, where webpack's CSS loading looks for a sheet already in the
 * page: it compares against the remote's absolute public path, and the server, which may not
 * know the address the browser used, writes a relative one. Without it the remote added the
 * page's stylesheet again (one more style recalculation in the middle of hydration).
 */
export const REMOTE_CSS_ATTRIBUTE = 'data-remote-css';

/** The `<script defer src>` tags of the template's head: the app's own entry files. */
const DEFER_SCRIPT = /<script\b[^>]*\bdefer\b[^>]*\bsrc=("[^"]*"|'[^']*'|[^\s>]+)[^>]*><\/script>/gi;

export function takeEntryScripts(template: string): { html: string; scripts: string[] } {
  const scripts: string[] = [];
  const html = template.replace(DEFER_SCRIPT, (_tag, src: string) => {
    scripts.push(src.replace(/^["']|["']$/g, ''));
    return '';
  });
  return { html, scripts };
}

// ES5 on purpose: it runs before anything else, in every browser that opens the page.
const LOADER = `(function(d,scripts,preloads,venueType){
var nonce=d.currentScript&&d.currentScript.nonce,started=false;
function runVenueScripts(list){var inert=list.shift();if(!inert)return;
var s=d.createElement('script');
for(var i=0;i<inert.attributes.length;i++){var a=inert.attributes[i];if(a.name!=='type'&&a.name!=='nonce')s.setAttribute(a.name,a.value);}
s.text=inert.text;if(nonce)s.nonce=nonce;
if(s.src){s.async=false;s.onload=function(){setTimeout(function(){runVenueScripts(list);});};
s.onerror=function(){console.error('Error loading',s.src);runVenueScripts(list);};
inert.parentNode.replaceChild(s,inert);}
else{inert.parentNode.replaceChild(s,inert);setTimeout(function(){runVenueScripts(list);},0);}}
function warmIntl(){try{var lang=JSON.stringify(d.documentElement.lang||'it');
var src='try{new Intl.NumberFormat('+lang+',{style:"currency",currency:"EUR"}).format(1);new Intl.DateTimeFormat('+lang+',{dateStyle:"long",timeStyle:"short"}).format(0)}catch(e){}postMessage(0);close()';
var url=URL.createObjectURL(new Blob([src],{type:'text/javascript'}));var w=new Worker(url);w.onmessage=w.onerror=function(){URL.revokeObjectURL(url);};}catch(e){}}
function insert(list,make){var f=d.createDocumentFragment();for(var i=0;i<list.length;i++){var el=make(list[i]);if(nonce)el.nonce=nonce;f.appendChild(el);}d.head.appendChild(f);}
function inTasks(steps){var step=steps.shift();if(!step)return;step();setTimeout(function(){inTasks(steps);},0);}
function markRemoteCss(){var l=d.querySelectorAll('link[${REMOTE_CSS_ATTRIBUTE}]');for(var i=0;i<l.length;i++)l[i].setAttribute('data-href',l[i].href);}
function start(){if(started)return;started=true;markRemoteCss();inTasks([
function(){insert(scripts,function(src){var s=d.createElement('script');s.src=src;s.async=false;return s;});},
function(){insert(preloads,function(href){var l=d.createElement('link');l.rel='preload';
if(href.slice(-5)==='.json'){l.as='fetch';l.crossOrigin='anonymous';}else l.as='script';l.href=href;return l;});},
warmIntl,
function(){runVenueScripts([].slice.call(d.querySelectorAll('script[type="'+venueType+'"]')));}]);}
function afterPaint(){requestAnimationFrame(function(){setTimeout(start,0);});}
var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];
if(d.visibilityState==='hidden')start();
else if(types.indexOf('paint')>=0){
new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();afterPaint();}}).observe({type:'paint',buffered:true});
setTimeout(start,3000);}
else requestAnimationFrame(afterPaint);
})`;

/** JSON inside a script element: `<` escaped, so no `</script>` can end it early. */
const inScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The inline loader, last in the body (its nonce is set by the page's script pass). */
export function afterPaintLoader(scripts: string[], preloads: string[]): string {
  return `<script>${LOADER}(document,${inScript(scripts)},${inScript(preloads)},${inScript(VENUE_SCRIPT_TYPE)});</script>`;
}
