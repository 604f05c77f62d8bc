// Installs when node_modules is missing and builds what is missing or stale: the first step of
// `npm start` and `npm run cluster` on a fresh clone.
import { utimesSync } from 'node:fs';
import { pnpm } from './pnpm.mjs';
import { BUILDS, isInstalled, isStale } from './workspace.mjs';

function run(step, args, options) {
  const status = pnpm(args, options);
  if (status !== 0) {
    console.error(`\n${step} failed (exit ${status}).`);
    process.exit(status);
  }
}

/**
 * `only`: the package filters to build (a tool needs the server alone); `toStderr`: install and
 * build talk on stderr, so a tool's own output (an exported file) stays clean on stdout.
 */
export function ensureBuilt({ only, toStderr = false } = {}) {
  const options = toStderr ? { stdio: ['ignore', 2, 2] } : {};
  if (!isInstalled()) run('Install', ['install', '--frozen-lockfile'], options);
  const stale = BUILDS.filter((b) => !only || only.includes(b.filter)).filter(isStale);
  if (stale.length > 0) {
    (toStderr ? console.error : console.log)(`Building ${stale.map((b) => b.filter).join(', ')}…`);
    run('Build', ['--workspace-concurrency=2', ...stale.flatMap((b) => ['--filter', b.filter]), 'run', 'build'], options);
    // webpack leaves a file whose content did not change untouched: without this, a change that
    // does not alter that output (a comment, a plugin that only touches other files) would
    // make every start build again.
    const now = new Date();
    for (const build of stale) utimesSync(build.output, now, now);
  }
}
