/**
 * Cache-Control of served files: entry points (HTML, manifests, unhashed files) are revalidated
 * on every load; files whose name carries a content hash never change, so they are immutable.
 */
import path from 'node:path';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * The booking embed's loader, `/embed.js` (docs/embedding.md): its address is written into venues'
 * websites, so it cannot carry a hash. Kept ten minutes, then revalidated (ETag): a venue's
 * visitors do not ask for it on every page, and a release of the host reaches them within the
 * ten minutes. The loader only names the widget's hashed file; the booking remote's releases
 * reach the embed at once (its manifest is no-cache).
 */
export const EMBED_LOADER_CACHE = 'public, max-age=600, stale-while-revalidate=3600';

// e.g. main.3f9a1c2b.js, remoteEntry.1a2b3c4d.js, 123.abcdef0123456789.css, i18n-host-it.0a1b2c3d.json
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  // Manifests (mf-manifest.json, boot-files.json) name the files of the build deployed now; a
  // text file (i18n-booking-it.1a2b3c4d.json) is named by its content, as a script is.
  if (name.endsWith('.html')) return NO_CACHE;
  return HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}
