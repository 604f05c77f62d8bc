/**
 * The whole test database as text, to search for what must not be there: pg_dump's data-only
 * dump on PostgreSQL (TEST_DATABASE_URL), every public table's rows as JSON on PGlite (no
 * pg_dump can open it).
 */
import { execFileSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import type { Db, DbHandle } from '../../src/db/client';

export const PG_DUMP = '/usr/bin/pg_dump';

export async function dumpDatabase(handle: DbHandle & { url?: string }, db: Db): Promise<string> {
  if (handle.url) return execFileSync(PG_DUMP, ['--data-only', '--no-owner', handle.url], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, timeout: 60_000 });
  const tables = (await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`))
    .rows as Array<{ table_name: string }>;
  const parts: string[] = [];
  for (const { table_name: table } of tables) {
    const rows = (await db.execute(sql`select row_to_json(t)::text as line from ${sql.identifier(table)} t`)).rows as Array<{ line: string }>;
    parts.push(`-- ${table}`, ...rows.map((r) => r.line));
  }
  return parts.join('\n');
}
