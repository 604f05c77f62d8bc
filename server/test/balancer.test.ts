/**
 * The balancer of `npm run cluster` (scripts/haproxy-config.mjs), really run in front of a Node
 * HTTP server (what Fastify listens with) kept idle as long as an instance keeps it. What the
 * configuration promises: guests' calls, each on a connection of its own, share the balancer's
 * connections to the instance instead of opening one each; and the balancer closes the ones left
 * idle itself, before the instance's keep-alive runs out, so the instance never closes one that a
 * call is being sent on. The second test waits for that (about 35 s).
 * Needs haproxy (`.ci/run` installs it).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './support/faults-server';

const ROOT = path.resolve(__dirname, '../..');
const haproxy = spawnSync('haproxy', ['-v']).status === 0;
/** Fastify's keep-alive timeout, which the instances keep. */
const INSTANCE_KEEP_ALIVE_MS = 72_000;
const GUESTS = 16;

/** The cluster's configuration for these ports (the script is an ES module: read through node). */
function clusterConfig(options: object): string {
  const script = `import(${JSON.stringify(path.join(ROOT, 'scripts/haproxy-config.mjs'))}).then((m) => process.stdout.write(m.haproxyConfig(${JSON.stringify(options)})))`;
  const out = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  if (out.status !== 0) throw new Error(out.stderr);
  return out.stdout;
}

/** A guest's POST on a connection of its own, as a phone sends it: the status, or the socket's error. */
const guestCall = (port: number) =>
  new Promise<number | string>((resolve) => {
    const req = http.request({ host: '127.0.0.1', port, path: '/backend/api/frontpage/reservation/submit', method: 'POST', agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
    req.end('pax=2');
  });

const burst = (port: number) => Promise.all(Array.from({ length: GUESTS }, () => guestCall(port)));

(haproxy ? describe : describe.skip)('the balancer of npm run cluster and its connections to an instance', () => {
  let instance: http.Server;
  let balancer: ChildProcess;
  let port: number;
  /** The guests' calls' connections from the balancer to the instance (health checks left out). */
  const connections = new Set<net.Socket>();
  let opened = 0;

  beforeAll(async () => {
    instance = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        if (req.url !== '/healthz' && !connections.has(req.socket)) {
          connections.add(req.socket);
          opened++;
          req.socket.once('close', () => connections.delete(req.socket));
        }
        res.end('{"status":true}');
      });
    });
    instance.keepAliveTimeout = INSTANCE_KEEP_ALIVE_MS;
    await new Promise<void>((resolve) => instance.listen(0, '127.0.0.1', resolve));
    const instancePort = (instance.address() as AddressInfo).port;
    port = await freePort();
    const staffPort = await freePort();
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'venue-balancer-test-')), 'haproxy.cfg');
    writeFileSync(file, clusterConfig({ host: '127.0.0.1', port, staffPort, instances: [{ name: 'api1', port: instancePort, staffPort: instancePort }] }));
    balancer = spawn('haproxy', ['-db', '-f', file], { stdio: 'ignore' });
    for (let i = 0; i < 100 && (await guestCall(port)) !== 200; i++) await new Promise((r) => setTimeout(r, 100));
  }, 30_000);

  afterAll(async () => {
    balancer?.kill('SIGTERM');
    instance?.closeAllConnections();
    await new Promise((resolve) => instance?.close(resolve));
  });

  test("guests' calls, each on a new connection, reuse the balancer's idle connections to the instance", async () => {
    expect(await burst(port)).toEqual(Array(GUESTS).fill(200));
    const first = opened;
    expect(await burst(port)).toEqual(Array(GUESTS).fill(200));
    // The second burst found the first one's connections idle, and used them.
    expect(opened - first).toBeLessThan(GUESTS / 2);
  });

  test('the balancer closes the connections left idle itself, before the instance would', async () => {
    expect(await burst(port)).toEqual(Array(GUESTS).fill(200));
    const idleSince = Date.now();
    const deadline = INSTANCE_KEEP_ALIVE_MS - 7_000;
    while (connections.size > 0 && Date.now() - idleSince < deadline) await new Promise((r) => setTimeout(r, 250));
    // All closed, and by the balancer: the instance would have waited INSTANCE_KEEP_ALIVE_MS.
    expect(connections.size).toBe(0);
  }, 90_000);
});
