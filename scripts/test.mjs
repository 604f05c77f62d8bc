#!/usr/bin/env node
// `npm test`: every test of the project, in the order that fails fastest.
//   1. type check of every package
//   2. Jest: shared, host, the remotes, the server on PGlite (and again on PostgreSQL when
//      TEST_DATABASE_URL is set)
//   3. production build of every app, then Playwright end-to-end in Chromium
// `npm test -- --skip-e2e` stops after step 2; `npm test -- --only-e2e` runs step 3 alone.
import { pnpm } from './pnpm.mjs';
import { isInstalled } from './workspace.mjs';

const args = new Set(process.argv.slice(2));
const results = [];

function step(name, pnpmArgs, env = {}) {
  console.log(`\n━━ ${name}`);
  const status = pnpm(pnpmArgs, { env: { ...process.env, ...env } });
  results.push({ name, ok: status === 0 });
  if (status !== 0) {
    summary();
    process.exit(status);
  }
}

function summary() {
  console.log('\n━━ Summary');
  for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name}`);
}

if (!isInstalled()) step('install', ['install', '--frozen-lockfile']);

if (!args.has('--only-e2e')) {
  step('typecheck', ['-r', '--workspace-concurrency=2', 'run', 'typecheck']);
  step('jest: shared, host, remotes', ['--filter', './shared', '--filter', './host', '--filter', './remote-*', '--workspace-concurrency=1', 'run', 'test']);
  step('jest: server on PGlite', ['--filter', '@venue/server', 'run', 'test'], { TEST_DATABASE_URL: '' });
  if (process.env.TEST_DATABASE_URL) {
    step('jest: server on PostgreSQL', ['--filter', '@venue/server', 'run', 'test'], { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL });
  } else {
    console.log('\n(TEST_DATABASE_URL is not set: the server tests ran on PGlite only.)');
  }
}

if (!args.has('--skip-e2e')) {
  step('build', ['-r', '--workspace-concurrency=2', 'run', 'build']);
  step('e2e: Playwright in Chromium', ['--filter', '@venue/e2e', 'run', 'test']);
}
summary();
