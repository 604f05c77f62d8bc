/**
 * `npm run cluster` (scripts/cluster.mjs), really run: two server processes on one PostgreSQL
 * behind HAProxy. Calls are spread over both, a booking made through the balancer is seen by
 * both, the rate limit holds for the site as a whole, and an instance killed with SIGKILL costs
 * the visitors nothing. Needs PostgreSQL (TEST_DATABASE_URL) and haproxy (`.ci/run` installs it).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GUEST, api, findBookableSlot, solveBotCheck } from '../support/faults-server';
import { createTestDb, usingPostgres } from '../support/test-db';
import { earlyInAMinute } from '../support/minute-window';

const ROOT = path.resolve(__dirname, '../../..');
const haproxy = spawnSync('haproxy', ['-v']).status === 0;
const RATE_LIMIT = 12;

/** A base port with the next `count - 1` ports free too. */
async function freePorts(count: number): Promise<number> {
  const isFree = (port: number) =>
    new Promise<boolean>((resolve) => {
      const srv = net.createServer();
      srv.once('error', () => resolve(false));
      srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
    });
  for (;;) {
    const base = 20_000 + Math.floor(Math.random() * 20_000);
    const checks = await Promise.all(Array.from({ length: count }, (_, i) => isFree(base + i)));
    if (checks.every(Boolean)) return base;
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const suite = usingPostgres && haproxy ? describe : describe.skip;

suite('two instances behind HAProxy (npm run cluster)', () => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let cluster: ChildProcess;
  let url: string;
  let output = '';
  const pids = new Map<string, number>();

  beforeAll(async () => {
    db = await createTestDb();
    const port = await freePorts(3);
    url = `http://127.0.0.1:${port}`;
    cluster = spawn(process.execPath, [path.join(ROOT, 'scripts/cluster.mjs'), '--instances=2', `--port=${port}`, '--source'], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: db.url!,
        NODE_ENV: 'test',
        SEED_DEMO: 'true',
        HOST: '127.0.0.1',
        RATE_LIMIT_MAX: String(RATE_LIMIT),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'venue-cluster-test-')),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cluster.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the cluster was not ready:\n${output}`)), 150_000);
      cluster.stdout!.on('data', (d: Buffer) => {
        output += d.toString();
        for (const m of output.matchAll(/^(api\d) pid (\d+)/gm)) pids.set(m[1]!, Number(m[2]));
        if (/cluster ready/.test(output)) {
          clearTimeout(timer);
          resolve();
        }
      });
      cluster.once('exit', (code) => reject(new Error(`the cluster exited (${code}):\n${output}`)));
    });
  }, 180_000);

  afterAll(async () => {
    if (cluster && cluster.exitCode === null) {
      const exited = new Promise((resolve) => cluster.once('exit', resolve));
      cluster.kill('SIGTERM');
      await exited;
    }
    await db?.close();
  }, 30_000);

  // Each test is another visitor (the balancer adds the address it saw; the instances trust it).
  let visitorNo = 0;
  const visitor = () => ({ 'x-forwarded-for': `198.51.100.${++visitorNo}` });

  test('calls are spread over both instances', async () => {
    const servedBy = new Set<string>();
    for (let i = 0; i < 6; i++) servedBy.add(String((await fetch(`${url}/healthz`)).headers.get('x-served-by')));
    expect([...servedBy].sort()).toEqual(['api1', 'api2']);
    expect(pids.size).toBe(2);
  });

  test('a booking made through the balancer is found on either instance', async () => {
    // Finding a day takes a few calls each: one visitor per call keeps them under the small limit.
    const slot = await findBookableSlot(url, 2, visitor());
    const altcha = await solveBotCheck(url, undefined, visitor());
    const headers = visitor();
    const booked = await api(url, 'reservation/submit', { ...GUEST, ...slot, pax: 2, email: 'cluster@example.com', altcha }, { headers });
    expect(booked.status).toBe(200);
    const hash = booked.body.data.reservation.hash as string;
    for (let i = 0; i < 4; i++) {
      const seen = await api(url, 'reservation/get', { hash }, { headers });
      expect({ status: seen.status, hash: seen.body.data?.reservation?.hash ?? seen.body.data?.hash }).toEqual({ status: 200, hash });
    }
  });

  test(`the rate limit holds for the site, not per instance: ${RATE_LIMIT * 2} calls at once, ${RATE_LIMIT} answered`, async () => {
    const headers = visitor();
    await earlyInAMinute();
    const answers = await Promise.all(Array.from({ length: RATE_LIMIT * 2 }, () => api(url, 'location/getlocation', {}, { headers })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(RATE_LIMIT);
    expect(answers.filter((a) => a.status === 429 && a.body.error?.code === 'RATE_LIMITED')).toHaveLength(RATE_LIMIT);
  }, 60_000);

  test('an instance killed with SIGKILL: every call still answers, from the other one', async () => {
    const pid = pids.get('api2')!;
    process.kill(pid, 'SIGKILL');
    while (alive(pid)) await new Promise((r) => setTimeout(r, 50));
    const statuses: Array<[number, string | null]> = [];
    for (let i = 0; i < 10; i++) {
      const res = await fetch(`${url}/backend/api/frontpage/location/getlocation`, {
        method: 'POST',
        headers: { authorization: 'Bearer fp_demo_cantina_aurora', 'content-type': 'application/x-www-form-urlencoded', ...visitor() },
      });
      statuses.push([res.status, res.headers.get('x-served-by')]);
    }
    expect(statuses).toEqual(Array(10).fill([200, 'api1']));
  });

  test('stopping the cluster stops every instance', async () => {
    const exited = new Promise((resolve) => cluster.once('exit', resolve));
    cluster.kill('SIGTERM');
    await exited;
    expect(alive(pids.get('api1')!)).toBe(false);
  });
});
