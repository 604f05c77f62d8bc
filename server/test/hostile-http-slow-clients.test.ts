/**
 * Slow clients (slowloris): a connection that never finishes its headers, or trickles its body,
 * is cut off by the server (HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS) instead of holding a socket
 * for ever. A real listening server; the client keeps sending a byte now and then, so an idle
 * timeout alone would never fire.
 */
import net from 'node:net';
import { type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ config: { headersTimeoutMs: 400, requestTimeoutMs: 800 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

/** Opens a connection, sends `start`, then `drip` every 100 ms; resolves when the server ends it. */
function trickle(start: string, drip: string, giveUpMs = 5000): Promise<{ cutAfterMs: number | null; answer: string }> {
  return new Promise((resolve) => {
    const began = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    const timer = setInterval(() => socket.write(drip), 100);
    const done = (cutAfterMs: number | null) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ cutAfterMs, answer });
    };
    const giveUp = setTimeout(() => done(null), giveUpMs);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => done(Date.now() - began));
    socket.on('error', () => undefined);
    socket.write(start);
  });
}

test('a client that never finishes its headers is cut off', async () => {
  const { cutAfterMs, answer } = await trickle('GET /healthz HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: 1\r\n');
  expect(cutAfterMs).not.toBeNull();
  expect(cutAfterMs!).toBeLessThan(3000);
  expect(answer).not.toMatch(/^HTTP\/1\.1 200/);
});

test('a client that trickles its body is cut off too', async () => {
  const head =
    'POST /backend/api/frontpage/location/getlocation HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100000\r\n\r\n';
  const { cutAfterMs, answer } = await trickle(head, 'a');
  expect(cutAfterMs).not.toBeNull();
  expect(cutAfterMs!).toBeLessThan(4000);
  expect(answer).not.toMatch(/^HTTP\/1\.1 200/);
});

test('an ordinary request still gets its answer', async () => {
  const res = await fetch(`http://127.0.0.1:${port}/healthz`);
  expect(res.status).toBe(200);
});
