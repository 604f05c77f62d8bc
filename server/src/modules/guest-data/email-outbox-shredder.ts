/**
 * The outbox's copies of the e-mails: those sent to the guest, and any other naming them (their
 * address, phone or one of their links in the text). Erasing empties the copy (recipient,
 * subject, bodies, attachments) and keeps the row's kind, state and dates: that an e-mail went
 * out, not what it said. One still waiting is given up, never sent empty.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema';
import type { Tx } from '../../db/tx';
import { type GuestScope, type GuestShredder, type GuestTraces, containsAny, isGuestAddress, mayBeAddress, searchTexts } from './guest-shredder';

/** Empties outbox rows (an erasure, or the retention period over). */
export async function emptyOutboxRows(tx: Tx, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  await tx
    .update(emailOutbox)
    .set({ status: 'failed', lockedUntil: null, lastError: 'guest data erased: not sent' })
    .where(and(inArray(emailOutbox.id, ids), eq(emailOutbox.status, 'pending')));
  const changed = await tx
    .update(emailOutbox)
    .set({ to: '', subject: '', html: '', text: '', attachments: [], job: null })
    .where(inArray(emailOutbox.id, ids))
    .returning({ id: emailOutbox.id });
  return changed.length;
}

async function guestRows(tx: Tx, scope: GuestScope, traces: GuestTraces) {
  const texts = searchTexts(traces);
  const rows = await tx
    .select()
    .from(emailOutbox)
    .where(
      and(
        scope.venueId === null ? undefined : eq(emailOutbox.venueId, scope.venueId),
        or(
          mayBeAddress(emailOutbox.to, scope.email),
          containsAny(emailOutbox.subject, texts),
          containsAny(emailOutbox.html, texts),
          containsAny(emailOutbox.text, texts),
          containsAny(sql`coalesce(${emailOutbox.job}::text, '')`, texts),
        ),
      ),
    )
    .orderBy(emailOutbox.id);
  const lowerTexts = texts.map((t) => t.toLowerCase());
  // The address pattern is wide (a prefix); a row stays if its recipient is the guest or its text names them.
  return rows.filter(
    (r) => isGuestAddress(r.to, scope) || [r.subject, r.html, r.text, JSON.stringify(r.job ?? '')].some((v) => lowerTexts.some((t) => v.toLowerCase().includes(t))),
  );
}

export const emailOutboxShredder: GuestShredder = {
  name: 'emails',
  async find(tx, scope, traces) {
    const rows = await guestRows(tx, scope, traces);
    traces.emailIds.push(...rows.map((r) => r.id));
    return rows.map((r) => ({ id: r.id, kind: r.kind, to: r.to, subject: r.subject, status: r.status, createdAt: r.createdAt, sentAt: r.sentAt }));
  },
  erase: (tx, _scope, traces) => emptyOutboxRows(tx, traces.emailIds),
};
