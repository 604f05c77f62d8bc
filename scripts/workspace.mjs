// Facts about the workspace the root scripts share: where things are, what is built.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const APPS = ['host', 'remote-giftcards', 'remote-booking', 'remote-promo'];

/** What each package's build produces, and what its build reads. */
export const BUILDS = [
  ...APPS.map((app) => ({
    filter: `@venue/${app}`,
    // The server build (dist/server/) is written beside the browser build by the same run.
    output: path.join(root, app, 'dist', 'server', 'mf-manifest.json'),
    inputs: [path.join(root, app), path.join(root, 'shared'), path.join(root, 'webpack')],
  })),
  { filter: '@venue/server', output: path.join(root, 'server/dist/main.js'), inputs: [path.join(root, 'server')] },
];

// Not read by a build: installs, outputs, tests and what the test runs write (their reports).
const SKIP = new Set(['node_modules', 'dist', 'test', 'coverage', 'test-results', 'playwright-report']);

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (SKIP.has(entry) || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** A build is stale when its output is missing or older than any file it reads. */
export function isStale({ output, inputs }) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return inputs.some((input) => newestMtime(input) > built);
}

export const isInstalled = () => existsSync(path.join(root, 'node_modules', '.modules.yaml'));
