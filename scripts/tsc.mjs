#!/usr/bin/env node
// `tsc` for the type check and the server's build: TypeScript 7, the compiler rewritten in Go
// (`typescript-native` in the root's devDependencies). It checks the same language as the
// TypeScript 6 the packages keep as the JavaScript compiler API that ts-loader, ts-jest and
// typescript-eslint load in-process (TypeScript 7 has none), in a quarter to a half of the time
// (docs/decisions.md, "TypeScript 7 checks, TypeScript 6 serves the tools").
// Run from a package's folder with tsc's own arguments: `node ../scripts/tsc.mjs --noEmit`.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const tsc = path.join(path.dirname(require.resolve('typescript-native/package.json')), 'bin', 'tsc');
const run = spawnSync(process.execPath, [tsc, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
