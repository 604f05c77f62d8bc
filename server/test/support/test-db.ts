/**
 * A fresh, migrated database per test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server named by TEST_DATABASE_URL (created here, dropped by `close`).
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { type DbHandle, openDatabase } from '../../src/db/client';
import { MIGRATIONS_FOLDER, runMigrations } from '../../src/db/migrate';

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

/** `url` is set on PostgreSQL: a second instance opens its own pool on the same database. */
export async function createTestDb(): Promise<DbHandle & { url?: string }> {
  if (!usingPostgres) {
    const handle = await openDatabase({ pgliteSnapshot: await migratedSnapshot() });
    await runMigrations(handle); // a no-op on the snapshot; keeps a stale one right
    return handle;
  }
  const database = await createPostgresDatabase();
  const handle = await openDatabase({ databaseUrl: database.url });
  await runMigrations(handle);
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
 * PGlite's initdb costs 5-20 s of WASM per test file, the migrations half a second: every file
 * starts from one migrated data directory instead, dumped once into the temp folder under a name
 * that changes with the migrations and the PGlite version (written aside, then renamed, so
 * parallel Jest workers never read half a file).
 */
let snapshot: Promise<Blob> | undefined;
function migratedSnapshot(): Promise<Blob> {
  snapshot ??= (async () => {
    const hash = createHash('sha256');
    // The package's path names its version (its package.json is not exported).
    hash.update(require.resolve('@electric-sql/pglite'));
    for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
      const full = path.join(MIGRATIONS_FOLDER, file);
      if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
    }
    const file = path.join(tmpdir(), `venue-test-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const handle = await openDatabase({});
    await runMigrations(handle);
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    await handle.close();
    const aside = `${file}.${process.pid}`;
    writeFileSync(aside, Buffer.from(await dump.arrayBuffer()));
    renameSync(aside, file);
    return dump;
  })();
  return snapshot;
}
