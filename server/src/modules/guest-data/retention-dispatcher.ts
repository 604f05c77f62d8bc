/**
 * The daily retention pass (docs/privacy.md): for every venue whose file sets
 * privacy.retentionDays, anonymises what is older than the period (retention-tasks.ts). Runs at
 * start and then once a day on the due-work loop the other dispatchers use; on several
 * instances each row is taken by one of them (SKIP LOCKED), so running twice at once is harmless.
 */
import type { FastifyInstance } from 'fastify';
import { isNotNull } from 'drizzle-orm';
import { venues } from '../../db/schema';
import { DueWorkLoop } from '../../lib/due-work-loop';
import { addDays, venueToday } from '../../lib/wall-clock';
import { RETENTION_TASKS, type RetentionCutoff } from './retention-tasks';

export interface RetentionOptions {
  pollMs: number;
  batchSize: number;
}

const DEFAULTS: RetentionOptions = { pollMs: 24 * 60 * 60_000, batchSize: 200 };

export class RetentionDispatcher {
  private readonly options: RetentionOptions;
  private readonly loop: DueWorkLoop;

  constructor(
    private readonly app: FastifyInstance,
    options: Partial<RetentionOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
    this.loop = new DueWorkLoop({
      work: () => this.anonymiseDue(),
      // Nothing is planned to the minute: the daily poll is the schedule.
      msUntilNextDue: async () => null,
      pollMs: this.options.pollMs,
      onError: (err) => this.app.log.error({ err }, 'guest data retention failed'),
    });
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Anonymises everything past its venue's period now; resolves with how many rows. Concurrent calls share a run. */
  runDue(): Promise<number> {
    return this.loop.runNow();
  }

  private async anonymiseDue(): Promise<number> {
    const now = this.app.clock();
    const withPeriod = await this.app.db
      .select({ id: venues.id, timezone: venues.timezone, days: venues.retentionDays })
      .from(venues)
      .where(isNotNull(venues.retentionDays));
    let done = 0;
    for (const venue of withPeriod) {
      const days = venue.days!;
      const cutoff: RetentionCutoff = { venueId: venue.id, date: addDays(venueToday(now, venue.timezone), -days), instant: new Date(now.getTime() - days * 86_400_000) };
      for (const task of RETENTION_TASKS) {
        for (;;) {
          const handled = await this.app.db.transaction((tx) => task.runBatch(tx, cutoff, now, this.options.batchSize));
          done += handled;
          if (handled < this.options.batchSize) break;
        }
      }
    }
    if (done) this.app.log.info({ rows: done }, 'guest data past its retention period anonymised');
    return done;
  }
}
