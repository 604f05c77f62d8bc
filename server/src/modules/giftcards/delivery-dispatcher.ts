/**
 * Sends each card's e-mail on its delivery day (venue time zone): at start, right after an
 * order is issued (kick), and when the next card falls due (a timer, with a safety poll). The
 * card row is locked and marked delivered in the transaction that queues the e-mail in the
 * outbox, so a card goes out once, whatever restarts or concurrent instances.
 */
import type { FastifyInstance } from 'fastify';
import { DueWorkLoop } from '../../lib/due-work-loop';
import { cardEmail } from './card-email';
import { findCardById, listDueCardIds, lockCard, nextDeliveryAt, updateCard } from './giftcard-repository';
import { findVenueById } from './order-repository';

export interface DeliveryOptions {
  /** Safety poll, in case a kick was missed (another instance issued the card). */
  pollMs: number;
  batchSize: number;
}

const DEFAULTS: DeliveryOptions = { pollMs: 60_000, batchSize: 20 };

export class CardDelivery {
  private readonly options: DeliveryOptions;
  private readonly loop: DueWorkLoop;

  constructor(
    private readonly app: FastifyInstance,
    options: Partial<DeliveryOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
    this.loop = new DueWorkLoop({
      work: () => this.queueDue(),
      msUntilNextDue: async () => {
        const next = await nextDeliveryAt(this.app.db);
        return next ? next.getTime() - this.app.clock().getTime() : null;
      },
      pollMs: this.options.pollMs,
      onError: (err) => this.app.log.error({ err }, 'gift card delivery failed'),
    });
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  kick(): void {
    this.loop.kick();
  }

  /** Queues the e-mail of every card due now; resolves with how many. Concurrent calls share a run. */
  deliverDue(): Promise<number> {
    return this.loop.runNow();
  }

  private async queueDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const ids = await listDueCardIds(this.app.db, this.app.clock(), this.options.batchSize);
      let progressed = 0;
      for (const id of ids) if (await this.deliverOne(id)) progressed += 1;
      sent += progressed;
      // Cards another instance holds (or that failed) are left for the next round.
      if (ids.length < this.options.batchSize || progressed === 0) break;
    }
    if (sent) this.app.email.kick();
    return sent;
  }

  private async deliverOne(id: number): Promise<boolean> {
    const found = await findCardById(this.app.db, id);
    if (!found) return false;
    const venue = (await findVenueById(this.app.db, found.card.venueId))!;
    // Rendered before the transaction (QR code): the transaction stays short.
    const message = await cardEmail(this.app, venue, found.card, found.order);
    const now = this.app.clock();
    return this.app.db.transaction(async (tx) => {
      const card = await lockCard(tx, id, { skipLocked: true });
      if (!card || card.deliveredAt || card.status === 'void' || card.deliverAt > now) return false;
      await this.app.email.queue(tx, message, { kind: 'giftcard', venueId: card.venueId });
      await updateCard(tx, card.id, { deliveredAt: now, sentCount: card.sentCount + 1 });
      return true;
    });
  }
}
