/**
 * Puts a venue's HTML into `target` and runs its scripts, inline and external, one after
 * the other in document order (an external script is awaited before the next one runs),
 * as the browser's parser would (none with `scripts: false`). Scripts parsed through innerHTML are marked as already
 * started and never run (unlike <template> content), so each one is re-created.
 */
export async function injectHtml(target: HTMLElement, html: string, { scripts = true }: { scripts?: boolean } = {}): Promise<void> {
  const nonce = pageNonce();
  const parsed = document.createElement('div');
  parsed.innerHTML = html;
  // A page whose address carries a secret shows the venue's markup, never runs its scripts.
  if (!scripts) for (const script of Array.from(parsed.querySelectorAll('script'))) script.remove();
  target.append(...Array.from(parsed.childNodes));
  for (const inert of Array.from(target.querySelectorAll('script'))) {
    const script = document.createElement('script');
    for (const { name, value } of Array.from(inert.attributes)) script.setAttribute(name, value);
    script.text = inert.text;
    // The page's Content-Security-Policy runs only scripts with its nonce (or inserted by one):
    // the venue's scripts are trusted, the page gives them its nonce.
    if (nonce) script.nonce = nonce;
    const loaded = script.src ? waitForLoad(script) : Promise.resolve();
    inert.replaceWith(script);
    await loaded;
  }
}

function waitForLoad(script: HTMLScriptElement): Promise<void> {
  // Dynamically inserted external scripts are async by default; order is kept by awaiting.
  script.async = false;
  return new Promise((resolve) => {
    // Resolve in the next task: the loaded script's own task must end before the next runs.
    script.addEventListener('load', () => setTimeout(resolve), { once: true });
    script.addEventListener(
      'error',
      () => {
        console.error('Error loading', script.src);
        resolve(); // a broken venue script must not stop the next ones
      },
      { once: true },
    );
  });
}

/**
 * The nonce the server put on the page's own script tag (docs/security.md). Browsers
 * hide the attribute's value once parsed; the element's `nonce` property keeps it.
 */
function pageNonce(): string | undefined {
  for (const script of Array.from(document.querySelectorAll<HTMLScriptElement>('script[nonce]'))) {
    if (script.nonce) return script.nonce;
  }
  return undefined;
}
