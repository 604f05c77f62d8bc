#!/usr/bin/env node
// `npm test`: every test of the project, in the order that fails fastest. On two cores its time
// is CPU time, so each step runs beside work that fills what it leaves idle:
//   1. lint (`npm run lint`: ESLint and Prettier) beside the type check of every package, the
//      Jest tests of shared, host and the remotes, and the production build of what changed since
//      the last build; then the lint rules' own test (scripts/lint/), the workspace scripts'
//      (scripts/workspace.test.mjs) and the build's own plugins (node --test webpack/test)
//   2. Jest: the server on PGlite, beside the `npm run dev` smoke test (Playwright project `dev`)
//   3. Playwright end-to-end in Chromium (E2E_WORKERS workers, default 2, each with a server and
//      data of its own), beside the server's test/database/ files on PostgreSQL when
//      TEST_DATABASE_URL is set
// `npm test -- --skip-e2e` runs the Jest steps alone (the PostgreSQL run beside the PGlite one);
// `npm test -- --only-e2e` the build, the smoke test and the end-to-end tests.
// The last line counts every test of every step: `N passed, N failed, N skipped`.
import './on-supported-node.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pnpm } from './pnpm.mjs';
import { BUILDS, isInstalled, isStale, root } from './workspace.mjs';

const args = new Set(process.argv.slice(2));
const results = [];
const counts = { passed: 0, failed: 0, skipped: 0 };
/** End-to-end tests that failed, then passed on their one retry: named in the summary. */
const flaky = [];
const started = Date.now();
const REPORTS = 'test-results';

/**
 * CPU seconds used so far by the processes the steps ran (Linux: this process's ended children,
 * user + system, from /proc/self/stat); null elsewhere. On a shared or loaded machine the wall
 * time of a step says little; its CPU time is what the step costs.
 */
function childCpuSeconds() {
  try {
    // The fields after the command's name: cutime and cstime are the 14th and 15th, in ticks of 1/100 s.
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ').at(-1).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}
let cpuMark = childCpuSeconds();
/** The CPU seconds since the last step (or steps run side by side) ended. */
function cpuSinceLastStep() {
  const now = childCpuSeconds();
  const spent = now === null || cpuMark === null ? null : Math.round(now - cpuMark);
  cpuMark = now;
  return spent;
}

function finish(status) {
  console.log('\n━━ Summary');
  for (const r of results) {
    console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
    if (r.cpu !== null && r.cpu !== undefined) console.log(`       CPU ${r.cpu} s${r.together > 1 ? ` (the ${r.together} steps above, side by side)` : ''}`);
  }
  for (const title of flaky) console.log(`FLAKY (passed on its retry) ${title}`);
  console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped in ${Math.round((Date.now() - started) / 1000)} s`);
  process.exit(status);
}

function record(name, status, since) {
  results.push({ name, ok: status === 0, seconds: Math.round((Date.now() - since) / 1000), cpu: cpuSinceLastStep() });
  if (status !== 0) {
    // A step that failed without a report (a type error, a crash) still counts as a failure.
    if (counts.failed === 0) counts.failed += 1;
    finish(status);
  }
}

/** Adds a Jest `--json` report's counts. */
function countJest(file) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += r.numPassedTests;
  counts.failed += r.numFailedTests;
  counts.skipped += r.numPendingTests + r.numTodoTests;
}

/** Adds a node:test TAP report's counts (its closing `# pass N` lines). */
function countNodeTest(file) {
  if (!existsSync(file)) return;
  const tap = readFileSync(file, 'utf8');
  const total = (name) => Number(tap.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
  counts.passed += total('pass');
  counts.failed += total('fail') + total('cancelled');
  counts.skipped += total('skipped') + total('todo');
}

/** Adds a Playwright JSON report's counts (flaky counts as passed, and is named: it passed on a retry). */
function countPlaywright(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += report.stats.expected + report.stats.flaky;
  counts.failed += report.stats.unexpected;
  counts.skipped += report.stats.skipped;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) if (t.status === 'flaky') flaky.push(`[${t.projectName}] ${[...titles, spec.title].join(' › ')}`);
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
}

function step(name, pnpmArgs, env = {}) {
  console.log(`\n━━ ${name}`);
  const since = Date.now();
  const status = pnpm(pnpmArgs, { env: { ...process.env, ...env } });
  return { status, since };
}

/** The build plugins' tests (webpack/test/, node's own runner): their TAP counts are added. */
function webpackPluginTests() {
  console.log('\n━━ webpack plugins (node --test)');
  const since = Date.now();
  const run = spawnSync(process.execPath, ['--test', '--test-reporter=tap', path.join(root, 'webpack', 'test')], { cwd: root, encoding: 'utf8' });
  process.stdout.write(run.stdout + run.stderr);
  const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(run.stdout)?.[1] ?? 0);
  counts.passed += count('pass');
  counts.failed += count('fail');
  counts.skipped += count('skipped') + count('todo');
  return { status: run.status ?? 1, since };
}

/** Runs pnpm steps side by side; each one's output is shown whole when it ends. */
function parallel(steps) {
  return Promise.all(
    steps.map(({ name, pnpmArgs, env = {}, stream = false }) => {
      const since = Date.now();
      const [cmd, ...rest] = ['npx', '-y', JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).packageManager, ...pnpmArgs];
      if (stream) console.log(`\n━━ ${name} (its output as it comes)`);
      const child = spawn(cmd, rest, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', stream ? 'inherit' : 'pipe', stream ? 'inherit' : 'pipe'] });
      let out = '';
      child.stdout?.on('data', (d) => (out += d));
      child.stderr?.on('data', (d) => (out += d));
      return new Promise((resolve) =>
        child.on('close', (code) => {
          console.log(stream ? `\n━━ ${name}: ended` : `\n━━ ${name}\n${out}`);
          resolve({ name, status: code ?? 1, since, ended: Date.now() });
        }),
      );
    }),
  );
}

const jestReport = (tag) => ['--json', `--outputFile=${REPORTS}/jest-${tag}.json`];
const jestPackages = ['shared', 'host', 'remote-giftcards', 'remote-booking', 'remote-promo'];
rmSync(path.join(root, 'e2e', REPORTS), { recursive: true, force: true });

if (!isInstalled()) {
  const { status, since } = step('install', ['install', '--frozen-lockfile']);
  record('install', status, since);
}

/** Records steps that ran side by side; the first failure ends the run once all have ended. */
function recordAll(done) {
  // Each step's own time (not until the last of its neighbours ended).
  for (const r of done) results.push({ name: r.name, ok: r.status === 0, seconds: Math.round((r.ended - r.since) / 1000) });
  Object.assign(results.at(-1), { cpu: cpuSinceLastStep(), together: done.length });
  const failed = done.find((r) => r.status !== 0);
  if (failed) {
    if (counts.failed === 0) counts.failed += 1;
    finish(failed.status);
  }
}

const runE2e = !args.has('--skip-e2e');
const runJest = !args.has('--only-e2e');
const e2eReport = (tag) => ({ E2E_JSON_REPORT: path.join(root, 'e2e', REPORTS, `${tag}.json`) });
// The production build of what changed since the last build (a fresh clone: everything), for the
// e2e tests; it rests on nothing the lint or the unit tests make, so it runs beside them.
const stale = runE2e ? BUILDS.filter(isStale) : [];
const build = stale.length > 0 && {
  name: `build (${stale.map((b) => b.filter).join(', ')})`,
  pnpmArgs: [...stale.flatMap((b) => ['--filter', b.filter]), '--workspace-concurrency=2', 'run', 'build'],
};
if (runE2e && !build) console.log('\n━━ build: every package is up to date');
// The dev servers' smoke test needs no build; it waits on its servers much of the time.
const smoke = { name: 'e2e: npm run dev smoke test', pnpmArgs: ['--filter', '@venue/e2e', 'exec', 'playwright', 'test', '--project=dev'], env: e2eReport('dev') };
// The server's files whose outcome rests on the engine, on PostgreSQL too (docs/testing.md, "Which
// server tests run on PostgreSQL too"): PGlite runs the same SQL, one connection at a time.
const postgresRun = runJest &&
  process.env.TEST_DATABASE_URL && {
    name: 'jest: server on PostgreSQL (test/database/)',
    pnpmArgs: ['--filter', '@venue/server', 'run', 'test', '--maxWorkers=1', ...jestReport('postgres'), 'test/database/'],
    env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
  };
if (runJest && !postgresRun) console.log('\n(TEST_DATABASE_URL is not set: the server tests run on PGlite only.)');

if (runJest) {
  for (const pkg of [...jestPackages, 'server']) {
    rmSync(path.join(root, pkg, REPORTS), { recursive: true, force: true });
    mkdirSync(path.join(root, pkg, REPORTS), { recursive: true }); // Jest does not make it
  }
  // Side by side: ESLint is one process, the type check two (one per package at a time), and
  // each waits on the disk at times; the front-end Jest runs and the build fill what they leave
  // of the two cores.
  recordAll(
    await parallel([
      { name: 'lint', pnpmArgs: ['run', 'lint'] },
      { name: 'typecheck', pnpmArgs: ['-r', '--workspace-concurrency=2', 'run', 'typecheck'] },
      {
        name: 'jest: shared, host, remotes',
        pnpmArgs: [
          '--filter',
          './shared',
          '--filter',
          './host',
          '--filter',
          './remote-*',
          '--workspace-concurrency=1',
          'run',
          'test',
          '--maxWorkers=1',
          ...jestReport('front'),
        ],
      },
      ...(build ? [build] : []),
    ]),
  );
  for (const pkg of jestPackages) countJest(path.join(root, pkg, REPORTS, 'jest-front.json'));
  // The rules fail where they should (a fixture for each), and the root scripts' own checks
  // (when a build is stale): their report in the root's test-results/.
  rmSync(path.join(root, REPORTS), { recursive: true, force: true });
  mkdirSync(path.join(root, REPORTS), { recursive: true });
  const lintRulesReport = path.join(REPORTS, 'lint-rules.tap');
  let s = step('lint rules, workspace scripts', [
    'exec',
    'node',
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${lintRulesReport}`,
    'scripts/lint/rules.test.mjs',
    'scripts/lint/import-cycles.test.mjs',
    'scripts/workspace.test.mjs',
  ]);
  countNodeTest(path.join(root, lintRulesReport));
  record('lint rules, workspace scripts', s.status, s.since);

  s = webpackPluginTests();
  record('webpack plugins', s.status, s.since);

  // Every file on PGlite, with two workers, beside the dev smoke test (or, without the e2e tests,
  // beside the PostgreSQL run, which otherwise runs beside the e2e tests: they leave part of the
  // two cores idle while pages wait on their servers).
  // A worker whose heap passes 300 MB after a file is replaced by a new one (Jest's
  // workerIdleMemoryLimit): each file leaves PGlite's WASM memory and its modules behind that V8
  // frees only in a last-resort collection, and a worker grown to 3 GB opened each file's
  // database two to five times slower (docs/testing.md).
  const pgliteRun = {
    name: 'jest: server on PGlite',
    pnpmArgs: ['--filter', '@venue/server', 'run', 'test', '--maxWorkers=2', '--workerIdleMemoryLimit=300MB', ...jestReport('pglite')],
    env: { TEST_DATABASE_URL: '' },
  };
  const done = await parallel([pgliteRun, ...(runE2e ? [smoke] : postgresRun ? [postgresRun] : [])]);
  countJest(path.join(root, 'server', REPORTS, 'jest-pglite.json'));
  if (runE2e) countPlaywright(path.join(root, 'e2e', REPORTS, 'dev.json'));
  else countJest(path.join(root, 'server', REPORTS, 'jest-postgres.json'));
  recordAll(done);
} else if (runE2e) {
  recordAll(await parallel(build ? [smoke, build] : [smoke]));
  countPlaywright(path.join(root, 'e2e', REPORTS, 'dev.json'));
}

if (runE2e) {
  const e2e = {
    name: 'e2e: Playwright in Chromium',
    pnpmArgs: ['--filter', '@venue/e2e', 'exec', 'playwright', 'test', '--project=phone'],
    env: e2eReport('site'),
    stream: true,
  };
  const done = await parallel(postgresRun ? [e2e, postgresRun] : [e2e]);
  countPlaywright(path.join(root, 'e2e', REPORTS, 'site.json'));
  if (postgresRun) countJest(path.join(root, 'server', REPORTS, 'jest-postgres.json'));
  recordAll(done);
}
finish(0);
