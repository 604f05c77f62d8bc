/**
 * The whole test database as text, to search for what must not be there: pg_dump's data-only
 * dump on PostgreSQL (TEST_DATABASE_URL), every public table's rows as JSON on PGlite (no
 * pg_dump can open it).
 */
import { execFileSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import type { Db, DbHandle } from '../../src/db/client';

export const PG_DUMP = '/usr/bin/pg_dump';

/** node-postgres and PGlite both answer { rows }. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function dumpDatabase(handle: DbHandle & { url?: string }, db: Db): Promise<string> {
  if (handle.url) return execFileSync(PG_DUMP, ['--data-only', '--no-owner', handle.url], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, timeout: 60_000 });
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`),
  );
  const parts: string[] = [];
  for (const { table_name: table } of tables) {
    const rows = rowsOf<{ line: string }>(await db.execute(sql`select row_to_json(t)::text as line from ${sql.identifier(table)} t`));
    parts.push(`-- ${table}`, ...rows.map((r) => r.line));
  }
  return parts.join('\n');
}
