/**
 * Opens the database: a PostgreSQL server when a URL is given, else embedded PGlite (WASM
 * PostgreSQL) in a data directory, or in memory for tests. Both speak the same SQL, so the
 * rest of the code only sees `Db`.
 */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://... ; when set, PGlite is not used. */
  databaseUrl?: string;
  /** PGlite data directory; undefined keeps the database in memory. */
  pgliteDir?: string;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server closes (restart, dropped test database) must not crash the
    // process: node-postgres emits it on the pool, and the next query opens a new connection.
    pool.on('error', (err) => console.error('database connection lost:', err.message));
    const db = drizzlePg({ client: pool, schema });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  if (options.pgliteDir) fs.mkdirSync(options.pgliteDir, { recursive: true });
  const client = options.pgliteDir ? new PGlite(options.pgliteDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
