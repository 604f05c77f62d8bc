#!/usr/bin/env node
// `npm start`: on a fresh machine with only Node and npm, installs, builds what is missing
// or stale, and serves the whole site (API, host, remotes) with demo data.
import './on-supported-node.mjs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ensureBuilt } from './ensure-built.mjs';
import { runWithFewMallocArenas } from './few-malloc-arenas.mjs';
import { testWalletEnv } from './test-wallet-env.cjs';
import { root } from './workspace.mjs';

runWithFewMallocArenas();
ensureBuilt();

// Request logs would bury the banner with the URLs and tokens; LOG_LEVEL=info brings them back.
// The demo start: the demo venues (venues/*.yaml) are created on an empty database.
// The wallet passes run on the TEST ONLY credentials (scripts/test-wallet-env.cjs), unless the
// caller set a wallet variable of their own.
Object.assign(process.env, { LOG_LEVEL: 'warn', SEED_DEMO: 'true', ...testWalletEnv(process.env), ...process.env });
// The server runs in this process, not a child of it: a second Node process would cost some 50 MB
// for nothing (docs/operations.md, "Memory"). Its heap limits are package.json's start script's.
createRequire(import.meta.url)(path.join(root, 'server/dist/main.js'));
