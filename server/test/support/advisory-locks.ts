import { Client } from 'pg';

/** Some session waits for an advisory lock on this database (a booking queued on a lock another session holds). */
async function someoneWaitsForAdvisoryLock(admin: Client): Promise<boolean> {
  const { rows } = await admin.query(
    `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = current_database())`,
  );
  return rows[0].n > 0;
}

export interface LockHolder {
  /** The session holding the lock, in its open transaction (the body commits it, or it is rolled back). */
  holder: Client;
  /** Whether some session now waits for an advisory lock (asked on a session of its own). */
  someoneWaits: () => Promise<boolean>;
}

/**
 * `body` run while a session of its own holds the advisory lock `key` in an open transaction,
 * as another instance in the middle of its booking would; both sessions closed after.
 */
export async function whileLockIsHeld<T>(url: string, key: string, body: (held: LockHolder) => Promise<T>): Promise<T> {
  const holder = new Client({ connectionString: url });
  const watcher = new Client({ connectionString: url });
  await holder.connect();
  await watcher.connect();
  try {
    await holder.query('begin');
    await holder.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
    return await body({ holder, someoneWaits: () => someoneWaitsForAdvisoryLock(watcher) });
  } finally {
    await holder.query('rollback').catch(() => undefined);
    await holder.end();
    await watcher.end();
  }
}
