import { createContext } from 'react';

/**
 * The CSP nonce of the page being rendered on the server: the venue's scripts in the HTML it
 * sends carry it, so the browser's parser runs them (the policy has 'strict-dynamic').
 */
export const PageNonce = createContext<string | undefined>(undefined);

/** Gives each `<script` of a venue's trusted HTML the page's nonce. */
export function withNonce(html: string, nonce: string | undefined): string {
  return nonce ? html.replace(/<script\b/gi, `<script nonce="${nonce.replace(/[^A-Za-z0-9+/=_-]/g, '')}"`) : html;
}
