/**
 * Shared rate-limit totals in PostgreSQL: one upsert per batch of keys (migration 0008, an
 * UNLOGGED table), rows past their window deleted now and then by any instance.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { CounterEntry, CounterStore } from './shared-counter';

export class PostgresCounterStore implements CounterStore {
  constructor(private readonly db: Db) {}

  async add(entries: ReadonlyArray<CounterEntry>): Promise<Map<string, number>> {
    const keys = entries.map((e) => e.key);
    const hits = entries.map((e) => e.hits);
    const ttls = entries.map((e) => e.ttlMs);
    // Sorted keys: two instances' batches lock their rows in one order, never in a cycle.
    const result = await this.db.execute(sql`
      insert into rate_limit_counters (key, hits, expires_at)
      select k, h, now() + t.ms * interval '1 millisecond' from unnest(${sql.param(keys)}::text[], ${sql.param(hits)}::int[], ${sql.param(ttls)}::int[]) as t(k, h, ms) order by k
      on conflict (key) do update set hits = rate_limit_counters.hits + excluded.hits
      returning key, hits`);
    const rows = ((result as { rows?: unknown[] }).rows ?? result) as Array<{ key: string; hits: number }>;
    return new Map(rows.map((r) => [r.key, Number(r.hits)]));
  }

  /** Drops the rows of windows that have ended. */
  async prune(): Promise<number> {
    const result = await this.db.execute(sql`delete from rate_limit_counters where expires_at < now()`);
    return Number((result as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? 0);
  }
}
