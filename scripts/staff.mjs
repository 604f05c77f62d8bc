#!/usr/bin/env node
// `npm run staff -- <command>`: the staff tool (server/src/cli/staff.ts) on the supported Node.
import './on-supported-node.mjs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './workspace.mjs';

const result = spawnSync(process.execPath, [path.join(root, 'server/dist/cli/staff.js'), ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
