#!/usr/bin/env node
// Runs the pinned pnpm through npx, so a machine with only Node and npm needs nothing else.
// (corepack's signature check can fail on machines without network access to its keys.)
import './on-supported-node.mjs';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { packageManager } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

export function pnpm(args, options = {}) {
  const result = spawnSync('npx', ['-y', packageManager, ...args], { cwd: root, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(pnpm(process.argv.slice(2)));
}
