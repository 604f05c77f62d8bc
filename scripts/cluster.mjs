#!/usr/bin/env node
// `npm run cluster`: N instances of the server on one PostgreSQL, behind HAProxy, as a venue
// that outgrew one server runs them. The site answers on PORT (default 8080) through the
// balancer; the instances listen on 127.0.0.1, on the next N ports. The staff origin (the door
// page, the staff and operator APIs) answers on STAFF_PORT (default PORT+50) through the
// balancer, the instances' staff listeners on the N ports after it.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/venue npm run cluster -- --instances=3
//
// Options: --instances=2, --port=$PORT|8080, --source (run the TypeScript sources with tsx, no
// build: what the server tests use). Every other variable of the README's configuration table is passed to
// each instance. Needs `haproxy` (Debian: apt-get install haproxy).
//
// The first instance starts alone (it runs the migrations and seeds the demo data), then the
// others. HAProxy balances round robin, checks GET /healthz every second (an instance that dies
// is out within 2 s; a call refused by a dead instance is sent to another), adds the client's
// address to X-Forwarded-For (the instances trust 127.0.0.1 for it) and names the instance that
// answered in X-Served-By; its configuration, and how it shares its connections to the
// instances, is scripts/haproxy-config.mjs. Ctrl-C stops everything. Prints "cluster ready" once
// it serves.
import './on-supported-node.mjs';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt } from './ensure-built.mjs';
import { INSTANCE_KEEP_ALIVE_MS, haproxyConfig } from './haproxy-config.mjs';
import { root } from './workspace.mjs';

const option = (name) =>
  process.argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`))?.split('=')[1] ?? (process.argv.includes(`--${name}`) ? '' : undefined);
const INSTANCES = Number(option('instances') ?? 2);
const PORT = Number(option('port') ?? process.env.PORT ?? 8080);
const FROM_SOURCE = option('source') !== undefined;
// Not PORT+1 as for one server: that is the first instance's port here.
const STAFF_PORT = Number(process.env.STAFF_PORT ?? PORT + 50);

function fail(message) {
  console.error(message);
  process.exit(1);
}

if (!process.env.DATABASE_URL) fail('npm run cluster: the instances share one PostgreSQL; set DATABASE_URL (PGlite is one process only).');
if (!Number.isInteger(INSTANCES) || INSTANCES < 1 || INSTANCES > 16) fail('--instances: a whole number from 1 to 16');
if (spawnSync('haproxy', ['-v']).status !== 0) fail('npm run cluster needs HAProxy: apt-get install haproxy');
if (!FROM_SOURCE) ensureBuilt();

const children = new Set();
let stopping = false;

function instanceCommand() {
  if (!FROM_SOURCE) return { args: [path.join(root, 'server/dist/main.js')], cwd: root, env: {} };
  // `node --import tsx`, not the tsx CLI: a signal then reaches the server itself.
  return { args: ['--import', 'tsx', 'src/main.ts'], cwd: path.join(root, 'server'), env: { TSX_TSCONFIG_PATH: path.join(root, 'server/tsconfig.dev.json') } };
}

function startInstance(index) {
  const port = PORT + 1 + index;
  const staffPort = STAFF_PORT + 1 + index;
  const { args, cwd, env } = instanceCommand();
  const child = spawn(process.execPath, args, {
    cwd,
    env: {
      LOG_LEVEL: 'warn',
      // HAProxy, not the instance, closes the connections between them (haproxy-config.mjs).
      KEEP_ALIVE_TIMEOUT_MS: String(INSTANCE_KEEP_ALIVE_MS),
      PUBLIC_URL: `http://localhost:${PORT}`,
      STAFF_URL: `http://localhost:${STAFF_PORT}`,
      ...process.env,
      ...env,
      PORT: String(port),
      STAFF_PORT: String(staffPort),
      HOST: '127.0.0.1',
      // The balancer on this machine is the only proxy whose X-Forwarded-For is believed.
      TRUST_PROXY: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const name = `api${index + 1}`;
  child.stdout.on('data', (chunk) => {
    // The first instance's banner lists the venues and tokens: show it with the balancer's address.
    if (index === 0) process.stdout.write(chunk.toString().replaceAll(`http://localhost:${port}`, `http://localhost:${PORT}`));
  });
  children.add(child);
  child.once('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) console.error(`${name} (pid ${child.pid}) exited (${signal ?? code}); HAProxy sends its calls to the others.`);
  });
  console.log(`${name} pid ${child.pid} on 127.0.0.1:${port}`);
  return { name, port, staffPort, child };
}

async function waitHealthy(instance, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null) fail(`${instance.name} exited before it was ready.`);
    try {
      if ((await fetch(`http://127.0.0.1:${instance.port}/healthz`, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  fail(`${instance.name} was not ready after ${timeoutMs / 1000} s.`);
}

function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
  }, 10_000);
  force.unref();
  const check = setInterval(() => {
    if (children.size === 0) {
      clearInterval(check);
      process.exit(code);
    }
  }, 100);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

const first = startInstance(0);
await waitHealthy(first);
const others = Array.from({ length: INSTANCES - 1 }, (_, i) => startInstance(i + 1));
await Promise.all(others.map((i) => waitHealthy(i)));
const instances = [first, ...others];

const configDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-cluster-'));
const configFile = path.join(configDir, 'haproxy.cfg');
fs.writeFileSync(configFile, haproxyConfig({ host: process.env.HOST ?? '0.0.0.0', port: PORT, staffPort: STAFF_PORT, instances }));
// -db: stay in the foreground, logs to stderr.
const balancer = spawn('haproxy', ['-db', '-f', configFile], { stdio: ['ignore', 'inherit', 'inherit'] });
children.add(balancer);
balancer.once('exit', (code) => {
  children.delete(balancer);
  if (!stopping) {
    console.error(`HAProxy exited (${code}).`);
    stopAll(1);
  }
});

// Ready when the balancer answers through to an instance.
async function balancerAnswers() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/healthz`, { signal: AbortSignal.timeout(2000) })).ok) return true;
    } catch {
      // HAProxy not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}
if (await balancerAnswers()) {
  console.log(`cluster ready: http://localhost:${PORT} → HAProxy → ${instances.length} instances (${instances.map((i) => i.port).join(', ')}), config ${configFile}`);
} else {
  console.error('HAProxy did not answer.');
  stopAll(1);
}
