/**
 * The endpoints of a venue (written by `venue apply`) and the deliveries queued for them, worked
 * by lease like the e-mail outbox (db/leased-jobs.ts: SKIP LOCKED, so two instances never take
 * the same delivery; a lease that runs out frees a delivery whose sender died).
 */
import { and, asc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leasedJobQueue } from '../../db/leased-jobs';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import type { DbOrTx } from '../../db/tx';
import { sharedRead } from '../../db/shared-reads';
import type { LeasedJobQueue } from '../../lib/leased-job-loop';
import { type WebhookEvent, wants } from './webhook-events';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect & { url: string; secret: string };

/** Read once per batch of bookings (db/shared-reads.ts): `venue apply` writes them, no booking does. */
export function listEndpoints(db: DbOrTx, venueId: number): Promise<EndpointRow[]> {
  return sharedRead(db, `webhook-endpoints:${venueId}`, async () =>
    db.select().from(webhookEndpoints).where(eq(webhookEndpoints.venueId, venueId)).orderBy(asc(webhookEndpoints.sort), asc(webhookEndpoints.id)),
  );
}

export function allEndpoints(db: DbOrTx): Promise<EndpointRow[]> {
  return db.select().from(webhookEndpoints).orderBy(asc(webhookEndpoints.id));
}

/** The endpoints that want this type of event (one short read; none for most venues). */
export async function endpointsFor(db: DbOrTx, venueId: number, type: string): Promise<EndpointRow[]> {
  return (await listEndpoints(db, venueId)).filter((e) => wants(e.events, type));
}

/** One delivery per endpoint, in the caller's transaction; the same event body and id for each. */
export async function queueDeliveries(db: DbOrTx, venueId: number, endpoints: EndpointRow[], event: WebhookEvent): Promise<void> {
  if (!endpoints.length) return;
  const body = JSON.stringify(event);
  await db.insert(webhookDeliveries).values(endpoints.map((e) => ({ venueId, endpointId: e.id, eventId: event.id, eventType: event.type, body })));
}

/**
 * A delivery's body holds the guest's name and contact details: once settled (sent or given up)
 * it is kept `days` for an operator to look into, then deleted. Pending ones are never touched.
 */
export async function pruneSettledDeliveries(db: Db, days: number): Promise<number> {
  const rows = await db
    .delete(webhookDeliveries)
    .where(and(ne(webhookDeliveries.status, 'pending'), lt(webhookDeliveries.createdAt, sql`now() - make_interval(days => ${days})`)))
    .returning({ id: webhookDeliveries.id });
  return rows.length;
}

export function deliveryQueue(db: Db): LeasedJobQueue<DeliveryRow> {
  return leasedJobQueue(db, webhookDeliveries, async (ids) => {
    const rows = await db
      .select({ delivery: webhookDeliveries, url: webhookEndpoints.url, secret: webhookEndpoints.secret })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(inArray(webhookDeliveries.id, ids))
      .orderBy(asc(webhookDeliveries.id));
    return rows.map((r) => ({ ...r.delivery, url: r.url, secret: r.secret }));
  });
}
