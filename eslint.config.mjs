// ESLint for the whole workspace (`npm run lint`). The recommended sets of ESLint and
// typescript-eslint, the two rules of hooks, import cycles, the import boundaries of
// scripts/lint/boundaries.mjs, and a reason on every disable comment. Formatting is Prettier's.
import js from '@eslint/js';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
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
  {
    name: 'import-cycles',
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Each package's tsconfig; `@venue/shared` resolves through the workspace's links to shared/src.
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      // Every file, barrels (index.ts) included, and cycles closed by `import()` too: a lazy chunk
      // that imports its parent back is a cycle all the same. Libraries' own cycles are theirs (and
      // not walking them keeps the rule fast). scripts/lint/import-cycles.mjs checks the whole
      // graph again with madge, type imports included.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
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
