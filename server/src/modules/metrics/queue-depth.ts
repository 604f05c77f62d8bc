/**
 * The outbox queues' depth and oldest job, read from the database at each scrape (never on a
 * timer, never per request): one grouped count per queue table over its pending rows, which its
 * (status, next_attempt_at) index finds. Every queue worked by lease (db/leased-jobs.ts) has the
 * columns read here: status, created_at.
 */
import { sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../../db/client';

export interface QueueSource {
  /** The queue's name in the `queue` label ('email', 'wallet', 'sms', 'webhook'…). */
  queue: string;
  table: string;
  /** The column whose value is the `kind` label: a word the code writes (never a guest's data). */
  kindColumn: string;
}

const rowsOf = (result: unknown): Array<Record<string, unknown>> => (result as { rows?: Array<Record<string, unknown>> }).rows ?? [];

export class QueueDepth {
  private readonly sources: QueueSource[] = [];
  private readonly depth: Gauge<'queue' | 'kind'>;
  private readonly oldest: Gauge<'queue' | 'kind'>;
  /** Every queue and kind seen pending since the start: they answer 0 once emptied. */
  private readonly seen = new Map<string, { queue: string; kind: string }>();

  constructor(registers: Registry[]) {
    this.depth = new Gauge({
      name: 'venue_outbox_jobs',
      help: 'Jobs waiting in an outbox queue (pending: due, leased or waiting for a retry), by queue and kind',
      labelNames: ['queue', 'kind'],
      registers,
    });
    this.oldest = new Gauge({
      name: 'venue_outbox_oldest_age_seconds',
      help: 'Age of the oldest pending job of a queue and kind (0 when none waits)',
      labelNames: ['queue', 'kind'],
      registers,
    });
  }

  watch(source: QueueSource): void {
    if (!/^[a-z_][a-z0-9_]*$/.test(source.table) || !/^[a-z_][a-z0-9_]*$/.test(source.kindColumn)) {
      throw new Error(`not a table and column name: ${source.table}.${source.kindColumn}`);
    }
    if (!this.sources.some((s) => s.queue === source.queue)) this.sources.push(source);
  }

  /** Reads every queue now. A kind seen before that has emptied answers 0 (its series stays). */
  async refresh(db: Db): Promise<void> {
    const results = await Promise.all(
      this.sources.map(async (source) => ({
        source,
        rows: rowsOf(
          await db.execute(sql`
            select ${sql.identifier(source.kindColumn)}::text as kind, count(*)::int as jobs,
              coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as oldest
            from ${sql.identifier(source.table)} where status = 'pending' group by 1`),
        ),
      })),
    );
    const now = new Map<string, { jobs: number; oldest: number }>();
    for (const { source, rows } of results) {
      for (const row of rows) {
        const kind = String(row.kind);
        const key = `${source.queue}\u0000${kind}`;
        if (!this.seen.has(key)) this.seen.set(key, { queue: source.queue, kind });
        now.set(key, { jobs: Number(row.jobs), oldest: Math.max(0, Number(row.oldest)) });
      }
    }
    for (const [key, labels] of this.seen) {
      const figures = now.get(key);
      this.depth.set(labels, figures?.jobs ?? 0);
      this.oldest.set(labels, figures?.oldest ?? 0);
    }
  }
}
