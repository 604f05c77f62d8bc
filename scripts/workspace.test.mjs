// When `npm start` and `npm test` build again (workspace.mjs, isStale): a source newer than the
// build, yes; the reports a test run writes beside the sources, no.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { isStale } from './workspace.mjs';

function app(t) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'workspace-test-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name, at) => {
    const target = path.join(dir, name);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, name);
    utimesSync(target, at, at);
  };
  const built = new Date('2026-12-01T12:00:00Z');
  file('src/page.tsx', new Date(built.getTime() - 60_000));
  file('dist/server/mf-manifest.json', built);
  return { build: { output: path.join(dir, 'dist/server/mf-manifest.json'), inputs: [dir] }, file, after: new Date(built.getTime() + 60_000) };
}

test('a build newer than every source is up to date', (t) => {
  const { build } = app(t);
  assert.equal(isStale(build), false);
});

test('a source changed after the build makes it stale', (t) => {
  const { build, file, after } = app(t);
  file('src/page.tsx', after);
  assert.equal(isStale(build), true);
});

test('the reports a test run writes after the build do not make it stale', (t) => {
  const { build, file, after } = app(t);
  file('test-results/jest-front.json', after);
  file('playwright-report/index.html', after);
  file('coverage/lcov.info', after);
  assert.equal(isStale(build), false);
});

test('a missing build is stale', (t) => {
  const { build } = app(t);
  rmSync(build.output);
  assert.equal(isStale(build), true);
});
