/**
 * The registry features subscribe to. The Stripe webhook and the demo gateway both dispatch
 * here, so a feature handles `payment_intent.succeeded` once for both.
 */
import type { FastifyBaseLogger } from 'fastify';
import { PaymentEventHandlerError } from './payment-errors';
import type { PaymentEvent, PaymentEventHandler, PaymentEventType } from './payment-types';

export class PaymentEvents {
  private readonly handlers = new Map<PaymentEventType, PaymentEventHandler[]>();

  constructor(private readonly log?: FastifyBaseLogger) {}

  /**
   * Calls `handler` for every event of `type`. Handlers must be idempotent: an event may come
   * twice, or after a later one. Returns a function that unsubscribes.
   */
  on<T extends PaymentEventType>(type: T, handler: PaymentEventHandler<T>): () => void {
    const list = this.handlers.get(type) ?? [];
    list.push(handler as PaymentEventHandler);
    this.handlers.set(type, list);
    return () => {
      const current = this.handlers.get(type) ?? [];
      this.handlers.set(
        type,
        current.filter((h) => h !== handler),
      );
    };
  }

  /**
   * Runs every handler of the event's type, each even if another failed, then throws
   * PaymentEventHandlerError if any failed: the caller must not acknowledge the event, so the
   * provider (or the demo gateway) delivers it again.
   */
  async dispatch(event: PaymentEvent): Promise<void> {
    const handlers = [...(this.handlers.get(event.type) ?? [])];
    const failures: unknown[] = [];
    for (const handler of handlers) {
      try {
        await handler(event);
      } catch (err) {
        failures.push(err);
        this.log?.error({ err, eventId: event.eventId, type: event.type }, 'payment event handler failed');
      }
    }
    this.log?.info({ eventId: event.eventId, type: event.type, intent: event.intent.id, handlers: handlers.length, failed: failures.length }, 'payment event');
    if (failures.length) throw new PaymentEventHandlerError(event.eventId, failures);
  }
}
