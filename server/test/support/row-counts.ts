/** Row counts of every table of the schema, to prove a call wrote nothing. */
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../src/db/client';
import * as schema from '../../src/db/schema';

/** Every table the schema declares (a table added tomorrow is counted too). */
export const ALL_TABLES: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

/**
 * Tables that count calls, not what a call wrote: every call, refused or not, is counted by the
 * rate limits (on PostgreSQL in rate_limit_counters, shared by the instances), and every staff
 * action, refused or not, is a row of the staff audit log (staff_actions; its own tests check it).
 */
const CALL_COUNTERS = new Set(['rate_limit_counters', 'staff_actions']);

export async function rowCounts(db: Db): Promise<Record<string, number>> {
  // One query for every table (the tables' own names, from the schema): a test takes it often.
  const names = ALL_TABLES.map(getTableName).filter((name) => !CALL_COUNTERS.has(name));
  const query = names.map((name) => `select '${name}' as name, count(*)::int as n from "${name}"`).join(' union all ');
  const result = (await db.execute(sql.raw(query))) as unknown as { rows: Array<{ name: string; n: number }> };
  return Object.fromEntries(names.map((name) => [name, Number(result.rows.find((r) => r.name === name)?.n ?? 0)]));
}
