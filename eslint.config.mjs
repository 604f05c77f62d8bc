// ESLint for the whole workspace (`npm run lint`). The recommended sets of ESLint and
// typescript-eslint, the two rules of hooks, the import boundaries of scripts/lint/boundaries.mjs,
// and a reason on every disable comment. Formatting is Prettier's. Import cycles are madge's
// (scripts/lint/import-cycles.mjs): it walks the whole graph once, where a per-file ESLint rule
// cost 80 % of ESLint's time and followed fewer imports.
import js from '@eslint/js';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries } from './scripts/lint/boundaries.mjs';
import { APPS } from './scripts/workspace.mjs';

/** The React code: the apps and shared, with their tests. */
const REACT = [...APPS, 'shared'].map((pkg) => `${pkg}/{src,standalone,test}/**/*.{ts,tsx}`);

export default tseslint.config(
  {
    // Build output, reports and local data (as in .gitignore), and the lint test's own fixtures.
    name: 'ignores',
    ignores: ['**/dist/', '**/coverage/', '**/test-results/', '**/playwright-report/', '**/.data/', '**/.outbox/', '.tools/', 'tmp/', 'scripts/lint/fixtures/'],
  },
  // An unused disable comment is an error too: it would hide the next real finding.
  { name: 'linter-options', linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    name: 'unused',
    // `const { id: _id, ...rest } = row` is how the code drops a field.
    rules: { '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }] },
  },
  {
    // Only where React runs: elsewhere `use…` names no hook (Playwright's fixtures, the server).
    name: 'hooks',
    files: REACT,
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  comments.recommended,
  { name: 'disable-reasons', rules: { '@eslint-community/eslint-comments/require-description': 'error' } },
  ...boundaries(),

  // Jest's isolateModules and mocks need a module required where it is used, not imported above.
  { name: 'jest', files: ['*/test/**/*.{ts,tsx}'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // A Playwright fixture names what it uses in its first parameter's pattern, even when that is nothing.
  { name: 'e2e', files: ['e2e/**'], rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] } },

  // Where each file runs.
  { name: 'node', files: ['**/*.{js,mjs,cjs}'], languageOptions: { globals: globals.node } },
  {
    name: 'commonjs',
    files: ['**/*.cjs', '**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // A venue's header script, served as is to the browser.
  { name: 'demo-assets', files: ['server/demo-assets/**/*.js'], languageOptions: { sourceType: 'script', globals: globals.browser } },
);
