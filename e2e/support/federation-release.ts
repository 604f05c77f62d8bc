/**
 * Another release of @module-federation/enhanced than the one the repository builds with,
 * installed from the npm registry into e2e's own cache (node_modules/.cache/), once per version:
 * a fresh clone needs the registry on its first run, later runs reuse the install.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './server';

const PACKAGE = '@module-federation/enhanced';
const CACHE = path.join(repoRoot, 'e2e', 'node_modules', '.cache', 'module-federation');

/** The version the apps build with (their own install, pinned in pnpm-workspace.yaml). */
export function repositoryRelease(): string {
  const req = createRequire(path.join(repoRoot, 'remote-giftcards', 'package.json'));
  let dir = path.dirname(req.resolve(`${PACKAGE}/webpack`));
  for (; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (manifest.name === PACKAGE && manifest.version) return manifest.version;
  }
  throw new Error(`no package.json of ${PACKAGE} found`);
}

const parts = (version: string) => version.split('.').map(Number);
const older = (a: string, b: string) => {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i]! < y[i]!;
  return false;
};

const npm = (args: string[], cwd?: string) => execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** The release published before `version` (pre-releases aside), as the registry lists them; asked once per version. */
export function previousRelease(version: string): string {
  const known = path.join(CACHE, `previous-of-${version}.txt`);
  if (existsSync(known)) return readFileSync(known, 'utf8').trim();
  const versions = JSON.parse(npm(['view', PACKAGE, 'versions', '--json'])) as string[];
  const previous = versions
    .filter((v) => /^\d+\.\d+\.\d+$/.test(v) && older(v, version))
    .sort((a, b) => (older(a, b) ? -1 : 1))
    .pop();
  if (!previous) throw new Error(`the registry lists no release of ${PACKAGE} before ${version}`);
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(known, `${previous}\n`);
  return previous;
}

/**
 * A folder whose node_modules holds `@module-federation/enhanced@version` and its dependencies
 * (FEDERATION_PACKAGES_DIR of the build: webpack/federation-runtime-provider.cjs). Its optional
 * peers (webpack, TypeScript) and the rspack one are not installed: the build brings its own
 * webpack, and rspack is not used. Installed beside, then moved in place: an interrupted install
 * leaves no half folder behind.
 */
export function installRelease(version: string): string {
  const dir = path.join(CACHE, `enhanced-${version}`);
  if (existsSync(path.join(dir, 'node_modules', ...PACKAGE.split('/'), 'package.json'))) return dir;
  mkdirSync(CACHE, { recursive: true });
  const staging = mkdtempSync(path.join(CACHE, `.installing-${version}-`));
  try {
    writeFileSync(path.join(staging, 'package.json'), JSON.stringify({ private: true, dependencies: { [PACKAGE]: version } }, null, 2));
    npm(['install', '--no-audit', '--no-fund', '--ignore-scripts', '--legacy-peer-deps', '--no-package-lock'], staging);
    rmSync(dir, { recursive: true, force: true });
    renameSync(staging, dir);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return dir;
}
