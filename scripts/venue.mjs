#!/usr/bin/env node
// `npm run venue -- <command>`: the venue tool (server/src/cli/venue-main.ts). Builds the server
// first when it is missing or stale, talking on stderr so an exported file stays clean on stdout.
import './on-supported-node.mjs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt } from './ensure-built.mjs';
import { root } from './workspace.mjs';

ensureBuilt({ only: ['@venue/server'], toStderr: true });
const result = spawnSync(process.execPath, [path.join(root, 'server/dist/cli/venue.js'), ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
