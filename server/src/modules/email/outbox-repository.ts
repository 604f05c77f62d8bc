/**
 * The e-mail outbox table. Times come from the database clock (now()), so every instance and
 * the dispatcher agree on what is due.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leasedJobQueue } from '../../db/leased-jobs';
import { emailOutbox } from '../../db/schema';
import type { DbOrTx } from '../../db/tx';
import type { LeasedJobQueue } from '../../lib/leased-job-loop';
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
  const [row] = await db.insert(emailOutbox).values(outboxValues({ message, options })).returning({ id: emailOutbox.id });
  return row!.id;
}

export interface OutboxEntry {
  message: MailMessage;
  options: EnqueueOptions;
}

/** Several messages in one statement (a batch of bookings' jobs: db/batch-rows.ts). */
export async function insertOutboxEmails(db: DbOrTx, entries: OutboxEntry[]): Promise<void> {
  if (entries.length) await db.insert(emailOutbox).values(entries.map(outboxValues));
}

const outboxValues = ({ message, options }: OutboxEntry) => ({ kind: options.kind, venueId: options.venueId ?? null, job: options.job ?? null, ...columnsOf(message) });

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

/** The outbox as a queue the dispatcher works by lease (db/leased-jobs.ts). */
export function outboxQueue(db: Db): LeasedJobQueue<OutboxRow> {
  return leasedJobQueue(db, emailOutbox, (ids) => db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids)).orderBy(emailOutbox.id));
}
