/**
 * An instance warms up before it takes guests (modules/warm-up): it calls itself on its own port,
 * the health check saying "warming" meanwhile. Its calls reach the booking's code and are refused
 * there, writing nothing; they count against no rate limit and leave no log line. Its pass makes
 * a guest's call none of that: a call with a wrong pass, or with the right one after the warm-up,
 * is limited and logged as any other.
 */
import type { AddressInfo } from 'node:net';
import { WARM_UP_HEADER } from '../src/modules/warm-up/warm-up-pass';
import { warmUpInstance } from '../src/modules/warm-up/warm-up';
import { rowCounts } from './support/row-counts';
import { type TestApp, callApi, createTestApp } from './support/test-app';

const RATE_LIMIT = 5;
let t: TestApp;
let base: string;
let logged: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ config: { rateLimitMax: RATE_LIMIT, logLevel: 'info' }, logStream: { write: (line) => void logged.push(line) } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());
afterEach(() => t.app.warmUp.end());

const requestLines = (path: string) => logged.filter((line) => line.includes('"incoming request"') && line.includes(path));
const health = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/healthz' });
  return { code: res.statusCode, status: res.json<{ status: string }>().status };
};

it('says "warming" to the health check until the warm-up ends', async () => {
  expect(await health()).toEqual({ code: 200, status: 'ok' });
  t.app.warmUp.begin();
  expect(await health()).toEqual({ code: 503, status: 'warming' });
  t.app.warmUp.end();
  expect(await health()).toEqual({ code: 200, status: 'ok' });
});

it("answers its submits in the booking's code, refused before anything is written, with no rate limit and no log line", async () => {
  const before = await rowCounts(t.db);
  logged = [];
  const pass = t.app.warmUp.begin();
  const report = await warmUpInstance(t.app, { base, pass, calls: 48, concurrency: 4 });
  t.app.warmUp.end();

  // Six reads of the day and 42 submits: every submit refused by the booking (sold out, or the
  // bot check), none by the rate limit (5 a minute), the payload or the token.
  expect(report).not.toBeNull();
  const { 200: reads, 409: soldOut, 403: botCheck, ...others } = report!.answers;
  expect(others).toEqual({});
  expect(reads).toBe(6);
  expect(soldOut).toBeGreaterThan(0);
  expect(botCheck).toBeGreaterThan(0);
  expect(soldOut! + botCheck!).toBe(42);
  expect(await rowCounts(t.db)).toEqual(before);
  expect(t.mailer.sent).toHaveLength(0);
  expect(requestLines('/reservation/submit')).toEqual([]);
});

it('limits and logs a call with a wrong pass, and with the right one once the warm-up is over', async () => {
  const submit = (pass: string) => callApi(t.app, '/reservation/submit', { headers: { [WARM_UP_HEADER]: pass }, remoteAddress: '198.51.100.7' });
  const pass = t.app.warmUp.begin();
  const wrong = Buffer.from(pass, 'base64url').map((byte) => byte ^ 1);
  const codes = [];
  for (let i = 0; i <= RATE_LIMIT; i++) codes.push((await submit(Buffer.from(wrong).toString('base64url'))).statusCode);
  expect(codes.at(-1)).toBe(429);

  t.app.warmUp.end();
  logged = [];
  const after = [];
  for (let i = 0; i <= RATE_LIMIT; i++)
    after.push((await callApi(t.app, '/reservation/submit', { headers: { [WARM_UP_HEADER]: pass }, remoteAddress: '198.51.100.8' })).statusCode);
  expect(after.at(-1)).toBe(429);
  expect(requestLines('/reservation/submit')).toHaveLength(RATE_LIMIT + 1);
});

it('starts with no venue to call', async () => {
  const empty = await createTestApp({ seed: false });
  try {
    expect(await warmUpInstance(empty.app, { base, pass: 'none', calls: 10 })).toBeNull();
  } finally {
    await empty.close();
  }
});
