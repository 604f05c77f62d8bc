// The cycle check fails where it should: on the fixture's two files that import each other,
// through a value import, a type import or an `import()`, and not on files that do not.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { importCycles } from './import-cycles.mjs';

const fixtures = (name) => `scripts/lint/fixtures/${name}`;

test('two files that import each other are a cycle', async () => {
  const { cycles } = await importCycles([fixtures('cycle')], { excluded: [] });
  assert.deepEqual(cycles, [['scripts/lint/fixtures/cycle/first.ts', 'scripts/lint/fixtures/cycle/second.ts']]);
});

test('a cycle closed by a type import or by import() is a cycle too', async () => {
  const { cycles } = await importCycles([fixtures('cycle-lazy')], { excluded: [] });
  const named = cycles.map((cycle) => cycle.map((file) => file.replace('scripts/lint/fixtures/cycle-lazy/', '')).sort());
  assert.deepEqual(named.sort(), [
    ['model.ts', 'types.ts'],
    ['page.tsx', 'route.ts'],
  ]);
});

test('files without a cycle pass', async () => {
  const { cycles, files } = await importCycles([fixtures('no-cycle')], { excluded: [] });
  assert.deepEqual(cycles, []);
  assert.equal(files, 2);
});
