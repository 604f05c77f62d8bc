import { FIRST_STEP_PATH } from '../embed-contract';

/** The step's controls, in document order: the same list in the server's step and in the widget (take-over.ts). */
export const CONTROLS = 'button, a[href], input, select, textarea';

/**
 * Draws the booking's first step as the server rendered it (server/src/web/embed-first-step.ts)
 * in the shadow root, before any script of the widget: its stylesheets (links from this site,
 * which a venue's CSP allows as the widget's own) go in first, and the step is shown only once
 * they have loaded, so it never shows unstyled. The step's links lead to this site, for the venue;
 * its buttons, which the server leaves disabled until a page's script takes over, are enabled:
 * this script answers them until the widget does (take-over.ts). Rejects when the step cannot be
 * had (the element then loads the widget as it comes).
 */
export async function drawFirstStep(
  root: ShadowRoot,
  before: Element,
  { origin, venue, language }: { origin: string; venue: string; language: string },
): Promise<HTMLElement> {
  const url = new URL(FIRST_STEP_PATH, origin);
  url.searchParams.set('venue', venue);
  if (language) url.searchParams.set('lang', language);
  const res = await fetch(url.href, { credentials: 'omit' });
  if (!res.ok) throw new Error(`The booking could not be drawn (${res.status} from ${origin})`);
  const template = document.createElement('template');
  template.innerHTML = await res.text();
  const site = `${origin}/`;
  const links = Array.from(template.content.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'));
  const loaded = links.map((link) => {
    link.href = new URL(link.getAttribute('href') ?? '', site).href;
    return new Promise((resolve, reject) => {
      link.onload = resolve;
      link.onerror = () => reject(new Error(`${link.href} could not be loaded`));
    });
  });
  for (const a of Array.from(template.content.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
    const address = new URL(a.getAttribute('href') ?? '', site);
    address.searchParams.set('venue', venue);
    a.href = address.href;
  }
  for (const button of Array.from(template.content.querySelectorAll<HTMLButtonElement>('button[disabled]'))) button.disabled = false;
  ownIds(template.content);
  const step = document.createElement('div');
  step.setAttribute('data-embed-step', '');
  step.append(template.content);
  // The stylesheets stay in the root when the widget takes over: it loads the same files.
  for (const link of links) root.insertBefore(link, before);
  try {
    await Promise.all(loaded);
  } catch (error) {
    for (const link of links) link.remove();
    throw error;
  }
  root.insertBefore(step, before);
  return step;
}

const ID_REFERENCES = ['aria-labelledby', 'aria-describedby', 'aria-controls', 'for'];

/**
 * The step's ids get a prefix of their own (and so do the references to them): the widget draws
 * the same ids beside the step while it takes over, and its look-ups (`getElementById`: the
 * heading it moves the focus to) must find its own elements, not the step's.
 */
function ownIds(step: DocumentFragment): void {
  const own = (id: string) => `first-step-${id}`;
  for (const element of Array.from(step.querySelectorAll('[id]'))) element.id = own(element.id);
  for (const name of ID_REFERENCES) {
    for (const element of Array.from(step.querySelectorAll(`[${name}]`))) {
      element.setAttribute(name, (element.getAttribute(name) ?? '').split(/\s+/).filter(Boolean).map(own).join(' '));
    }
  }
}
