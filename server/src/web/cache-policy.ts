/**
 * Cache-Control of served files: entry points (HTML, manifests, unhashed files) are revalidated
 * on every load; files whose name carries a content hash never change, so they are immutable.
 */
import path from 'node:path';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

// e.g. main.3f9a1c2b.js, remoteEntry.1a2b3c4d.js, 123.abcdef0123456789.css, i18n-host-it.0a1b2c3d.json
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  // Manifests (mf-manifest.json, boot-files.json) name the files of the build deployed now; a
  // text file (i18n-booking-it.1a2b3c4d.json) is named by its content, as a script is.
  if (name.endsWith('.html')) return NO_CACHE;
  return HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}
