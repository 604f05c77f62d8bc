/** Shared rate-limit totals in Redis (REDIS_URL): INCRBY and PEXPIRE per key, one pipeline per batch. */
import Redis from 'ioredis';
import type { CounterEntry, CounterStore } from './shared-counter';

const PREFIX = 'frontpage:rate:';

export class RedisCounterStore implements CounterStore {
  private readonly redis: Redis;

  constructor(url: string) {
    // Fail fast while Redis is away: the counter then counts on this instance (shared-counter.ts).
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
    this.redis.on('error', () => undefined); // reported by the failing add, not twice
  }

  /** Resolves once connected (or after `ms`: the counter copes with a store that is away). */
  ready(ms = 5000): Promise<void> {
    if (this.redis.status === 'ready') return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.redis.once('ready', done);
    });
  }

  async add(entries: ReadonlyArray<CounterEntry>): Promise<Map<string, number>> {
    const pipeline = this.redis.pipeline();
    // NX: the first add of a window sets its end; later adds leave it.
    for (const e of entries) pipeline.incrby(PREFIX + e.key, e.hits).pexpire(PREFIX + e.key, e.ttlMs, 'NX');
    const results = (await pipeline.exec()) ?? [];
    const totals = new Map<string, number>();
    entries.forEach((e, i) => {
      const [err, value] = results[i * 2] ?? [new Error('no answer'), null];
      if (err) throw err;
      totals.set(e.key, Number(value));
    });
    return totals;
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
