/**
 * A venue's endpoints as its applied file lists them, by address: a new address added, a changed
 * one updated in place (its queued deliveries go on, to the same address with the new secret or
 * filter), one that left the file deleted with its queued deliveries (nobody to send them to).
 */
import { and, eq, notInArray } from 'drizzle-orm';
import { webhookEndpoints } from '../../db/schema';
import type { Tx } from '../../db/tx';
import type { VenuePlan } from '../venue-setup/venue-plan';

export async function writeEndpoints(tx: Tx, venueId: number, planned: VenuePlan['webhooks'], now: Date): Promise<void> {
  const urls = planned.map((w) => w.url);
  await tx
    .delete(webhookEndpoints)
    .where(urls.length ? and(eq(webhookEndpoints.venueId, venueId), notInArray(webhookEndpoints.url, urls)) : eq(webhookEndpoints.venueId, venueId));
  for (const [i, w] of planned.entries()) {
    const values = { events: w.events, secret: w.secret, sort: (i + 1) * 10, updatedAt: now };
    await tx
      .insert(webhookEndpoints)
      .values({ venueId, url: w.url, ...values })
      .onConflictDoUpdate({ target: [webhookEndpoints.venueId, webhookEndpoints.url], set: values });
  }
}
