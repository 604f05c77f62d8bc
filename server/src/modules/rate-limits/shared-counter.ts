/**
 * Fixed-window hit counters shared by every instance (a PostgreSQL table or Redis), without a
 * round trip per hit. Each instance counts locally and adds its hits to the shared store in
 * batches; a hit waits for the store only when it matters:
 *
 * - far below the limit, hits are answered from memory (the last shared total plus this
 *   instance's hits not confirmed yet) and sent within FLUSH_MS, or at once when they reach a
 *   tenth of the limit. An instance never has more than a tenth unconfirmed, so with N
 *   instances the limit can be passed by at most N tenths of it;
 * - near the limit, and always for small limits (under 20, where a tenth is one hit), every hit
 *   waits for the store's total and gets its exact place in the window: 10 hits at once for a
 *   limit of 5 answer 5 allowed, 5 refused, across all instances;
 * - over the limit by what this instance already knows, hits are refused from memory and sent
 *   later: a flood of refused calls costs no store round trip each.
 *
 * If the store fails, hits are counted here only (logged): a broken store never refuses a
 * visitor, and never lets a flood through either, since the local count still applies.
 */

import { loggableError } from '../../lib/loggable-error';

export interface CounterEntry {
  key: string;
  hits: number;
  ttlMs: number;
}

/** Where the totals live: adds hits to keys and answers each key's new total. */
export interface CounterStore {
  /** `key` names one window; `ttlMs` is how long the window still runs (the row may go after). */
  add(entries: ReadonlyArray<CounterEntry>): Promise<Map<string, number>>;
  close?(): Promise<void>;
}

export interface Hit {
  /** This hit's place in the window (1 = first): over `max` means refused. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/** How long hits wait to be sent when nothing makes them urgent. */
export const FLUSH_MS = 100;

interface Window {
  /** The last total the store answered (every instance's hits). */
  known: number;
  /** Hits sent to the store whose total has not come back yet. */
  inFlight: number;
  /** Hits not sent yet. */
  pending: number;
  expiresAt: number;
  waiters: Array<(current: number) => void>;
}

export class SharedCounter {
  private readonly windows = new Map<string, Window>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private storeDown = false;

  constructor(
    private readonly store: CounterStore,
    private readonly log: (message: string) => void = () => undefined,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Counts one hit of `key` in its current window of `windowMs`, with `max` hits allowed. */
  async hit(key: string, windowMs: number, max: number): Promise<Hit> {
    const now = this.clock();
    const index = Math.floor(now / windowMs);
    const expiresAt = (index + 1) * windowMs;
    const ttl = expiresAt - now;
    const id = `${key}|${windowMs}|${index}`;
    let w = this.windows.get(id);
    if (!w) {
      w = { known: 0, inFlight: 0, pending: 0, expiresAt, waiters: [] };
      this.windows.set(id, w);
    }
    w.pending += 1;
    const estimate = w.known + w.inFlight + w.pending;
    // A tenth of the limit may go unconfirmed per instance; small limits (a tenth under 2) are
    // exact: each hit waits for its place.
    const batch = Math.floor(max / 10);
    const unconfirmed = w.inFlight + w.pending;
    if (w.known > max || (batch >= 2 && unconfirmed <= batch && estimate <= max - batch)) {
      // Clearly over (refused) or clearly under (allowed): memory decides, the store learns soon.
      if (w.pending >= Math.max(1, batch)) void this.flush();
      else this.schedule();
      return { current: estimate, ttl };
    }
    // Near the limit: the store gives this hit its place.
    const current = await new Promise<number>((resolve) => {
      w.waiters.push(resolve);
      void this.flush();
    });
    return { current, ttl };
  }

  /** Sends every pending hit now (a flush already under way is followed by another). */
  flush(): Promise<void> {
    const run = async (): Promise<void> => {
      const batch = [...this.windows].filter(([, w]) => w.pending > 0).map(([id, w]) => ({ id, w, hits: w.pending, waiters: w.waiters.splice(0) }));
      for (const b of batch) {
        b.w.pending = 0;
        b.w.inFlight += b.hits;
      }
      if (batch.length === 0) return;
      let totals: Map<string, number> | null = null;
      try {
        const now = this.clock();
        totals = await this.store.add(batch.map((b) => ({ key: b.id, hits: b.hits, ttlMs: Math.max(1, b.w.expiresAt - now) })));
        if (this.storeDown) this.log('rate limits: the shared store answers again');
        this.storeDown = false;
      } catch (err) {
        if (!this.storeDown) this.log(`rate limits: shared store failed (${loggableError(err).message}); counting on this instance only`);
        this.storeDown = true;
      }
      for (const b of batch) {
        const total = totals?.get(b.id) ?? b.w.known + b.hits;
        b.w.inFlight -= b.hits;
        b.w.known = Math.max(b.w.known, total);
        // The waiting hits take the last places of this batch: the others were answered already.
        b.waiters.forEach((resolve, i) => resolve(total - b.waiters.length + 1 + i));
      }
    };
    const previous = this.flushing ?? Promise.resolve();
    const next = previous.then(run, run).finally(() => {
      if (this.flushing === next) this.flushing = null;
    });
    this.flushing = next;
    this.sweep();
    return next;
  }

  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush();
    await this.store.close?.();
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, FLUSH_MS);
    this.timer.unref();
  }

  /** Forgets windows that have ended (their store rows expire on their own). */
  private sweep(): void {
    const now = this.clock();
    for (const [id, w] of this.windows) if (w.expiresAt <= now && w.pending === 0 && w.inFlight === 0 && w.waiters.length === 0) this.windows.delete(id);
  }
}

/** One instance, nothing to share: the totals are this process's own (the embedded default). */
export class MemoryCounterStore implements CounterStore {
  private readonly totals = new Map<string, number>();

  async add(entries: ReadonlyArray<CounterEntry>): Promise<Map<string, number>> {
    const answer = new Map<string, number>();
    for (const e of entries) {
      // Each key names one window: no expiry to check. Re-inserted last, so the oldest go first.
      const hits = (this.totals.get(e.key) ?? 0) + e.hits;
      this.totals.delete(e.key);
      this.totals.set(e.key, hits);
      answer.set(e.key, hits);
    }
    for (const key of this.totals.keys()) {
      if (this.totals.size <= 50_000) break;
      this.totals.delete(key);
    }
    return answer;
  }
}

/** Counts one call against `max` per `windowMs`: 0 when allowed, else the seconds to wait. */
export async function takeLimit(counter: SharedCounter, key: string, max: number, windowMs: number): Promise<number> {
  const hit = await counter.hit(key, windowMs, max);
  return hit.current <= max ? 0 : Math.max(1, Math.ceil(hit.ttl / 1000));
}
