import { createContext, useContext } from 'react';

/**
 * Where a screen's elements live: the page's document, or the shadow root of the booking embedded
 * on a venue's website (host/src/features/embed/). A shadow root's elements are not found by
 * `document.getElementById`, and a dialog portalled to `document.body` would leave the shadow
 * root's styles behind and take the venue page's: look elements up in `root` and portal into
 * `portal`.
 */
export interface DocumentRoot {
  root: Document | ShadowRoot;
  portal: HTMLElement;
}

export const DocumentRootContext = createContext<DocumentRoot | null>(null);

/** The screen's document root; null outside a browser (a server render). */
export function useDocumentRoot(): DocumentRoot | null {
  const given = useContext(DocumentRootContext);
  if (given) return given;
  return typeof document === 'undefined' ? null : { root: document, portal: document.body };
}

/**
 * The element an event happened on, inside a shadow root too: a listener on the document sees
 * events from a shadow tree retargeted to its host element.
 */
export function eventOrigin(event: Event): EventTarget | null {
  return event.composedPath?.()[0] ?? event.target;
}
