/**
 * An idle keep-alive connection is kept KEEP_ALIVE_TIMEOUT_MS, on the site's listener and on the
 * staff one: `npm run cluster` sets it far above what its balancer keeps one, so that the balancer
 * closes its connections to an instance itself (scripts/haproxy-config.mjs), never the instance as
 * a call is sent on one. A raw client sends one keep-alive call and then stays silent.
 */
import net from 'node:net';
import { listenForStaff } from '../src/web/staff-listener';
import { type TestApp, createTestApp } from './support/test-app';

const KEEP_ALIVE_MS = 1500;
let t: TestApp;
let sitePort: number;
let staffPort: number;

beforeAll(async () => {
  t = await createTestApp({ config: { keepAliveTimeoutMs: KEEP_ALIVE_MS } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  sitePort = (t.app.server.address() as net.AddressInfo).port;
  staffPort = ((await listenForStaff(t.app, 0, '127.0.0.1')).address() as net.AddressInfo).port;
});
afterAll(() => t.close());

/** One call on a kept-alive connection; resolves with how long the connection then stayed open. */
function idleAfterOneCall(port: number): Promise<{ answered: boolean; closedAfterMs: number }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answered = false;
    let since = 0;
    socket.on('data', (chunk) => {
      if (!answered && chunk.toString().startsWith('HTTP/1.1 200')) {
        answered = true;
        since = Date.now();
      }
    });
    socket.on('close', () => resolve({ answered, closedAfterMs: Date.now() - since }));
    socket.on('error', () => undefined);
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
  });
}

test.each([
  ['site', () => sitePort],
  ['staff', () => staffPort],
])('the %s listener keeps an idle connection KEEP_ALIVE_TIMEOUT_MS, then closes it', async (_name, port) => {
  const { answered, closedAfterMs } = await idleAfterOneCall(port());
  expect(answered).toBe(true);
  expect(closedAfterMs).toBeGreaterThanOrEqual(KEEP_ALIVE_MS - 100);
  // Node adds a second of its own to the timeout it announces.
  expect(closedAfterMs).toBeLessThan(KEEP_ALIVE_MS + 3000);
});
