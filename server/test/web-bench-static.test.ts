/**
 * Static files: the build's compressed copies (webpack/precompress-plugin.cjs writes a .br and a
 * .gz beside each text file) sent as the request accepts, the file as it is otherwise; and the
 * bench's opt-in folder (BENCH_STATIC_DIR served under /__bench/, off by default).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { type AppConfig, testConfig } from '../src/config';
import { pickEncoding } from '../src/web/response-compression';
import { benchStaticDir } from '../src/web/static-files';
import { NOW, type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
const apps: FastifyInstance[] = [];
const dirs: string[] = [];
const savedEnv = process.env.BENCH_STATIC_DIR;

const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
const write = (root: string, file: string, content: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
};
/** The file and the copies a production build writes beside it. */
const writeWithCopies = (root: string, file: string, content: string, encodings: ('br' | 'gz')[] = ['br', 'gz']) => {
  write(root, file, content);
  if (encodings.includes('br')) write(root, `${file}.br`, zlib.brotliCompressSync(content));
  if (encodings.includes('gz')) write(root, `${file}.gz`, zlib.gzipSync(content, { level: 9 }));
};
async function appWith(config: Partial<AppConfig>, benchDir?: string): Promise<FastifyInstance> {
  if (benchDir === undefined) delete process.env.BENCH_STATIC_DIR;
  else process.env.BENCH_STATIC_DIR = benchDir;
  const app = await buildApp({ db: t.db, config: testConfig(config), clock: () => NOW });
  apps.push(app);
  return app;
}

// Content-hashed names are immutable.
const BUNDLE = `var app = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, label: `item ${i}` })))};`;
const STYLES = Array.from({ length: 80 }, (_, i) => `.c${i} { margin: ${i}px; color: #123456; }`).join('\n');
const TEXTS = JSON.stringify(Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`key${i}`, `text number ${i}`])));
const INDEX = '<!doctype html><html><body><div id="root"></div><script src="/main.3f9a1c2b.js"></script></body></html>';

let webRoot: string;
beforeAll(async () => {
  t = await createTestApp();
  webRoot = tempDir('venue-web-');
  writeWithCopies(webRoot, 'host/dist/index.html', INDEX);
  writeWithCopies(webRoot, 'host/dist/main.3f9a1c2b.js', BUNDLE);
  writeWithCopies(webRoot, 'host/dist/styles.css', STYLES);
  writeWithCopies(webRoot, 'host/dist/i18n-host-it.0a1b2c3d.json', TEXTS, ['gz']);
  write(webRoot, 'host/dist/tiny.4d5e6f7a.js', 'var tiny;');
  write(webRoot, 'host/dist/photo.5e6f7a8b.png', 'x'.repeat(4000));
  writeWithCopies(webRoot, 'remote-booking/dist/remoteEntry.1a2b3c4d.js', BUNDLE);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await t.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  if (savedEnv === undefined) delete process.env.BENCH_STATIC_DIR;
  else process.env.BENCH_STATIC_DIR = savedEnv;
});

describe('compressed copies of static files', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({ webRoot });
  });
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  const sizeOf = (file: string) => fs.statSync(path.join(webRoot, file)).size;

  test("brotli when accepted: the copy, with its length, the file's type and cache policy; it decodes to the file", async () => {
    const res = await get('/main.3f9a1c2b.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBe(sizeOf('host/dist/main.3f9a1c2b.js.br'));
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(BUNDLE);
  });

  test("a remote's files too", async () => {
    const res = await get('/remotes/booking/remoteEntry.1a2b3c4d.js', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(BUNDLE);
  });

  test('gzip when brotli is not accepted (or refused); unhashed files keep no-cache', async () => {
    for (const acceptEncoding of ['gzip', 'br;q=0, gzip', '*']) {
      const res = await get('/styles.css', { 'accept-encoding': acceptEncoding });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['content-type']).toMatch(/^text\/css/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(Number(res.headers['content-length'])).toBe(sizeOf('host/dist/styles.css.gz'));
      expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(STYLES);
    }
  });

  test('gzip when the file has no brotli copy, even for a browser that prefers br', async () => {
    const res = await get('/i18n-host-it.0a1b2c3d.json', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(TEXTS);
  });

  test('the file as it is without accept-encoding, or when br and gzip are refused', async () => {
    for (const headers of [{}, { 'accept-encoding': 'br;q=0, gzip;q=0, identity' }, { 'accept-encoding': 'deflate' }] as Record<string, string>[]) {
      const res = await get('/main.3f9a1c2b.js', headers);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(Number(res.headers['content-length'])).toBe(BUNDLE.length);
      expect(res.body).toBe(BUNDLE);
    }
  });

  test('a file the build left without a copy (small, an image) goes as it is', async () => {
    const tiny = await get('/tiny.4d5e6f7a.js', { 'accept-encoding': 'br, gzip' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('var tiny;');
    const png = await get('/photo.5e6f7a8b.png', { 'accept-encoding': 'br, gzip' });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.rawPayload.length).toBe(4000);
  });

  test('HEAD and 304s follow the copy', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/main.3f9a1c2b.js', headers: { 'accept-encoding': 'br' } });
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(sizeOf('host/dist/main.3f9a1c2b.js.br'));
    expect(head.rawPayload.length).toBe(0);
    const full = await get('/main.3f9a1c2b.js', { 'accept-encoding': 'br' });
    const again = await get('/main.3f9a1c2b.js', { 'accept-encoding': 'br', 'if-none-match': String(full.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  test('a range of the file, as a browser asks for media (identity only)', async () => {
    const range = await get('/main.3f9a1c2b.js', { 'accept-encoding': 'identity;q=1, *;q=0', range: 'bytes=0-9' });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.body).toBe(BUNDLE.slice(0, 10));
  });

  test('a copy is not served by its own name', async () => {
    for (const url of ['/main.3f9a1c2b.js.br', '/styles.css.gz', '/index.html.br', '/remotes/booking/remoteEntry.1a2b3c4d.js.gz']) {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-encoding']).toBeUndefined();
    }
  });

  test('the API is not touched by the static files', async () => {
    const res = await get('/healthz', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  test('pickEncoding (server-rendered pages) prefers br, then gzip (or *), honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('*')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});

describe('BENCH_STATIC_DIR (bench/lighthouse.mjs)', () => {
  const COPY = '<!doctype html><html><body><h1>static copy</h1></body></html>';

  test('off by default: /__bench/ is not served', async () => {
    expect(benchStaticDir({})).toBeUndefined();
    expect(benchStaticDir({ BENCH_STATIC_DIR: '  ' })).toBeUndefined();
    const app = await appWith({ webRoot });
    const res = await app.inject({ method: 'GET', url: '/__bench/welcome.html' });
    expect(res.statusCode).toBe(404);
  });

  test('when set, its files are served under /__bench/ (no-cache; compressed when a copy is beside)', async () => {
    const dir = tempDir('venue-bench-');
    write(dir, 'welcome.html', COPY);
    writeWithCopies(dir, 'big.html', `<!doctype html><p>${'static '.repeat(500)}</p>`);
    const app = await appWith({ webRoot }, dir);
    const res = await app.inject({ method: 'GET', url: '/__bench/welcome.html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(COPY);
    const big = await app.inject({ method: 'GET', url: '/__bench/big.html', headers: { 'accept-encoding': 'br' } });
    expect(big.headers['content-encoding']).toBe('br');
    // A file written after start is served too (the bench writes while the server runs).
    write(dir, 'later.html', COPY);
    expect((await app.inject({ method: 'GET', url: '/__bench/later.html' })).body).toBe(COPY);
  });

  test('a folder that does not exist yet is created; dotfiles and paths outside stay private', async () => {
    const dir = path.join(tempDir('venue-bench-'), 'not-yet');
    const app = await appWith({ webRoot }, dir);
    expect(fs.statSync(dir).isDirectory()).toBe(true);
    write(dir, '.secret', 'no');
    expect((await app.inject({ method: 'GET', url: '/__bench/.secret' })).statusCode).toBeGreaterThanOrEqual(403);
    const outside = await app.inject({ method: 'GET', url: '/__bench/../../../../etc/passwd' });
    expect(outside.body).not.toMatch(/root:/);
  });
});
