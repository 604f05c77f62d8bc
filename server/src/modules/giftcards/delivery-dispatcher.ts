/**
 * Sends each card's e-mail on its delivery day (venue time zone): at start, right after an
 * order is issued (kick), and when the next card falls due (a timer, with a safety poll). The
 * card row is locked and marked delivered in the transaction that queues the e-mail in the
 * outbox, so a card goes out once, whatever restarts or concurrent instances.
 */
import type { FastifyInstance } from 'fastify';
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
  private running: Promise<number> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private stopped = true;

  constructor(
    private readonly app: FastifyInstance,
    options: Partial<DeliveryOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  start(): void {
    this.stopped = false;
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  kick(): void {
    if (this.stopped) return;
    void this.deliverDue().catch((err: unknown) => this.app.log.error({ err }, 'gift card delivery failed'));
  }

  /** Queues the e-mail of every card due now; resolves with how many. Concurrent calls share a run. */
  deliverDue(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async run(): Promise<number> {
    let sent = 0;
    do {
      this.again = false;
      for (;;) {
        const ids = await listDueCardIds(this.app.db, this.app.clock(), this.options.batchSize);
        let progressed = 0;
        for (const id of ids) if (await this.deliverOne(id)) progressed += 1;
        sent += progressed;
        // Cards another instance holds (or that failed) are left for the next round.
        if (ids.length < this.options.batchSize || progressed === 0) break;
      }
    } while (this.again);
    if (sent) this.app.email.kick();
    await this.schedule();
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

  /** Wakes up when the next card falls due (or for the safety poll, whichever is first). */
  private async schedule(): Promise<void> {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    const next = await nextDeliveryAt(this.app.db).catch(() => null);
    const wait = next ? Math.max(0, next.getTime() - this.app.clock().getTime()) + 50 : Infinity;
    if (this.stopped) return;
    this.timer = setTimeout(() => this.kick(), Math.min(this.options.pollMs, wait));
    this.timer.unref();
  }
}
