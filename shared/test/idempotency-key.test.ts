/** @jest-environment node */
// One Idempotency-Key per visitor action: a retry after a timeout (or BUSY) sends the same key,
// a definite answer ends the action, another form is another action.
import { ApiError, apiPost, configureRuntime } from '../src';
import { testConfig } from './helpers/test-server';

const realFetch = globalThis.fetch;
const sentKeys: Array<string | undefined> = [];
let answers: Array<() => Promise<Response>> = [];

beforeAll(() => configureRuntime(testConfig('http://api.test')));
beforeEach(() => {
  sentKeys.length = 0;
  globalThis.fetch = (async (_url: string, init: { headers: Record<string, string> }) => {
    sentKeys.push(init.headers['Idempotency-Key']);
    return answers.shift()!();
  }) as unknown as typeof fetch;
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

const ok = () => Promise.resolve(new Response(JSON.stringify({ status: true, data: {} }), { status: 200 }));
const busy = () => Promise.resolve(new Response(JSON.stringify({ status: false, error: { code: 'BUSY', details: { retryAfter: 2 } } }), { status: 429 }));
const soldOut = () => Promise.resolve(new Response(JSON.stringify({ status: false, error: { code: 'SOLD_OUT' } }), { status: 409 }));
const network = () => Promise.reject(new TypeError('fetch failed'));

const PATH = '/backend/api/frontpage/reservation/submit';

test('a retry after a network failure or BUSY reuses the key; after the answer the next action gets a new one', async () => {
  answers = [network, busy, ok, ok];
  const form = { date: '2026-12-31', pax: 2, altcha: 'first' };
  await expect(apiPost(PATH, form, { idempotent: true })).rejects.toBeInstanceOf(ApiError);
  await expect(apiPost(PATH, { ...form, altcha: 'second' }, { idempotent: true })).rejects.toMatchObject({ code: 'BUSY' });
  await apiPost(PATH, { ...form, altcha: 'third' }, { idempotent: true });
  await apiPost(PATH, form, { idempotent: true });
  expect(sentKeys[0]).toMatch(/.{8,}/);
  expect(sentKeys[1]).toBe(sentKeys[0]);
  expect(sentKeys[2]).toBe(sentKeys[0]);
  expect(sentKeys[3]).not.toBe(sentKeys[0]);
});

test('a definite refusal ends the action; another form is another action; plain calls send no key', async () => {
  answers = [soldOut, ok, ok, ok];
  await expect(apiPost(PATH, { pax: 2 }, { idempotent: true })).rejects.toMatchObject({ code: 'SOLD_OUT' });
  await apiPost(PATH, { pax: 2 }, { idempotent: true });
  await apiPost(PATH, { pax: 3 }, { idempotent: true });
  await apiPost('/backend/api/frontpage/venue/getlocation', {});
  expect(sentKeys[1]).not.toBe(sentKeys[0]);
  expect(sentKeys[2]).not.toBe(sentKeys[1]);
  expect(sentKeys[3]).toBeUndefined();
});
