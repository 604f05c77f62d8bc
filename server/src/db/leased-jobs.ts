/**
 * The statements of a queue table worked by lease (lib/leased-job-loop.ts): email_outbox,
 * wallet_push_jobs, webhook_deliveries and text_messages share the columns (status pending/sent/failed, attempts, next_attempt_at,
 * locked_until, last_error, sent_at). Times are the database's clock (now()), so every instance
 * agrees on what is due.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { LeasedJob, LeasedJobQueue } from '../lib/leased-job-loop';
import type { Db } from './client';
import type { emailOutbox, googleUpdateJobs, textMessages, walletPushJobs, webhookDeliveries } from './schema';

export type LeasedJobTable = typeof emailOutbox | typeof walletPushJobs | typeof googleUpdateJobs | typeof webhookDeliveries | typeof textMessages;

const idList = (ids: number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** node-postgres answers { rows }, PGlite answers { rows } too; keep the access in one place. */
const rowsOf = (result: unknown): Array<Record<string, unknown>> => (result as { rows?: Array<Record<string, unknown>> }).rows ?? [];

/** `rowsById` reads the leased rows whole, in id order. */
export function leasedJobQueue<Job extends LeasedJob>(db: Db, table: LeasedJobTable, rowsById: (ids: number[]) => Promise<Job[]>): LeasedJobQueue<Job> {
  return {
    /**
     * One short statement (no transaction held while sending, which PGlite could not afford),
     * and SKIP LOCKED so two dispatchers never take the same row.
     */
    async lease(limit, leaseSeconds) {
      const result = await db.execute(sql`
        update ${table} set locked_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
        where id in (
          select id from ${table}
          where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
          order by id limit ${limit}
          for update skip locked
        )
        returning id`);
      const ids = rowsOf(result).map((r) => Number(r.id));
      return ids.length ? rowsById(ids) : [];
    },

    /** Keeps the lease of rows still being worked: it can stay short, so a dead dispatcher's rows are free within seconds. */
    async extendLease(ids, leaseSeconds) {
      if (!ids.length) return;
      await db.execute(sql`
        update ${table} set locked_until = now() + make_interval(secs => ${leaseSeconds})
        where id in (${idList(ids)}) and status = 'pending' and locked_until is not null`);
    },

    async markDone(id) {
      await db.execute(sql`update ${table} set status = 'sent', sent_at = now(), locked_until = null, last_error = null where id = ${id}`);
    },

    async markFailed(id, error, retryInSeconds) {
      const next =
        retryInSeconds === null
          ? sql`status = 'failed', locked_until = null, last_error = ${error}`
          : sql`next_attempt_at = now() + make_interval(secs => ${retryInSeconds}), locked_until = null, last_error = ${error}`;
      await db.execute(sql`update ${table} set ${next} where id = ${id} and status = 'pending'`);
    },

    /** Until the next pending row is due or its lease ends (null: nothing pending). */
    async msToNextDue() {
      const result = await db.execute(sql`select extract(epoch from (min(greatest(next_attempt_at, coalesce(locked_until, next_attempt_at))) - now())) as s
        from ${table} where status = 'pending'`);
      const s = rowsOf(result)[0]?.s;
      return s === null || s === undefined ? null : Math.max(0, Number(s)) * 1000;
    },
  };
}
