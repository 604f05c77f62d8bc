#!/usr/bin/env node
// `npm start`: on a fresh machine with only Node 20 and npm, installs, builds what is missing
// or stale, and serves the whole site (API, host, remotes) with demo data.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt } from './ensure-built.mjs';
import { testWalletEnv } from './test-wallet-env.cjs';
import { root } from './workspace.mjs';

ensureBuilt();

// Request logs would bury the banner with the URLs and tokens; LOG_LEVEL=info brings them back.
// The demo start: the demo venues (venues/*.yaml) are created on an empty database.
// The wallet passes run on the TEST ONLY credentials (scripts/test-wallet-env.cjs), unless the
// caller set a wallet variable of their own.
const env = { LOG_LEVEL: 'warn', SEED_DEMO: 'true', ...testWalletEnv(process.env), ...process.env };
// A small server's memory (docs/operations.md, "Memory"): the server's JavaScript heap is held
// to 192 MB, where V8 left alone lets it grow towards a share of the machine's memory before it
// collects; a --max-old-space-size in NODE_OPTIONS wins.
const heap = /--max-old-space-size/.test(env.NODE_OPTIONS ?? '') ? [] : ['--max-old-space-size=192'];
const server = spawn(process.execPath, [...heap, path.join(root, 'server/dist/main.js')], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
