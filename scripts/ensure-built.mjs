// Installs when node_modules is missing and builds what is missing or stale: the first step of
// `npm start` and `npm run cluster` on a fresh clone.
import { utimesSync } from 'node:fs';
import { pnpm } from './pnpm.mjs';
import { BUILDS, isInstalled, isStale } from './workspace.mjs';

function run(step, args) {
  const status = pnpm(args);
  if (status !== 0) {
    console.error(`\n${step} failed (exit ${status}).`);
    process.exit(status);
  }
}

export function ensureBuilt() {
  if (!isInstalled()) run('Install', ['install', '--frozen-lockfile']);
  const stale = BUILDS.filter(isStale);
  if (stale.length > 0) {
    console.log(`Building ${stale.map((b) => b.filter).join(', ')}…`);
    run('Build', ['--workspace-concurrency=2', ...stale.flatMap((b) => ['--filter', b.filter]), 'run', 'build']);
    // webpack leaves a file whose content did not change untouched: without this, a change that
    // does not alter that output (a comment, a plugin that only touches other files) would
    // make every start build again.
    const now = new Date();
    for (const build of stale) utimesSync(build.output, now, now);
  }
}
