/**
 * Turns a change into an event, in the transaction of the change: one delivery row per endpoint
 * that wants the type (nothing at all for a venue without webhooks), so an event is queued if
 * and only if its change commits. The data is composed only when some endpoint wants it.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { experiences, zones } from '../../db/schema';
import type { DbOrTx } from '../../db/tx';
import { sharedRead } from '../../db/shared-reads';
import { type BookingKeys, bookingData } from './webhook-payloads';
import type { WebhookEvent, WebhookEventType } from './webhook-events';
import { endpointsFor, queueDeliveries } from './webhook-repository';

/** `msg_` then 128 random bits: the webhook-id of one event, kept for every retry. */
export const newEventId = (): string => `msg_${randomBytes(16).toString('base64url')}`;

export async function emitEvent(
  tx: DbOrTx,
  venueId: number,
  type: WebhookEventType,
  at: Date,
  data: () => Promise<Record<string, unknown>> | Record<string, unknown>,
): Promise<boolean> {
  const endpoints = await endpointsFor(tx, venueId, type);
  if (!endpoints.length) return false;
  const event: WebhookEvent = { id: newEventId(), type, timestamp: at.toISOString(), data: await data() };
  await queueDeliveries(tx, venueId, endpoints, event);
  return true;
}

/** A booking's zone and experience by their keys in the venue file (ids mean nothing outside). */
export async function bookingKeys(tx: DbOrTx, zoneId: number | null, experienceId: number | null): Promise<BookingKeys> {
  // Once per batch of bookings (db/shared-reads.ts): no booking writes a zone or an experience.
  const zone = zoneId
    ? await sharedRead(tx, `zone-key:${zoneId}`, async () => (await tx.select({ key: zones.key }).from(zones).where(eq(zones.id, zoneId)))[0]?.key)
    : undefined;
  const experience = experienceId
    ? await sharedRead(
        tx,
        `experience-key:${experienceId}`,
        async () => (await tx.select({ key: experiences.key }).from(experiences).where(eq(experiences.id, experienceId)))[0]?.key,
      )
    : undefined;
  return { zone: zone ?? null, experience: experience ?? null };
}

export { bookingData };
