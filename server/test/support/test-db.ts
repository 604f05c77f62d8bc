/**
 * A fresh, migrated database per test file (seeded with the demo venues when asked): in-memory
 * PGlite by default, or a new database on the PostgreSQL server named by TEST_DATABASE_URL
 * (created here, dropped by `close`).
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { Client } from 'pg';
import { type DbHandle, openDatabase } from '../../src/db/client';
import { MIGRATIONS_FOLDER, runMigrations } from '../../src/db/migrate';
import { DEMO_VENUE_DIR, seedDemo } from '../../src/demo/seed';

const SERVER_SOURCES = path.join(__dirname, '../../src');

export const usingPostgres = !!process.env.TEST_DATABASE_URL;

async function adminQuery(sql: string): Promise<void> {
  const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the TEST_DATABASE_URL server: its address, and how to drop it. */
export async function createPostgresDatabase(prefix = 'venue_test'): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}

/**
 * `url` is set on PostgreSQL: a second instance opens its own pool on the same database.
 * `seededAt`: the demo venues seeded as at that instant (on PGlite from a snapshot of its own).
 */
export async function createTestDb(options: { seededAt?: Date } = {}): Promise<DbHandle & { url?: string }> {
  if (!usingPostgres) {
    const snapshot = options.seededAt ? await seededSnapshot(options.seededAt) : await migratedSnapshot();
    const handle = await openDatabase({ pgliteSnapshot: snapshot, pgliteInMemory: pgliteForWorker() });
    await runMigrations(handle); // a no-op on the snapshot; keeps a stale one right
    return handle;
  }
  const database = await createPostgresDatabase();
  const handle = await openDatabase({ databaseUrl: database.url });
  await runMigrations(handle);
  if (options.seededAt) await seedDemo(handle.db, options.seededAt);
  return {
    ...handle,
    url: database.url,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

/**
 * PGlite's initdb costs 5-20 s of WASM per test file, the migrations half a second, the demo
 * seed two seconds: every file starts from a data directory made once instead, dumped into the
 * temp folder under a name that changes with what made it (written aside, then renamed, so
 * parallel Jest workers never read half a file).
 */
const snapshots = new Map<string, Promise<Blob>>();
/**
 * A Jest worker runs test file after test file, each with modules of its own: what does not change
 * between them is kept on the worker's process instead, made once per worker rather than once
 * per file:
 * - the snapshots' bytes (the latest of each kind, with the file name that says what made them).
 *   Only read: PGlite copies each file of the tar into its own file system;
 * - PGlite's WASM module, compiled once (a new one per file paid the compile and V8's
 *   optimisation of the engine again), and its file-system bundle;
 * - the hashes of the folders that name a snapshot, redone only when a file's size or time changes.
 */
type WasmModule = NonNullable<PGliteOptions['pgliteWasmModule']>;
interface KeptByWorker {
  snapshots: Map<string, { file: string; bytes: ArrayBuffer }>;
  wasm?: WasmModule;
  fsBundle?: ArrayBuffer;
  folderHashes: Map<string, { fingerprint: string; digest: string }>;
}
const KEPT_BY_WORKER = Symbol.for('venue.test.pglite');
const kept: KeptByWorker = ((process as unknown as Record<symbol, KeptByWorker | undefined>)[KEPT_BY_WORKER] ??= {
  snapshots: new Map(),
  folderHashes: new Map(),
});

/** Node's WebAssembly, which the server's type libraries (no DOM) do not declare. */
const { WebAssembly: wasmApi } = globalThis as unknown as { WebAssembly: { Module: new (bytes: Uint8Array) => WasmModule } };
const PGLITE_DIST = path.dirname(require.resolve('@electric-sql/pglite'));
/** initdb's arguments for the snapshots: 1 MB WAL segments instead of 16 MB, a third less to copy into each file's database. */
const SNAPSHOT_INITDB = ['--wal-segsize=1'];

/** What every in-memory test database is opened with: the worker's compiled engine, and the snapshots' initdb. */
function pgliteForWorker() {
  kept.wasm ??= new wasmApi.Module(readFileSync(path.join(PGLITE_DIST, 'pglite.wasm')));
  kept.fsBundle ??= new Uint8Array(readFileSync(path.join(PGLITE_DIST, 'pglite.data'))).buffer;
  return { pgliteWasmModule: kept.wasm, fsBundle: bytesAsBlob(kept.fsBundle), initDbStartParams: SNAPSHOT_INITDB };
}

function snapshotOf(name: string, inputs: (hash: ReturnType<typeof createHash>) => void, make: (handle: DbHandle) => Promise<void>): Promise<Blob> {
  let made = snapshots.get(name);
  if (!made) {
    made = (async () => {
      const hash = createHash('sha256');
      // The package's path names its version (its package.json is not exported).
      hash.update(require.resolve('@electric-sql/pglite')).update(SNAPSHOT_INITDB.join(' ')).update(WITHOUT_TEMPLATE_DATABASES.join(';'));
      hashFolder(hash, MIGRATIONS_FOLDER, /\.(sql|json)$/);
      inputs(hash);
      const file = path.join(tmpdir(), `venue-test-pglite-${name}-${hash.digest('hex').slice(0, 16)}.tar`);
      const keptSnapshot = kept.snapshots.get(name);
      if (keptSnapshot?.file === file) return bytesAsBlob(keptSnapshot.bytes);
      if (existsSync(file)) return bytesAsBlob(keepForWorker(name, file, readFileSync(file)));
      const handle = await openDatabase({ pgliteInMemory: pgliteForWorker() });
      await runMigrations(handle);
      await make(handle);
      const client = (handle.db as unknown as { $client: PGlite }).$client;
      for (const statement of WITHOUT_TEMPLATE_DATABASES) await client.exec(statement);
      const dump = await client.dumpDataDir('none');
      await handle.close();
      const bytes = Buffer.from(await dump.arrayBuffer());
      const aside = `${file}.${process.pid}`;
      writeFileSync(aside, bytes);
      renameSync(aside, file);
      return bytesAsBlob(keepForWorker(name, file, bytes));
    })();
    snapshots.set(name, made);
  }
  return made;
}

/**
 * What drops initdb's template databases from a snapshot (and names it, as SNAPSHOT_INITDB does):
 * the tests never create a database on PGlite, and the two templates are 15 of a snapshot's 34 MB,
 * copied into every test file's database (150 ms of each).
 */
const WITHOUT_TEMPLATE_DATABASES = [
  `update pg_database set datistemplate = false where datname in ('template0', 'template1')`,
  'drop database template0',
  'drop database template1',
  'checkpoint',
];

/** The bytes as an ArrayBuffer of their own, kept for the worker's next test files (the latest of each name). */
function keepForWorker(name: string, file: string, bytes: Buffer): ArrayBuffer {
  const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? (bytes.buffer as ArrayBuffer) : new Uint8Array(bytes).buffer;
  kept.snapshots.set(name, { file, bytes: own });
  return own;
}

/**
 * The bytes as the Blob PGlite reads them from (`arrayBuffer()`, once), without a copy: Node's own
 * Blob copies a snapshot's megabytes in and out again, 0.5-1 s of every test file.
 */
function bytesAsBlob(bytes: ArrayBuffer): Blob {
  return { size: bytes.byteLength, arrayBuffer: () => Promise.resolve(bytes) } as Blob;
}

function hashFolder(hash: ReturnType<typeof createHash>, folder: string, keep: RegExp): void {
  const files = readdirSync(folder, { recursive: true })
    .map(String)
    .filter((file) => keep.test(file))
    .sort();
  const fingerprint = files
    .map((file) => {
      const { mtimeMs, size } = statSync(path.join(folder, file));
      return `${file} ${mtimeMs} ${size}`;
    })
    .join('\n');
  const key = `${folder} ${keep}`;
  let folderHash = kept.folderHashes.get(key);
  if (folderHash?.fingerprint !== fingerprint) {
    const digest = createHash('sha256');
    for (const file of files) digest.update(file).update(readFileSync(path.join(folder, file)));
    kept.folderHashes.set(key, (folderHash = { fingerprint, digest: digest.digest('hex') }));
  }
  hash.update(folderHash.digest);
}

const migratedSnapshot = () =>
  snapshotOf(
    'migrated',
    () => undefined,
    async () => undefined,
  );

/** Migrated and seeded at `at`: named by the server's code and the demo venue files too, since both shape the seed. */
const seededSnapshot = (at: Date) =>
  snapshotOf(
    `seeded-${at.getTime()}`,
    (hash) => {
      hashFolder(hash, SERVER_SOURCES, /\.ts$/);
      hashFolder(hash, DEMO_VENUE_DIR, /\.ya?ml$/);
    },
    async (handle) => void (await seedDemo(handle.db, at)),
  );
