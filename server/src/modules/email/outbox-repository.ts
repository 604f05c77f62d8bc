/**
 * The e-mail outbox table. Times come from the database clock (now()), so every instance and
 * the dispatcher agree on what is due.
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import type { DbOrTx } from '../../db/tx';
import type { MailMessage } from './mail-message';

export type OutboxRow = typeof emailOutbox.$inferSelect;

export interface EnqueueOptions {
  kind: string;
  venueId?: number | null;
  /** A job's parameters: the dispatcher composes its message (email-jobs.ts). */
  job?: Record<string, string | number>;
}

const columnsOf = (message: MailMessage) => ({
  from: message.from,
  to: message.to,
  subject: message.subject,
  html: message.html,
  text: message.text,
  attachments: (message.attachments ?? []).map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    contentBase64: a.content.toString('base64'),
    ...(a.cid ? { cid: a.cid } : {}),
  })),
});

/** Adds a message to send; call it with the transaction that makes the message true. */
export async function insertOutboxEmail(db: DbOrTx, message: MailMessage, options: EnqueueOptions): Promise<number> {
  const [row] = await db
    .insert(emailOutbox)
    .values({ kind: options.kind, venueId: options.venueId ?? null, job: options.job ?? null, ...columnsOf(message) })
    .returning({ id: emailOutbox.id });
  return row!.id;
}

/** A composed job (email-jobs.ts): the row now holds its message, sent and retried as any other. */
export async function storeComposedEmail(db: Db, id: number, kind: string, message: MailMessage): Promise<OutboxRow> {
  const [row] = await db
    .update(emailOutbox)
    .set({ kind, job: null, ...columnsOf(message) })
    .where(eq(emailOutbox.id, id))
    .returning();
  return row!;
}

/** A job that had nothing to send: its row goes. */
export async function deleteOutboxEmail(db: Db, id: number): Promise<void> {
  await db.delete(emailOutbox).where(eq(emailOutbox.id, id));
}

/**
 * Takes up to `limit` due messages for `leaseSeconds`: one short statement (no transaction held
 * while sending, which PGlite could not afford), and SKIP LOCKED so two dispatchers never take
 * the same row.
 */
export async function leaseDueEmails(db: Db, limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
  const rows = await db.execute(sql`
    update ${emailOutbox} set locked_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
    where id in (
      select id from ${emailOutbox}
      where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
      order by id limit ${limit}
      for update skip locked
    )
    returning id`);
  const ids = rowsOf(rows).map((r) => Number(r.id));
  if (!ids.length) return [];
  return db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids)).orderBy(emailOutbox.id);
}

/**
 * Keeps this dispatcher's lease on rows it is still sending (a slow SMTP server): the lease can
 * stay short, so the rows of a dispatcher that died are free again within seconds.
 */
export async function extendLease(db: Db, ids: number[], leaseSeconds: number): Promise<void> {
  if (!ids.length) return;
  await db
    .update(emailOutbox)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(and(inArray(emailOutbox.id, ids), eq(emailOutbox.status, 'pending'), isNotNull(emailOutbox.lockedUntil)));
}

export async function markEmailSent(db: Db, id: number): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(eq(emailOutbox.id, id));
}

/** A failed try: retry after `retryInSeconds`, or give up (`failed`) after the last attempt. */
export async function markEmailFailed(db: Db, id: number, error: string, retryInSeconds: number | null): Promise<void> {
  await db
    .update(emailOutbox)
    .set(
      retryInSeconds === null
        ? { status: 'failed', lockedUntil: null, lastError: error }
        : { nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})`, lockedUntil: null, lastError: error },
    )
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'pending')));
}

/** Seconds until the next pending message is due (null: nothing pending). */
export async function secondsToNextDue(db: Db): Promise<number | null> {
  const rows = rowsOf(
    await db.execute(sql`select extract(epoch from (min(greatest(next_attempt_at, coalesce(locked_until, next_attempt_at))) - now())) as s
      from ${emailOutbox} where status = 'pending'`),
  );
  const s = rows[0]?.s;
  return s === null || s === undefined ? null : Math.max(0, Number(s));
}

/** node-postgres answers { rows }, PGlite answers { rows } too; keep the access in one place. */
function rowsOf(result: unknown): Array<Record<string, unknown>> {
  return ((result as { rows?: Array<Record<string, unknown>> }).rows ?? []) as Array<Record<string, unknown>>;
}
