// The stylesheets the widget's builds load (the host's and the remote's, each a <link> from this
// site's origin: style-src of a venue's CSP allows them, where an inline <style> would need
// 'unsafe-inline'). Each goes into every widget's shadow root, none into the page's <head>: the
// widget's CSS styles the widget only. mini-css-extract-plugin waits for the <link> it made to
// load, so that one goes into a shadow root of the page as it is, the others get a copy.

const links: HTMLLinkElement[] = [];
/** Styles a library writes as a <style> (the bot check's: webpack/altcha-style-loader.cjs), constructed instead. */
const constructed: CSSStyleSheet[] = [];
const roots: ShadowRoot[] = [];

/** Before the widget's own content: the stylesheets in the order they were loaded. */
function insert(root: ShadowRoot, link: HTMLLinkElement): void {
  root.insertBefore(link, root.querySelector('[data-embed-mount]'));
}

/** A stylesheet loaded by one of the widget's builds (webpack/stylesheet-insert.cjs). */
export function adoptStylesheet(link: HTMLLinkElement): void {
  links.push(link);
  const live = roots.filter((root) => root.host.isConnected);
  // With no widget on the page any more, the link is still put somewhere it loads (the build
  // waits for it), inside a root no one sees.
  const [first, ...others] = live.length ? live : roots;
  if (first) insert(first, link);
  for (const root of others) insert(root, link.cloneNode() as HTMLLinkElement);
}

/**
 * A <style> a library would put in the page's <head> (ALTCHA's): its text becomes a constructed
 * stylesheet of every shadow root (a CSP's style-src does not govern those; a <style> would need
 * 'unsafe-inline'), its `:root` the shadow root's host, where its custom properties then apply.
 */
export function adoptStyle(style: HTMLStyleElement): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync((style.textContent ?? '').replace(/:root\b/g, ':host'));
  constructed.push(sheet);
  for (const root of roots) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/** A new widget's shadow root gets every stylesheet loaded so far, and those loaded later. */
export function attachStylesheets(root: ShadowRoot): void {
  if (!roots.includes(root)) roots.push(root);
  for (const link of links) insert(root, link.cloneNode() as HTMLLinkElement);
  if (constructed.length) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...constructed];
}
