/**
 * The real server as a child process, for the fault tests: started from the TypeScript sources
 * with tsx (the Jest step of `npm test` runs before the build, so server/dist may be missing or
 * stale in CI; `npm run dev` starts the same way), talked to over HTTP like a browser.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

const SERVER_DIR = path.resolve(__dirname, '../..');
/** The server's tsconfig without its altcha-lib "paths" (type-checking only; see the file). */
const TSX_TSCONFIG = path.join(__dirname, 'faults-tsx.tsconfig.json');

export const AURORA = 'fp_demo_cantina_aurora';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed (for failure messages). */
  output(): string;
  alive(): boolean;
  /** SIGKILL: no shutdown hook, no flush. */
  kill(): Promise<void>;
  /** SIGTERM and wait (the server's own clean shutdown). */
  stop(): Promise<void>;
}

export async function startServer(env: Record<string, string>, options: { readyTimeoutMs?: number } = {}): Promise<ServerProcess> {
  const port = await freePort();
  // `node --import tsx`, not the tsx CLI: the CLI runs the server in a child process of its own,
  // which a SIGKILL of the CLI would leave running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      CLAIM_RATE_LIMIT_MAX: '100000',
      ...env,
      TSX_TSCONFIG_PATH: TSX_TSCONFIG,
      PORT: String(port),
      // Any free port: the one after PORT may be another test's.
      STAFF_PORT: env.STAFF_PORT ?? '0',
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    child,
    output: () => out,
    alive: () => child.exitCode === null && child.signalCode === null,
    kill: async () => {
      if (server.alive()) child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (server.alive()) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
  const deadline = Date.now() + (options.readyTimeoutMs ?? 120_000);
  for (;;) {
    if (!server.alive()) throw new Error(`the server exited before it was ready:\n${out}`);
    if (Date.now() > deadline) {
      await server.kill();
      throw new Error(`the server was not ready in time:\n${out}`);
    }
    try {
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(3000) });
      if (res.status === 200) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any endpoint's answer: each test reads the fields of the call it made
  body: { status: boolean; data?: any; error?: { code: string } } & Record<string, any>;
  ms: number;
  /** The answer stored for its Idempotency-Key, sent again (header Idempotent-Replayed). */
  replayed?: boolean;
}

/** A front-page call as the browser makes it; `status: 0` when the connection failed. */
export async function api(
  url: string,
  call: string,
  form: Record<string, string | number | undefined> = {},
  options: { token?: string; timeoutMs?: number; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const started = Date.now();
  const body = new URLSearchParams(
    Object.entries(form)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  try {
    const res = await fetch(`${url}/backend/api/frontpage/${call}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${options.token ?? AURORA}`, ...options.headers },
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
    });
    const text = await res.text();
    let json: Answer['body'];
    try {
      json = JSON.parse(text);
    } catch {
      json = { status: false, raw: text };
    }
    return { status: res.status, body: json, ms: Date.now() - started, replayed: res.headers.get('idempotent-replayed') === 'true' };
  } catch (err) {
    return { status: 0, body: { status: false, error: { code: `FETCH_FAILED: ${(err as Error).name}` } }, ms: Date.now() - started };
  }
}

/** Solves the bot check like the browser widget (the cost is 1 with NODE_ENV=test). */
export async function solveBotCheck(url: string, token = AURORA, headers: Record<string, string> = {}): Promise<string> {
  const res = await api(url, 'botcheck/challenge', {}, { token, headers });
  if (res.status !== 200) throw new Error(`challenge: ${res.status} ${JSON.stringify(res.body)}`);
  const challenge = res.body.data as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no solution');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export const GUEST = {
  firstName: 'Mario',
  lastName: 'Rossi',
  phonePrefix: '+39',
  phone: '347 123 4567',
  privacy: '1',
  language: 'it',
};

/**
 * A day and time that take a party of `pax` (the real clock: demo data is seeded at start). From
 * the day after tomorrow: a time today could pass the venue's minimum notice while a slow machine
 * runs the test, and the bookings after it would be refused as SLOT_UNAVAILABLE.
 */
export async function findBookableSlot(url: string, pax: number, headers: Record<string, string> = {}): Promise<{ date: string; time: string }> {
  const now = new Date();
  const tomorrow = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
  for (let m = 0; m < 3; m += 1) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + m, 1));
    const month = await api(url, 'experience/getesperienzemonth', { month: d.getUTCMonth() + 1, year: d.getUTCFullYear(), pax }, { headers });
    if (month.status !== 200) throw new Error(`month: ${month.status} ${JSON.stringify(month.body)}`);
    for (const day of month.body.data.days as Array<{ date: string; status: string }>) {
      if (day.status !== 'available' || day.date <= tomorrow) continue;
      const res = await api(url, 'experience/getesperienzeday', { day: day.date, pax }, { headers });
      const slot = (res.body.data?.slots as Array<{ time: string; available: boolean; table?: boolean; zones: unknown[] }> | undefined)?.find(
        (s) => s.available && s.zones.length > 0,
      );
      if (slot) return { date: day.date, time: slot.time };
    }
  }
  throw new Error('no bookable slot in three months');
}

/** A gift card the venue sells now, with one of its fixed values. */
export async function sellableGiftcard(url: string): Promise<{ productId: number; amount: number }> {
  const list = await api(url, 'giftcard/getgiftcardlist');
  const product = (list.body.data as Array<{ id: number; valori: number[]; disponibile: number }>).find((p) => p.disponibile === 1 && p.valori.length > 0);
  if (!product) throw new Error('no gift card on sale');
  return { productId: product.id, amount: product.valori[0]! };
}

/** A checkout with a solved bot check (solved here unless given, like the widget's). */
export async function giftcardCheckout(url: string, card: { productId: number; amount: number }, requestId: string, altcha?: string): Promise<Answer> {
  const solved = altcha ?? (await solveBotCheck(url));
  return api(url, 'giftcard/checkout', {
    productId: card.productId,
    amount: card.amount,
    quantity: 1,
    requestId,
    firstName: 'Giulia',
    lastName: 'Bianchi',
    email: `${requestId}@example.com`,
    phonePrefix: '+39',
    phone: '347 123 4567',
    dateOfBirth: '14/03/1985',
    city: 'Alba',
    country: 'Italia',
    province: 'CN',
    postalCode: '12051',
    privacy: '1',
    language: 'it',
    altcha: solved,
  });
}

/** The demo gateway's TEST MODE form, paid with 4242…: getpayment, then payments/demo/confirm. */
export async function payGiftcard(url: string, fingerprint: string): Promise<Answer> {
  const payment = await api(url, 'giftcard/getpayment', { fingerprint });
  if (payment.status !== 200) return payment;
  return api(url, 'payments/demo/confirm', { clientSecret: payment.body.data.clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' });
}
