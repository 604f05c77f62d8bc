// A new PGlite data directory for the servers the tests start (the e2e sites, the server tests'
// server processes, the `npm run dev` smoke test). The server's first start in an empty DATA_DIR
// runs PGlite's initdb, 5 s of WebAssembly on an idle core and 20 s on a busy one; made once here
// by the server's own initdb code and copied into each DATA_DIR before its server starts, the
// server finds a data directory there and goes on as on its second start (migrations, demo seed).
// Kept in the temp folder under a name that changes with the PGlite package and that code.
// CommonJS so that Playwright's compiled specs and the server's Jest files both load it.
const { spawn } = require('node:child_process');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const SERVER = path.resolve(__dirname, '..', 'server');
/** What decides the directory initdb makes: the PGlite package (its path names its version) and the server's initdb code. */
const INPUTS = ['src/db/pglite-initdb.ts', 'src/db/pglite-initdb-child.ts', 'src/db/pglite-memory.ts', 'test/support/pglite-template-initdb.ts'];

function templateDir() {
  const hash = createHash('sha256');
  hash.update(fs.realpathSync(path.join(SERVER, 'node_modules', '@electric-sql', 'pglite')));
  for (const file of INPUTS) hash.update(fs.readFileSync(path.join(SERVER, file)));
  return path.join(os.tmpdir(), `venue-test-pglite-initdb-${hash.digest('hex').slice(0, 16)}`);
}

/** @type {Promise<string> | undefined} */
let made;

/**
 * The template's path, made first when missing (by a process of its own, through tsx: the
 * server's build may not be there yet). Made aside, then renamed: processes that make it at the
 * same time never see half of one.
 * @returns {Promise<string>}
 */
function pgliteTemplate() {
  made ??= (async () => {
    const dir = templateDir();
    if (fs.existsSync(path.join(dir, 'PG_VERSION'))) return dir;
    const aside = `${dir}.${process.pid}`;
    fs.rmSync(aside, { recursive: true, force: true });
    const code = await new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['--liftoff-only', '--import', 'tsx', 'test/support/pglite-template-initdb.ts', aside], {
        cwd: SERVER,
        env: { ...process.env, TSX_TSCONFIG_PATH: path.join(SERVER, 'test', 'support', 'faults-tsx.tsconfig.json') },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      child.once('error', reject);
      child.once('exit', resolve);
    });
    if (code !== 0) throw new Error(`the PGlite template could not be made (exit ${code})`);
    try {
      fs.renameSync(aside, dir);
    } catch (err) {
      // Another process renamed its own first: theirs serves.
      fs.rmSync(aside, { recursive: true, force: true });
      if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) throw err;
    }
    return dir;
  })();
  return made;
}

/**
 * Copies the template into `dataDir`'s `pglite/` (where the server keeps its embedded database)
 * unless a database is there already: a restart on the same data keeps its own.
 * @param {string} dataDir
 * @returns {Promise<void>}
 */
async function copyPgliteTemplate(dataDir) {
  const target = path.join(dataDir, 'pglite');
  if (fs.existsSync(path.join(target, 'PG_VERSION'))) return;
  const template = await pgliteTemplate();
  fs.mkdirSync(dataDir, { recursive: true });
  fs.cpSync(template, target, { recursive: true });
}

module.exports = { pgliteTemplate, copyPgliteTemplate };
