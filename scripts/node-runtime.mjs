// The Node.js the project runs on. A machine whose own Node is older than package.json's `engines`
// (Node 20 is out of support) gets the version pinned in `.node-version` from the npm registry
// (the `node-<platform>-<arch>` package ships the official binary), kept under `.tools/`, and
// every script of the project re-runs itself on it. Written for any Node from 18 on: it is the
// part that runs on the old one.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const pinned = readFileSync(path.join(root, '.node-version'), 'utf8').trim().replace(/^v/, '');
const { engines } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
// `engines.node` is written as `>=N`: the oldest major the project supports.
const oldestMajor = Number(/>=\s*(\d+)/.exec(engines.node)?.[1] ?? pinned.split('.')[0]);

const major = (version) => Number(version.replace(/^v/, '').split('.')[0]);

export const currentNodeIsSupported = () => major(process.versions.node) >= oldestMajor;

const registryPackage = () => {
  const platform = { linux: 'linux', darwin: 'darwin' }[process.platform];
  const arch = { x64: 'x64', arm64: 'arm64' }[process.arch];
  if (!platform || !arch) {
    throw new Error(`No Node.js ${pinned} package for ${process.platform}-${process.arch}: install Node ≥ ${oldestMajor} yourself.`);
  }
  return `node-${platform}-${arch}@${pinned}`;
};

const toolDir = path.join(root, '.tools', `node-v${pinned}-${process.platform}-${process.arch}`);
const binDir = path.join(toolDir, 'bin');

/** Downloads the pinned Node.js once (npm pack + tar, both on every machine with npm). */
function installPinnedNode() {
  if (existsSync(path.join(binDir, 'node'))) return;
  const spec = registryPackage();
  process.stderr.write(
    `Node.js ${process.versions.node} is older than the supported ${engines.node}: ` + `fetching Node.js ${pinned} from the npm registry (${spec}) into .tools/, once.\n`,
  );
  mkdirSync(path.dirname(toolDir), { recursive: true });
  const work = mkdtempSync(path.join(path.dirname(toolDir), '.download-'));
  try {
    const pack = spawnSync('npm', ['pack', spec, '--silent', '--pack-destination', work], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const tarball = pack.stdout?.trim().split('\n').pop();
    if (pack.status !== 0 || !tarball) throw new Error(`npm pack ${spec} failed`);
    const untar = spawnSync('tar', ['xzf', path.join(work, tarball), '-C', work], { stdio: 'inherit' });
    if (untar.status !== 0) throw new Error(`could not unpack ${tarball}`);
    // The rename makes the install all or nothing: a download cut halfway leaves no `bin/node`.
    renameSync(path.join(work, 'package'), toolDir);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The environment for children: the supported Node first on PATH (npx, pnpm, Jest, Playwright). */
export function envWithNode(env = process.env) {
  if (currentNodeIsSupported()) return env;
  installPinnedNode();
  return { ...env, PATH: `${binDir}${path.delimiter}${env.PATH ?? ''}` };
}

/**
 * Re-runs this process (same Node flags, script and arguments) on the supported Node when the
 * current one is too old, passes signals on, and exits with its status. Resolves at once when the
 * current Node is supported.
 */
export async function reexecOnSupportedNode() {
  if (currentNodeIsSupported()) return;
  const env = envWithNode();
  const child = spawn(path.join(binDir, 'node'), [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env,
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  const [code, signal] = await new Promise((resolve) => child.on('exit', (...exit) => resolve(exit)));
  process.exit(code ?? (signal ? 1 : 0));
}
