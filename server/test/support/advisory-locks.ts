import type { Client } from 'pg';

/** Some session waits for an advisory lock on this database (a booking queued on a lock another session holds). */
export async function someoneWaitsForAdvisoryLock(admin: Client): Promise<boolean> {
  const { rows } = await admin.query(
    `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = current_database())`,
  );
  return rows[0].n > 0;
}
