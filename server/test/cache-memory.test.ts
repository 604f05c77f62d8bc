/**
 * What the in-memory caches hold on a small server: the page micro-cache (src/web/page-cache.ts)
 * holds only pages still within their second, the read cache (modules/read-cache) drops answers
 * of an older generation and answers nobody asked for lately, and a kept compressed answer holds
 * its own bytes, not the 64 KB block zlib wrote it into.
 */
import { gunzipSync } from 'node:zlib';
import { PageCache } from '../src/web/page-cache';
import { IDLE_MS, ReadCache } from '../src/modules/read-cache/read-cache';

const clock = () => {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
};

test('pages of a venue before its change, or past their second, are not held once newer pages come', async () => {
  const time = clock();
  const cache = new PageCache(time.now);
  const page = (html: string) => async () => ({ status: 200, html, placeholder: 'NONCE' });
  for (let generation = 0; generation < 20; generation++) await cache.get(`/welcome|${generation}`, page(`<main>${generation}</main>`));
  expect(cache.size).toBe(20); // all within the second: each could still be answered
  time.advance(1000);
  await cache.get('/reserve|20', page('<main>reserve</main>'));
  expect(cache.size).toBe(1);
  // The one kept still answers without a render.
  const render = jest.fn(page('again'));
  expect((await cache.get('/reserve|20', render))?.html).toBe('<main>reserve</main>');
  expect(render).not.toHaveBeenCalled();
});

describe('the read cache', () => {
  const venue = { id: 1 };
  const other = { id: 2 };
  const answer = (text: string) => async () => ({ status: true, data: { text } });

  const listeningCache = (time: ReturnType<typeof clock>) => {
    const cache = new ReadCache(undefined, undefined, time.now);
    cache.setListening(true);
    // As the token directory marks the rows it read (venue-directory.ts): answers of a current row are kept.
    cache.stampRows([venue, other], cache.venuesGeneration);
    return cache;
  };

  test("a venue's answers of before its change go as new answers come; another venue's stay", async () => {
    const time = clock();
    const cache = listeningCache(time);
    await cache.read(venue, 'location', answer('a'));
    await cache.read(venue, 'services', answer('b'));
    await cache.read(other, 'location', answer('c'));
    cache.invalidate(venue.id); // a committed change of venue 1
    await cache.read(other, 'services', answer('d'));
    expect(cache.size).toBe(2); // venue 2's two answers
    const compute = jest.fn(answer('e'));
    await cache.read(other, 'location', compute);
    expect(compute).not.toHaveBeenCalled();
  });

  test('an answer nobody asked for in the last half minute goes; one asked for meanwhile stays', async () => {
    const time = clock();
    const cache = listeningCache(time);
    await cache.read(venue, 'day@1', answer('past bucket'));
    await cache.read(venue, 'location', answer('asked often'));
    time.advance(IDLE_MS - 1000);
    await cache.read(venue, 'location', answer('not computed again'));
    time.advance(2000);
    await cache.read(venue, 'day@2', answer('this bucket'));
    expect(cache.size).toBe(2);
    const compute = jest.fn(answer('x'));
    expect((await cache.read(venue, 'location', compute)).value).toEqual({ status: true, data: { text: 'asked often' } });
    expect(compute).not.toHaveBeenCalled();
  });

  test('a kept compressed answer holds its own bytes, and they are the answer', async () => {
    const cache = listeningCache(clock());
    const kept = await cache.read(venue, 'list', answer('x'.repeat(5000)));
    const { encoding, payload } = kept.encoded('gzip');
    expect(encoding).toBe('gzip');
    const bytes = payload as Buffer;
    expect(bytes.buffer.byteLength).toBe(bytes.length);
    expect(JSON.parse(gunzipSync(bytes).toString())).toEqual({ status: true, data: { text: 'x'.repeat(5000) } });
  });
});
