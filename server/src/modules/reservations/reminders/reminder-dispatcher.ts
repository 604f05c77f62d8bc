/**
 * Sends each booking's reminder when it falls due, and releases the bookings the guest did not
 * reconfirm by the venue's deadline. Runs at start, on a timer set for the next due item, and
 * on a safety poll (another instance may have planned it).
 *
 * Exactly once across instances: the booking row is locked (SKIP LOCKED: two instances share
 * the work instead of waiting on each other) and its plan cleared in the transaction that
 * queues the e-mail in the outbox. A cancelled booking has no plan any more, and a moved one
 * was re-planned by the change itself (reminder-plan.ts), so neither is ever reminded.
 */
import type { FastifyInstance } from 'fastify';
import { DueWorkLoop } from '../../../lib/due-work-loop';
import { findVenueById } from '../../venues/venue-repository';
import { bookingTransaction, dayLockKey } from '../booking-lock';
import { queueReservationEmail } from '../reservation-notify';
import { lockReservation, updateReservation } from '../reservation-repository';
import { reservationStart } from '../reservation-view';
import { offerFreedSeats } from '../waiting-list';
import { releaseDeadline } from './reminder-plan';
import { findBookingById, listDueReleaseIds, listDueReminderIds, nextReminderWorkAt } from './reminder-repository';

export interface ReminderOptions {
  /** Safety poll, in case another instance planned the next reminder sooner. */
  pollMs: number;
  batchSize: number;
}

const DEFAULTS: ReminderOptions = { pollMs: 60_000, batchSize: 50 };

export class ReminderDispatcher {
  private readonly options: ReminderOptions;
  private readonly loop: DueWorkLoop;

  constructor(
    private readonly app: FastifyInstance,
    options: Partial<ReminderOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
    this.loop = new DueWorkLoop({
      work: () => this.handleDue(),
      msUntilNextDue: async () => {
        const next = await nextReminderWorkAt(this.app.db);
        return next ? next.getTime() - this.app.clock().getTime() : null;
      },
      pollMs: this.options.pollMs,
      onError: (err) => this.app.log.error({ err }, 'booking reminders failed'),
    });
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Sends every reminder and makes every release due now; resolves with how many. */
  runDue(): Promise<number> {
    return this.loop.runNow();
  }

  private async handleDue(): Promise<number> {
    const done = (await this.each(listDueReminderIds, (id) => this.remind(id))) + (await this.each(listDueReleaseIds, (id) => this.release(id)));
    if (done) this.app.email.kick();
    return done;
  }

  /** Works through the due ids batch by batch; rows another instance holds are left to it. */
  private async each(list: typeof listDueReminderIds, handle: (id: number) => Promise<boolean>): Promise<number> {
    let handled = 0;
    for (;;) {
      const ids = await list(this.app.db, this.app.clock(), this.options.batchSize);
      let progressed = 0;
      for (const id of ids) {
        try {
          if (await handle(id)) progressed += 1;
        } catch (err) {
          this.app.log.error({ err, reservation: id }, 'booking reminder step failed');
        }
      }
      handled += progressed;
      if (ids.length < this.options.batchSize || progressed === 0) return handled;
    }
  }

  /** The booking and its venue, read before the transaction (which then locks and checks the row). */
  private async load(id: number) {
    const found = await findBookingById(this.app.db, id);
    const venue = found && (await findVenueById(this.app.db, found.venueId));
    return found && venue ? { found, venue } : null;
  }

  private async remind(id: number): Promise<boolean> {
    const loaded = await this.load(id);
    if (!loaded) return false;
    const { venue } = loaded;
    return this.app.db.transaction(async (tx) => {
      const now = this.app.clock();
      const row = await lockReservation(tx, id, { skipLocked: true });
      if (!row?.remindAt || row.remindAt > now) return false;
      if (row.status !== 'confirmed' || reservationStart(row, venue.timezone) <= now) {
        await updateReservation(tx, id, { remindAt: null });
        return false;
      }
      const reminded = await updateReservation(tx, id, {
        remindAt: null,
        remindedAt: now,
        remindedFor: reservationStart(row, venue.timezone),
        releaseAt: releaseDeadline(venue, row, now),
      });
      await queueReservationEmail(this.app, tx, venue, reminded, 'reminder');
      return true;
    });
  }

  /** Not reconfirmed in time: cancelled without any fee, the guest told, the seats offered to the waiting list. */
  private async release(id: number): Promise<boolean> {
    const loaded = await this.load(id);
    if (!loaded) return false;
    const { found, venue } = loaded;
    return bookingTransaction(this.app, [dayLockKey(venue.id, found.date)], async (tx) => {
      const now = this.app.clock();
      const row = await lockReservation(tx, id);
      if (!row || row.status !== 'confirmed' || row.reconfirmedAt || !row.releaseAt || row.releaseAt > now || row.date !== found.date) return false;
      const released = await updateReservation(tx, id, {
        status: 'cancelled',
        cancelledAt: now,
        closedReason: 'unconfirmed',
        releaseAt: null,
        sequence: row.sequence + 1,
      });
      await queueReservationEmail(this.app, tx, venue, released, 'released');
      await offerFreedSeats(this.app, tx, venue, row.date, now);
      return true;
    });
  }
}
