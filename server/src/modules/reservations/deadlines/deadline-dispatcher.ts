/**
 * Runs the work bookings fall due for: reminders, releases of unconfirmed bookings, waiting-list
 * offers that ran out, and freed seats no change offered yet (deadline-task.ts, one module each).
 * Runs at start, on a timer set for the next due item, and on a safety poll (another instance
 * may have planned it).
 *
 * Exactly once across instances and after a crash: the plan is in the reservation row, and each
 * task locks the row and clears or moves its plan in the transaction that does the work (the
 * e-mail goes in the outbox in the same transaction).
 */
import type { FastifyInstance } from 'fastify';
import { DueWorkLoop } from '../../../lib/due-work-loop';
import { releaseTask } from '../reminders/release-unconfirmed';
import { reminderTask } from '../reminders/send-reminder';
import { offerExpiryTask } from '../waiting-list/expire-offer';
import { waitingSweepTask } from '../waiting-list/waiting-sweep';
import type { DeadlineTask } from './deadline-task';
import { giftcardReturnTask } from '../giftcard-payment';

export interface DeadlineOptions {
  /** Safety poll, in case another instance planned the next item sooner. */
  pollMs: number;
  batchSize: number;
}

const DEFAULTS: DeadlineOptions = { pollMs: 60_000, batchSize: 50 };

/** In this order: an offer that ran out frees seats the sweep would otherwise look at twice. */
const TASKS: DeadlineTask[] = [reminderTask, releaseTask, offerExpiryTask, waitingSweepTask, giftcardReturnTask];

export class DeadlineDispatcher {
  private readonly options: DeadlineOptions;
  private readonly loop: DueWorkLoop;

  constructor(
    private readonly app: FastifyInstance,
    options: Partial<DeadlineOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
    this.loop = new DueWorkLoop({
      work: () => this.handleDue(),
      msUntilNextDue: async () => {
        const times = (await Promise.all(TASKS.map((task) => task.nextDueAt(this.app.db)))).filter((t): t is Date => t !== null);
        return times.length ? Math.min(...times.map((t) => t.getTime())) - this.app.clock().getTime() : null;
      },
      pollMs: this.options.pollMs,
      onError: (err) => this.app.log.error({ err }, 'booking deadlines failed'),
    });
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Does every piece of work due now; resolves with how many. Concurrent calls share a run. */
  runDue(): Promise<number> {
    return this.loop.runNow();
  }

  private async handleDue(): Promise<number> {
    let done = 0;
    for (const task of TASKS) done += await this.run(task);
    if (done) this.app.email.kick();
    return done;
  }

  /** Works through the task's due rows batch by batch; rows another instance holds are left to it. */
  private async run(task: DeadlineTask): Promise<number> {
    let handled = 0;
    for (;;) {
      const ids = await task.listDue(this.app.db, this.app.clock(), this.options.batchSize);
      let progressed = 0;
      for (const id of ids) {
        try {
          if (await task.handle(this.app, id)) progressed += 1;
        } catch (err) {
          this.app.log.error({ err, reservation: id, task: task.name }, 'booking deadline failed');
        }
      }
      handled += progressed;
      if (ids.length < this.options.batchSize || progressed === 0) return handled;
    }
  }
}
