/**
 * A server-rendered page is readable before any script runs, so no script may stand between
 * its HTML and its first paint. The page's own scripts (the host's `defer` tags of index.html),
 * the route's remote files (named early so the browser need not wait for the federation
 * runtime to ask for them) and the venue's header and footer scripts are all started by one
 * small inline script once the page has painted: when the browser reports its first contentful
 * paint (the frame was shown, not only produced: a script fetched earlier competes with it),
 * at the latest after 3 s; where paint timing is unknown, two frames on.
 *
 * The venue's classic scripts arrive inert (`type="text/x-venue-script"`, set by the host's
 * server render, host/src/custom-html/page-nonce.ts); the loader runs them in document order,
 * each external one awaited before the next, with the page's nonce: once per page load, as the
 * parser would have, but never blocking the paint. A hidden tab paints nothing: it starts at once.
 */
export const VENUE_SCRIPT_TYPE = 'text/x-venue-script';

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
function add(el){if(nonce)el.nonce=nonce;d.head.appendChild(el);}
function runVenueScripts(list){var inert=list.shift();if(!inert)return;
var s=d.createElement('script');
for(var i=0;i<inert.attributes.length;i++){var a=inert.attributes[i];if(a.name!=='type'&&a.name!=='nonce')s.setAttribute(a.name,a.value);}
s.text=inert.text;if(nonce)s.nonce=nonce;
if(s.src){s.async=false;s.onload=function(){setTimeout(function(){runVenueScripts(list);});};
s.onerror=function(){console.error('Error loading',s.src);runVenueScripts(list);};
inert.parentNode.replaceChild(s,inert);}
else{inert.parentNode.replaceChild(s,inert);runVenueScripts(list);}}
function start(){if(started)return;started=true;
for(var i=0;i<scripts.length;i++){var s=d.createElement('script');s.src=scripts[i];s.async=false;add(s);}
for(var j=0;j<preloads.length;j++){var l=d.createElement('link');l.rel='preload';l.as='script';l.href=preloads[j];add(l);}
runVenueScripts([].slice.call(d.querySelectorAll('script[type="'+venueType+'"]')));}
function afterPaint(){setTimeout(start,0);}
var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];
if(d.visibilityState==='hidden')start();
else if(types.indexOf('paint')>=0){
new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();afterPaint();}}).observe({type:'paint',buffered:true});
setTimeout(start,3000);}
else requestAnimationFrame(function(){requestAnimationFrame(afterPaint);});
})`;

/** JSON inside a script element: `<` escaped, so no `</script>` can end it early. */
const inScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The inline loader, last in the body (its nonce is set by the page's script pass). */
export function afterPaintLoader(scripts: string[], preloads: string[]): string {
  return `<script>${LOADER}(document,${inScript(scripts)},${inScript(preloads)},${inScript(VENUE_SCRIPT_TYPE)});</script>`;
}
