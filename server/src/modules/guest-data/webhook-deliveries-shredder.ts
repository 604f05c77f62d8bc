/**
 * The events queued for the venue's other systems (modules/webhooks) that name the guest: a
 * booking's or a claim's event carries their name, e-mail and phone. Erasing empties the body
 * and keeps the row's type, state and dates: that an event went out, not what it said. One still
 * waiting is given up, never sent empty. (What a receiver already got is the venue's own system's
 * to erase: docs/privacy.md.)
 */
import { and, eq, inArray } from 'drizzle-orm';
import { webhookDeliveries } from '../../db/schema';
import { type GuestShredder, containsAny, searchTexts } from './guest-shredder';

export const webhookDeliveriesShredder: GuestShredder = {
  name: 'webhookDeliveries',
  async find(tx, scope, traces) {
    const rows = await tx
      .select({
        id: webhookDeliveries.id,
        eventType: webhookDeliveries.eventType,
        status: webhookDeliveries.status,
        createdAt: webhookDeliveries.createdAt,
        sentAt: webhookDeliveries.sentAt,
      })
      .from(webhookDeliveries)
      .where(and(scope.venueId === null ? undefined : eq(webhookDeliveries.venueId, scope.venueId), containsAny(webhookDeliveries.body, searchTexts(traces))))
      .orderBy(webhookDeliveries.id);
    traces.webhookDeliveryIds.push(...rows.map((r) => r.id));
    return rows;
  },
  async erase(tx, _scope, traces) {
    const ids = traces.webhookDeliveryIds;
    if (!ids.length) return 0;
    await tx
      .update(webhookDeliveries)
      .set({ status: 'failed', lockedUntil: null, lastError: 'guest data erased: not sent' })
      .where(and(inArray(webhookDeliveries.id, ids), eq(webhookDeliveries.status, 'pending')));
    const changed = await tx.update(webhookDeliveries).set({ body: '' }).where(inArray(webhookDeliveries.id, ids)).returning({ id: webhookDeliveries.id });
    return changed.length;
  },
};
