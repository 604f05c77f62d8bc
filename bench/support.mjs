// What the bench scripts share: free ports, admin queries on BENCH_DATABASE_URL's server, and
// front-page API calls as the browser makes them (bot check solved with altcha-lib).
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import net from 'node:net';

const serverRequire = createRequire(new URL('../server/package.json', import.meta.url));
const { Client } = serverRequire('pg');

export const DEMO_TOKEN = 'fp_demo_cantina_aurora';

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** A base port with the next `count - 1` free too (a balancer and its instances). */
export async function freePorts(count) {
  const isFree = (port) =>
    new Promise((resolve) => {
      const srv = net.createServer();
      srv.once('error', () => resolve(false));
      srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
    });
  for (;;) {
    const base = 20_000 + Math.floor(Math.random() * 20_000);
    if ((await Promise.all(Array.from({ length: count }, (_, i) => isFree(base + i)))).every(Boolean)) return base;
  }
}

/** One statement on the PostgreSQL server of `url` (create or drop a bench database). */
export async function adminQuery(url, sql) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * The database a bench's server runs on: a fresh one on the PostgreSQL server of
 * BENCH_DATABASE_URL (dropped by `drop`), else '' (the server's embedded PGlite).
 */
export async function benchDatabase(prefix) {
  const admin = process.env.BENCH_DATABASE_URL;
  if (!admin) return { databaseUrl: '', label: 'PGlite', drop: async () => undefined };
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await adminQuery(admin, `create database ${name}`);
  const u = new URL(admin);
  u.pathname = `/${name}`;
  return { databaseUrl: u.toString(), label: 'PostgreSQL', drop: () => adminQuery(admin, `drop database if exists ${name} with (force)`) };
}

/** A front-page API call; resolves with `data`, throws on an error answer. */
export async function frontpageCall(base, call, fields = {}, token = DEMO_TOKEN) {
  const res = await fetch(`${base}/backend/api/frontpage/${call}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`${call}: ${res.status} ${JSON.stringify(body)}`);
  return body.data;
}

/** A solved bot check, as the browser widget sends it. */
export async function solvedAltcha(base, token = DEMO_TOKEN) {
  const { solveChallenge } = serverRequire('altcha-lib');
  const { deriveKey } = serverRequire('altcha-lib/algorithms/sha');
  const challenge = await frontpageCall(base, 'botcheck/challenge', {}, token);
  return Buffer.from(JSON.stringify({ challenge, solution: await solveChallenge({ challenge, deriveKey }) })).toString('base64');
}

/** The guest the benches book and claim as (a phone too: some venues' promotions ask for one). */
export const BENCH_GUEST = { firstName: 'Bench', lastName: 'Guest', phonePrefix: '+39', phone: '3471234567', privacy: 1, language: 'it' };

/** Claims a promotion once (the demo venue's by default): the id of its code page. */
export async function claimPromotion(base, email, { urlName = 'calice-di-benvenuto', token = DEMO_TOKEN } = {}) {
  const altcha = await solvedAltcha(base, token);
  const claimed = await frontpageCall(base, 'promo/claim', { ...BENCH_GUEST, urlName, email, altcha }, token);
  return claimed.id;
}
