// The lint rules fail where they should: each fixture in fixtures/ is linted with the real
// config (eslint.config.mjs) and must report exactly the rules its header names.
//   // lint-as: <path>       the workspace file it stands for (the boundaries go by path);
//                           without it, the fixture is linted where it is
//   // lint-expect: <ids>   one rule id per expected message; none: the fixture is clean
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixtures = path.join(root, 'scripts/lint/fixtures');
// The main run ignores the fixtures; here they are the point.
const eslint = new ESLint({ cwd: root, ignore: false });

const header = (source, name) => source.match(new RegExp(`^// lint-${name}:(.*)$`, 'm'))?.[1].trim();

const cases = readdirSync(fixtures, { recursive: true })
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => ({ file, source: readFileSync(path.join(fixtures, file), 'utf8') }))
  .filter(({ source }) => header(source, 'expect') !== undefined);

test('there is a fixture for each rule and a clean one', () => {
  const expected = cases.flatMap(({ source }) => header(source, 'expect').split(/\s+/).filter(Boolean));
  const rules = [
    'no-restricted-imports',
    'no-restricted-syntax',
    'react-hooks/rules-of-hooks',
    'react-hooks/exhaustive-deps',
    '@eslint-community/eslint-comments/require-description',
  ];
  for (const rule of rules) assert.ok(expected.includes(rule), `no fixture expects ${rule}`);
  const clean = cases.filter(({ source }) => header(source, 'expect') === '');
  assert.ok(clean.length > 0, 'no clean fixture');
});

for (const { file, source } of cases) {
  const as = header(source, 'as');
  const expected = header(source, 'expect').split(/\s+/).filter(Boolean).sort();
  test(`${file}${as ? ` as ${as}` : ''}: ${expected.length ? expected.join(', ') : 'clean'}`, async () => {
    const filePath = as ? path.join(root, as) : path.join(fixtures, file);
    const [result] = await eslint.lintText(source, { filePath });
    const messages = result.messages.map((m) => `${m.line}: ${m.ruleId ?? 'fatal'} ${m.message}`);
    assert.deepEqual(result.messages.map((m) => m.ruleId ?? 'fatal').sort(), expected, messages.join('\n'));
  });
}
