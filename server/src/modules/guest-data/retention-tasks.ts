/**
 * What a venue's retention period (venue file privacy.retentionDays) anonymises, one kind at a
 * time, the same way an erasure does: bookings whose day is that long past, claims claimed and
 * usable until that long ago, gift card orders whose cards are spent, void or expired that long,
 * and the outbox's copies of e-mails that old. Each batch takes its rows FOR UPDATE SKIP LOCKED
 * and marks them in the same transaction, so two instances never take the same row and a row
 * is anonymised once.
 */
import { and, eq, inArray, isNull, lt, ne, notExists, or, sql } from 'drizzle-orm';
import { emailOutbox, giftcardOrders, giftcardRedemptions, giftcards, promoClaims, reservations } from '../../db/schema';
import type { Tx } from '../../db/tx';
import { anonymiseBookings } from './bookings-shredder';
import { emptyOutboxRows } from './email-outbox-shredder';
import { anonymiseOrders } from './giftcard-orders-shredder';
import { anonymiseClaims } from './promo-claims-shredder';
import { deletePasses, passIdsOf } from './wallet-passes-shredder';

export interface RetentionCutoff {
  venueId: number;
  /** Venue date: what lies before it is past the period. */
  date: string;
  /** The same, as an instant. */
  instant: Date;
}

export interface RetentionTask {
  name: string;
  /** Anonymises up to `limit` due rows in `tx`; resolves with how many. */
  runBatch(tx: Tx, cutoff: RetentionCutoff, now: Date, limit: number): Promise<number>;
}

const noPasses = { bookingIds: [] as number[], giftcardIds: [] as number[], claimIds: [] as number[] };

export const bookingRetention: RetentionTask = {
  name: 'bookings',
  async runBatch(tx, cutoff, now, limit) {
    const rows = await tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(and(eq(reservations.venueId, cutoff.venueId), isNull(reservations.anonymizedAt), lt(reservations.date, cutoff.date)))
      .orderBy(reservations.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    const ids = rows.map((r) => r.id);
    await deletePasses(tx, await passIdsOf(tx, { ...noPasses, bookingIds: ids }));
    return anonymiseBookings(tx, ids, now, false);
  },
};

export const claimRetention: RetentionTask = {
  name: 'promoClaims',
  async runBatch(tx, cutoff, now, limit) {
    const rows = await tx
      .select({ id: promoClaims.id })
      .from(promoClaims)
      .where(
        and(eq(promoClaims.venueId, cutoff.venueId), isNull(promoClaims.anonymizedAt), lt(promoClaims.claimedAt, cutoff.instant), lt(promoClaims.useBy, cutoff.date)),
      )
      .orderBy(promoClaims.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    const ids = rows.map((r) => r.id);
    await deletePasses(tx, await passIdsOf(tx, { ...noPasses, claimIds: ids }));
    return anonymiseClaims(tx, ids, now);
  },
};

export const orderRetention: RetentionTask = {
  name: 'giftcardOrders',
  async runBatch(tx, cutoff, now, limit) {
    // A card still worth something, or used within the period, keeps its order's buyer.
    const liveCard = tx
      .select({ id: giftcards.id })
      .from(giftcards)
      .where(
        and(
          eq(giftcards.orderId, giftcardOrders.id),
          or(
            and(eq(giftcards.status, 'active'), sql`${giftcards.balance} > 0`, sql`${giftcards.expiresOn} >= ${cutoff.date}`),
            sql`exists (select 1 from ${giftcardRedemptions} where ${giftcardRedemptions.giftcardId} = ${giftcards.id} and ${giftcardRedemptions.createdAt} >= ${cutoff.instant})`,
          ),
        ),
      );
    const rows = await tx
      .select({ id: giftcardOrders.id })
      .from(giftcardOrders)
      .where(and(eq(giftcardOrders.venueId, cutoff.venueId), isNull(giftcardOrders.anonymizedAt), lt(giftcardOrders.createdAt, cutoff.instant), notExists(liveCard)))
      .orderBy(giftcardOrders.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    const ids = rows.map((r) => r.id);
    if (ids.length) {
      const cards = await tx.select({ id: giftcards.id }).from(giftcards).where(inArray(giftcards.orderId, ids));
      await deletePasses(tx, await passIdsOf(tx, { ...noPasses, giftcardIds: cards.map((c) => c.id) }));
    }
    return anonymiseOrders(tx, ids, now);
  },
};

export const outboxRetention: RetentionTask = {
  name: 'emails',
  async runBatch(tx, cutoff, _now, limit) {
    const rows = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.venueId, cutoff.venueId), lt(emailOutbox.createdAt, cutoff.instant), ne(emailOutbox.to, '')))
      .orderBy(emailOutbox.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    return emptyOutboxRows(
      tx,
      rows.map((r) => r.id),
    );
  },
};

export const RETENTION_TASKS: RetentionTask[] = [bookingRetention, claimRetention, orderRetention, outboxRetention];
