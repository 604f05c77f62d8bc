/**
 * The Content-Security-Policy of each kind of response (docs/security.md).
 *
 * The front page (the host's index.html) gets a per-response nonce and 'strict-dynamic': the
 * one script tag of index.html carries the nonce, and whatever that trusted code inserts runs
 * too — webpack chunks, the remotes' entries from any origin, Stripe.js, the venue's external
 * header and footer scripts from any https host. The venue's inline scripts are re-created by
 * the host (host/src/custom-html/inject-html.ts), which gives them the page's nonce. What no
 * trusted code put there never runs: a `<script>` or `onerror=` that slipped into the markup,
 * a `javascript:` URL. Other origins are open for what the venue's scripts and Stripe fetch,
 * show and frame (https), never for plugins, `<base>` or framing by another site.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { AppConfig } from '../config';

export const newNonce = (): string => randomBytes(16).toString('base64');

/** Origins of the remotes deployed elsewhere (REMOTE_*_URL), e.g. http://localhost:3002 in dev. */
export function remoteOrigins(config: Pick<AppConfig, 'remoteUrls'>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(config.remoteUrls)) {
    try {
      if (url && /^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
    } catch {
      // not a URL: the runtime config check reports it
    }
  }
  return [...origins];
}

const STRIPE = {
  script: 'https://js.stripe.com',
  frames: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  api: 'https://api.stripe.com',
};

const policy = (directives: Record<string, string[]>): string =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');

/** The front page: nonce + 'strict-dynamic' for scripts; https sources for the rest. */
export function pageCsp(config: Pick<AppConfig, 'remoteUrls'>, nonce: string): string {
  const remotes = remoteOrigins(config);
  return policy({
    'default-src': ["'self'"],
    // https: and 'unsafe-inline' are ignored by browsers that know 'strict-dynamic' (all current
    // ones); they only keep older browsers working.
    'script-src': [`'nonce-${nonce}'`, "'strict-dynamic'", "'self'", STRIPE.script, 'https:', "'unsafe-inline'", ...remotes],
    // The ALTCHA widget runs its proof of work in a worker made from a blob: (else a data:) URL;
    // the after-paint loader's Intl warm-up is a blob: worker too (after-paint-loader.ts).
    'worker-src': ["'self'", 'blob:', 'data:'],
    // React and the venue's HTML use style attributes; remotes bring their CSS files.
    'style-src': ["'self'", "'unsafe-inline'", 'https:', ...remotes],
    // QR codes are data: images; the venue's header shows its logo from wherever it is.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...remotes],
    'font-src': ["'self'", 'data:', 'https:', ...remotes],
    'media-src': ["'self'", 'data:', 'blob:', 'https:'],
    // The API, the remotes' manifests, Stripe's API, whatever the venue's scripts report to.
    'connect-src': ["'self'", STRIPE.api, 'https:', ...remotes],
    'frame-src': ["'self'", ...STRIPE.frames, 'https:'],
    'form-action': ["'self'", 'https:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'self'"],
  });
}

/**
 * The door page on the staff origin (web/staff-side.ts): its own files and the remotes' only, no
 * venue's or third party's script, calls to its own origin only, never framed. 'wasm-unsafe-eval'
 * lets the QR decoder compile its WebAssembly in a browser without its own (docs/staff-door.md);
 * no JavaScript eval. No 'strict-dynamic': a script is allowed by where it comes from, not by
 * who inserted it.
 */
export function staffPageCsp(config: Pick<AppConfig, 'remoteUrls'>, nonce: string): string {
  const remotes = remoteOrigins(config);
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, "'wasm-unsafe-eval'", ...remotes],
    'worker-src': ["'self'", 'blob:'],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    // The camera's frames and QR images.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:', ...remotes],
    'media-src': ["'self'", 'blob:'],
    'connect-src': ["'self'", ...remotes],
    'frame-src': ["'none'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
  });
}

/** `onclick="window.print()"` of the printable gift card, the one inline handler we write. */
const PRINT_HANDLER = `'sha256-${createHash('sha256').update('window.print()').digest('base64')}'`;

/** Other HTML the server writes (the printable gift card): no script but the print button. */
export const DOCUMENT_CSP = policy({
  'default-src': ["'none'"],
  'script-src': ["'unsafe-hashes'", PRINT_HANDLER],
  'style-src': ["'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'form-action': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'self'"],
});

/** API answers, files and anything else: nothing may run or be embedded from them. */
export const NONE_CSP = policy({
  'default-src': ["'none'"],
  'form-action': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
});
