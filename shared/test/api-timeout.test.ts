/** @jest-environment node */
// The DEFAULT timeout of docs/api.md#the-front-pages-calls (30 000 ms), with fake timers: a call whose answer never
// comes fails with TIMEOUT at 30 s, not a moment before, and the visitor's text is translated.
// (test/api.test.ts covers the mechanism against a real server with a 150 ms timeout.)
import { API_PATHS, ApiError, REQUEST_TIMEOUT_MS, apiErrorMessage, apiPost, configureRuntime } from '../src';
import { testConfig } from './helpers/test-server';

/** A fetch that never answers; it rejects only when its signal aborts, like the real one. */
function hangingFetch(): jest.Mock {
  return jest.fn(
    (_url: string, init: { signal: AbortSignal }) =>
      new Promise((_resolve, reject) => {
        init.signal.addEventListener('abort', () => reject(new DOMException('This operation was aborted', 'AbortError')), { once: true });
      }),
  );
}

const realFetch = globalThis.fetch;

beforeAll(() => configureRuntime(testConfig('http://api.test')));
beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('the default timeout is 30 000 ms (docs/api.md#the-front-pages-calls)', () => {
  expect(REQUEST_TIMEOUT_MS).toBe(30000);
});

test('a call that hangs fails with TIMEOUT after exactly the default 30 s, and logs "Request timed out"', async () => {
  const fetchMock = hangingFetch();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  let settled: unknown = 'pending';
  const call = apiPost(API_PATHS.location).then(
    (v) => (settled = v),
    (e: unknown) => (settled = e),
  );
  expect(fetchMock).toHaveBeenCalledTimes(1);

  await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
  expect(settled).toBe('pending');
  expect(console.error).not.toHaveBeenCalled();

  await jest.advanceTimersByTimeAsync(1);
  await call;
  expect(settled).toBeInstanceOf(ApiError);
  expect(settled).toMatchObject({ code: 'TIMEOUT', message: 'Request timed out' });
  expect(console.error).toHaveBeenCalledWith('Request timed out');
});

test('no timer is left behind once the call timed out (a retry starts from zero)', async () => {
  globalThis.fetch = hangingFetch() as unknown as typeof fetch;
  const first = apiPost(API_PATHS.services).catch((e: unknown) => e);
  await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
  expect(await first).toMatchObject({ code: 'TIMEOUT' });
  expect(jest.getTimerCount()).toBe(0);

  // The retry gets a full 30 s of its own.
  let settled = false;
  const retry = apiPost(API_PATHS.services).catch((e: unknown) => {
    settled = true;
    return e;
  });
  await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
  expect(settled).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  expect(await retry).toMatchObject({ code: 'TIMEOUT' });
});

test('an answer that arrives before 30 s wins: no timeout', async () => {
  globalThis.fetch = jest.fn(
    () =>
      new Promise((resolve) => {
        setTimeout(() => resolve(new Response(JSON.stringify({ status: true, data: { ok: 1 } }), { status: 200 })), REQUEST_TIMEOUT_MS - 10);
      }),
  ) as unknown as typeof fetch;
  const call = apiPost<{ ok: number }>(API_PATHS.location);
  await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 10);
  await expect(call).resolves.toEqual({ status: true, data: { ok: 1 } });
  await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
  expect(console.error).not.toHaveBeenCalled();
});

test('the visitor reads the timeout in their language, not a code', async () => {
  const err = new ApiError('TIMEOUT', 'Request timed out');
  const { i18n } = await import('../src/i18n/i18n');
  for (const [lng, text] of [
    ['it', 'Il server non ha risposto in tempo. Riprova.'],
    ['en', 'The server took too long to respond. Please try again.'],
    ['de', 'Der Server hat nicht rechtzeitig geantwortet. Bitte versuchen Sie es erneut.'],
  ] as const) {
    const t = i18n.getFixedT(lng) as unknown as Parameters<typeof apiErrorMessage>[0];
    expect(apiErrorMessage(t, err)).toBe(text);
  }
});
