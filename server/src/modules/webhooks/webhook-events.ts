/**
 * The events a venue's endpoints can receive (docs/webhooks.md). Each is sent as
 * `{ id, type, timestamp, data }`: one id per event, the same on every retry.
 */
export const WEBHOOK_EVENT_TYPES = [
  'booking.created',
  'booking.changed',
  'booking.cancelled',
  'booking.arrived',
  'booking.no_show',
  'offer.made',
  'offer.accepted',
  'offer.expired',
  'giftcard.issued',
  'giftcard.redeemed',
  'giftcard.returned',
  'promotion.claimed',
  'promotion.redeemed',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** What `npm run venue -- webhooks test` sends: never a real change, every endpoint receives it. */
export const TEST_EVENT_TYPE = 'webhook.test';

export interface WebhookEvent {
  id: string;
  type: WebhookEventType | typeof TEST_EVENT_TYPE;
  /** ISO 8601, UTC: when the change was made. */
  timestamp: string;
  data: Record<string, unknown>;
}

/** Whether an endpoint that asked for `events` (null: all) receives this type. */
export const wants = (events: string[] | null, type: string): boolean => type === TEST_EVENT_TYPE || !events?.length || events.includes(type);
