/**
 * A fresh, migrated database per test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server named by TEST_DATABASE_URL (created here, dropped by `close`).
 */
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { type DbHandle, openDatabase } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';

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

export async function createTestDb(): Promise<DbHandle> {
  if (!usingPostgres) {
    const handle = await openDatabase({});
    await runMigrations(handle);
    return handle;
  }
  const name = `venue_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await runMigrations(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}
