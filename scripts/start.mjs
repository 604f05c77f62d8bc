#!/usr/bin/env node
// `npm start`: on a fresh machine with only Node 20 and npm, installs, builds what is missing
// or stale, and serves the whole site (API, host, remotes) with demo data.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pnpm } from './pnpm.mjs';
import { BUILDS, isInstalled, isStale, root } from './workspace.mjs';

function run(step, args) {
  const status = pnpm(args);
  if (status !== 0) {
    console.error(`\n${step} failed (exit ${status}).`);
    process.exit(status);
  }
}

if (!isInstalled()) run('Install', ['install', '--frozen-lockfile']);

const stale = BUILDS.filter(isStale);
if (stale.length > 0) {
  console.log(`Building ${stale.map((b) => b.filter).join(', ')}…`);
  run('Build', ['--workspace-concurrency=2', ...stale.flatMap((b) => ['--filter', b.filter]), 'run', 'build']);
}

// Request logs would bury the banner with the URLs and tokens; LOG_LEVEL=info brings them back.
const env = { LOG_LEVEL: 'warn', ...process.env };
const server = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
