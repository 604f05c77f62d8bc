/** Applies the committed drizzle-kit migrations with the migrator of the driver in use. */
import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DbHandle, Schema } from './client';

// The SQL lives in src/db/migrations; from dist/db this path resolves to the same folder,
// so the build does not need to copy it.
export const MIGRATIONS_FOLDER = path.resolve(__dirname, '../../src/db/migrations');

export async function runMigrations(handle: DbHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, config);
  } else {
    await migratePg(handle.db as unknown as NodePgDatabase<Schema>, config);
  }
}
