// What the bench scripts share: free ports, admin queries on BENCH_DATABASE_URL's server,
// front-page API calls as the browser makes them (bot check solved with altcha-lib), and
// `recordResults`, which every bench calls at the end to write its figures to bench/results/.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

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

// ---------------------------------------------------------------- results files

const RESULTS_DIR = new URL('./results/', import.meta.url);
/** The machine's load when the bench started (this module is imported first thing). */
const LOAD_AT_START = os.loadavg()[0];
const BENCH_ROOT = new URL('..', import.meta.url);

/** The git commit the bench ran on (`abc1234`, `+ uncommitted changes` when the tree differs), or `unknown`. */
function gitCommit() {
  const git = (...args) => execFileSync('git', args, { cwd: BENCH_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    const commit = git('rev-parse', '--short', 'HEAD');
    let dirty = false;
    try {
      dirty = git('status', '--porcelain', '--untracked-files=no').length > 0;
    } catch {
      // a commit without a readable work tree: report the commit alone
    }
    return dirty ? `${commit} + uncommitted changes` : commit;
  } catch {
    return 'unknown (not a git checkout)';
  }
}

/** The machine a figure was measured on: what makes figures from two runs comparable, or not. */
export function machineDescription() {
  const cpus = os.cpus();
  const model = (cpus[0]?.model ?? 'unknown CPU').replace(/\s+/g, ' ').trim();
  const gib = (os.totalmem() / 1024 ** 3).toFixed(1);
  return `${model} × ${cpus.length} cores, ${gib} GiB memory, ${os.type()} ${os.release()} (${os.arch()})`;
}

/**
 * A page's address as the results files show it: the secrets a bench made for itself (a booking's
 * edit hash, a claimed code's id) as placeholders, so two runs' files differ only in figures.
 */
export function pageLabel(pathname) {
  return pathname.replace(/^\/reserve\/[^/?]+\/edit/, '/reserve/{hash}/edit').replace(/^(\/promo\/[^/?]+\/)(?!duplicate\b)[A-Za-z0-9_-]{12,}/, '$1{code}');
}

const cell = (value) =>
  String(value ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\n/g, ' ');

/**
 * Writes a bench's figures into `bench/results/<bench>.md`, replacing the section of the same
 * `variant` (e.g. `PGlite`, `PostgreSQL`, `demo venue`) and keeping the others, so one file
 * holds the last run of each variant. Every section says when, on which commit and machine, with
 * which command, and each figure's budget and whether it passed.
 *
 * @param {string} bench the script's name without `.mjs` (`js-bytes`); names the file
 * @param {{
 *   variant?: string,
 *   summary: string,
 *   rows: Array<Record<string, string | number> & { budget?: string, ok?: boolean }>,
 *   notes?: string[],
 *   timed?: boolean,
 * }} results `rows`: one object per figure (or per page), its own columns in order, plus
 *   `budget` (the limit it is held to, as text) and `ok` (whether it met it); a row without
 *   `budget` is reported, not judged. `timed: false` for figures a busy machine does not move
 *   (bytes): no warning about the machine's load then.
 * @returns {{ file: string, passed: boolean }} the file written, and whether every judged row passed
 */
export function recordResults(bench, { variant = 'default', summary, rows, notes = [], timed = true }) {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = new URL(`${bench}.md`, RESULTS_DIR);
  const judged = rows.filter((r) => r.budget !== undefined);
  const failed = judged.filter((r) => r.ok === false);
  const passed = failed.length === 0;
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((k) => k !== 'budget' && k !== 'ok');
  const withBudget = judged.length > 0;
  const header = [...columns, ...(withBudget ? ['budget', 'result'] : [])];
  const table = [
    `| ${header.map(cell).join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((r) => {
      const result = r.budget === undefined ? '' : r.ok ? 'pass' : '**FAIL**';
      return `| ${[...columns.map((c) => r[c]), ...(withBudget ? [r.budget ?? '', result] : [])].map(cell).join(' | ')} |`;
    }),
  ];
  const command = ['node', `bench/${bench}.mjs`, ...process.argv.slice(2)].join(' ');
  const busy = timed && Math.max(LOAD_AT_START, os.loadavg()[0]) > os.cpus().length;
  const verdict = !withBudget
    ? 'no budget: figures reported only'
    : passed
      ? `every budget met (${judged.length} of ${judged.length})`
      : `**${failed.length} of ${judged.length} over budget**`;
  const section = [
    `<!-- section: ${variant} -->`,
    `## ${variant}`,
    '',
    `- **Measured**: ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}, commit \`${gitCommit()}\``,
    `- **Machine**: ${machineDescription()}; Node ${process.version}; load average ${LOAD_AT_START.toFixed(2)} at the start, ${os.loadavg()[0].toFixed(2)} at the end`,
    `- **Command**: \`${command}\`${process.env.BENCH_DATABASE_URL ? ' (with `BENCH_DATABASE_URL`)' : ''}`,
    `- **Verdict**: ${verdict}`,
    ...(busy
      ? [`- **The machine was busy** (load average above its ${os.cpus().length} cores): timings are inflated; compare them only with a run on a quiet machine.`]
      : []),
    '',
    summary,
    '',
    ...table,
    ...(notes.length ? ['', ...notes.map((n) => `- ${n}`)] : []),
    `<!-- /section: ${variant} -->`,
  ].join('\n');

  const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const sections = [...previous.matchAll(/<!-- section: (.+?) -->[\s\S]*?<!-- \/section: \1 -->/g)].map((m) => ({ variant: m[1], text: m[0] }));
  const kept = sections.filter((s) => s.variant !== variant);
  const all = [...kept, { variant, text: section }].sort((a, b) => a.variant.localeCompare(b.variant));
  const intro = [
    `# \`bench/${bench}.mjs\`: last results`,
    '',
    `Written by the bench itself (\`recordResults\` in [\`bench/support.mjs\`](../support.mjs)): each run`,
    'rewrites the section of its variant and leaves the others. What the bench measures and why the',
    'budgets are what they are: [`docs/performance.md`](../../docs/performance.md). Compare figures only',
    'between runs on the same machine: most of them move with the machine and its load.',
  ].join('\n');
  fs.writeFileSync(file, `${intro}\n\n${all.map((s) => s.text).join('\n\n')}\n`);
  const written = path.relative(process.cwd(), new URL(file).pathname) || new URL(file).pathname;
  console.log(`\nResults written to ${written} (${verdict.replace(/\*\*/g, '')}).`);
  return { file: new URL(file).pathname, passed };
}

/** The version a Node.js binary reports (`v26.12.1`): a bench's rows name the runtime they ran on. */
export const nodeVersion = (node) => execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();

/**
 * The production server of a checkout (`root`: its server/dist and, as WEB_ROOT, its pages) on a
 * fresh database of its own, started and answering /healthz. `env` adds to or overrides the
 * defaults (demo data on, rate limits out of the way); `port`, when given, is the one it listens on
 * (a proxy in front of it needs it first); `node`, the Node.js binary it runs on (this one's by
 * default). `stop` ends it and drops what it made.
 */
export async function startBenchServer({ root, label, env = {}, port: givenPort, node = process.execPath }) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `${label.replaceAll('_', '-')}-`));
  const db = await benchDatabase(label);
  const port = givenPort ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(node, [path.join(root, 'server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_ROOT: root,
      DATA_DIR: path.join(tmp, 'data'),
      DATABASE_URL: db.databaseUrl,
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000',
      CLAIM_RATE_LIMIT_MAX: '1000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    await db.drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  try {
    for (let i = 0; ; i++) {
      if (child.exitCode !== null) throw new Error(`${label}: the server exited`);
      try {
        if ((await fetch(`${base}/healthz`)).ok) break;
      } catch {
        // not listening yet
      }
      if (i > 600) throw new Error(`${label}: the server did not start`);
      await new Promise((r) => setTimeout(r, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, databaseLabel: db.label, stop };
}

/**
 * `count` instances of the server's app (server/dist) in this process, on one fresh database with
 * the demo data: each its own connection pool on PostgreSQL (BENCH_DATABASE_URL), sharing one
 * PGlite otherwise; "now" is `clock()`; the bot check's proof of work (the browser's cost) is
 * stubbed; the e-mails go to an outbox folder of the bench's own. `sql` runs a statement,
 * `post` a front-page call through `app.inject`; `close` ends the apps and drops the database.
 */
export async function inProcessInstances({ prefix, count = 2, clock }) {
  const { openDatabase } = serverRequire('./dist/db/client.js');
  const { runMigrations } = serverRequire('./dist/db/migrate.js');
  const { seedDemo } = serverRequire('./dist/demo/seed.js');
  const { buildApp } = serverRequire('./dist/app.js');
  const { testConfig } = serverRequire('./dist/config.js');
  const database = await benchDatabase(prefix);
  const open = () => openDatabase(database.databaseUrl ? { databaseUrl: database.databaseUrl } : {});
  const first = await open();
  await runMigrations(first);
  await seedDemo(first.db, clock());
  const handles = [first];
  for (let i = 1; i < count; i++) handles.push(database.databaseUrl ? await open() : first);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix.replaceAll('_', '-')}-`));
  const apps = [];
  for (const handle of handles) {
    const app = await buildApp({ db: handle.db, config: testConfig({ rateLimitMax: 10_000_000, dataDir }), clock });
    app.botCheck.check = async () => ({});
    app.botCheck.verify = async () => {};
    await app.ready();
    apps.push(app);
  }
  return {
    apps,
    label: database.label,
    sql: async (text) => {
      const result = await first.db.execute(text);
      return result.rows ?? result;
    },
    post: (app, url, form, token = DEMO_TOKEN) =>
      app.inject({
        method: 'POST',
        url: `/backend/api/frontpage${url}`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)])).toString(),
      }),
    close: async () => {
      for (const app of apps) await app.close();
      for (const handle of new Set(handles)) await handle.close();
      await database.drop();
    },
  };
}

/** The last 200 lines a child process wrote (stdout and stderr), kept as it runs: shown when it fails. */
export function lastLines(child) {
  const lines = [];
  const keep = (chunk) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return lines;
}
