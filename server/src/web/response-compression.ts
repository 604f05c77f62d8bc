/**
 * Compression of a body made for one response: a server-rendered page (html-page.ts), whose
 * nonce is its own, so it cannot be compressed ahead like the build's files (static-files.ts).
 */
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/**
 * Compressed at a fast level: a low brotli quality already sends the phone a fraction of the
 * bytes, for next to no server time on every page.
 */
export function compressResponseBody(body: string, encoding: Encoding): Buffer {
  return encoding === 'gzip'
    ? zlib.gzipSync(body, { level: 4 })
    : zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } });
}

/** br when the browser takes it, else gzip, else none (q=0 refuses a coding). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}
