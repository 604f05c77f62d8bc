/**
 * The hot reads of the front page (location, services, experience list, month and day
 * availability), kept in this instance's memory and dropped the moment the database says the
 * venue changed (change-feed.ts: PostgreSQL LISTEN/NOTIFY, sent at COMMIT by triggers).
 *
 * Never stale, by three rules:
 * - an entry belongs to a venue's generation; a change of the venue (or of every venue, '*')
 *   starts a new generation, so older entries are never answered again;
 * - an answer computed while a change arrived is not kept: it may have read the old data;
 * - while the change feed is not listening (starting, connection lost), nothing is kept and
 *   every read goes to the database; the feed reconnecting starts a new generation for all;
 * - an answer computed from a venue row read before the venues table's latest change is not
 *   kept either (the row is stamped by the token directory with the generation it was read at).
 * Answers that depend on the time of day (a slot past its cutoff) use the time in their key, so
 * they are computed again at least every TIME_BUCKET_MS.
 *
 * Sized for a small server: an entry of an older generation, or one nobody asked for in the last
 * IDLE_MS (a time bucket's answers once the bucket is past), is dropped as new answers come in,
 * so what is held is about what the last half minute's visitors read, not MAX_ENTRIES.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** How long a time-dependent answer may be reused (the submit checks the time again anyway). */
export const TIME_BUCKET_MS = 10_000;
const MAX_ENTRIES = 5_000;
/** An entry unread this long is dropped (three time buckets: a day's answers of a past bucket go). */
export const IDLE_MS = 30_000;
/** Below this a compressed body saves less than its headers cost. */
const COMPRESS_FROM_BYTES = 1024;

/** One answer, serialised once and compressed at most once per encoding. */
export class CachedAnswer {
  readonly body: string;
  readonly etag: string;
  private gzip?: Buffer;
  private brotli?: Buffer;
  private read?: { value: unknown };

  constructor(value: unknown) {
    this.body = JSON.stringify(value);
    this.etag = `"${createHash('sha1').update(this.body).digest('base64url')}"`;
  }

  /**
   * The answer as a value, read once from its body when first asked (a server render's reads:
   * web/page-reads.ts): every render while the entry is current gets the same object, so the host
   * reads it with its schemas once (host/src/ssr/boot-data-from.ts). Never to be changed.
   */
  get value(): unknown {
    this.read ??= { value: JSON.parse(this.body) as unknown };
    return this.read.value;
  }

  /** The body in the best encoding the client accepts (brotli, gzip, or none). */
  encoded(acceptEncoding: string | undefined): { encoding?: 'br' | 'gzip'; payload: string | Buffer } {
    if (this.body.length < COMPRESS_FROM_BYTES || !acceptEncoding) return { payload: this.body };
    if (/\bbr\b/.test(acceptEncoding)) {
      this.brotli ??= exactCopy(brotliCompressSync(this.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }));
      return { encoding: 'br', payload: this.brotli };
    }
    if (/\bgzip\b/.test(acceptEncoding)) {
      this.gzip ??= exactCopy(gzipSync(this.body, { level: 6 }));
      return { encoding: 'gzip', payload: this.gzip };
    }
    return { payload: this.body };
  }
}

/**
 * A small Buffer is a view of a shared 64 KB block (zlib's output, Node's Buffer pool: 64 KB
 * since Node 26), and a kept view keeps its whole block: a kept answer of 600 bytes would hold
 * 64 KB. A Uint8Array copy has a memory of its own, of its length (Buffer.from of a Buffer
 * would take the pool again).
 */
function exactCopy(view: Buffer): Buffer {
  const own = new Uint8Array(view);
  return Buffer.from(own.buffer, own.byteOffset, own.byteLength);
}

interface Entry {
  generation: string;
  answer: CachedAnswer;
  venueId: number;
  topic?: Topic;
  /** When it was last answered (the clock's ms). */
  usedAt: number;
}

export type VenueScope = number | '*';

/**
 * Tables only some answers read (the promotions list): a change there starts a new generation
 * of those answers alone, so a burst of claims (each one counts down its promotion's row) does
 * not throw away the venue's calendar and location with it.
 */
export type Topic = 'promotions';
const TOPICS: ReadonlySet<string> = new Set<Topic>(['promotions']);

/** The venue row an answer is computed from (only its id is read here). */
export type VenueRow = { readonly id: number };

export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<CachedAnswer>>();
  private readonly venueGenerations = new Map<number, number>();
  private readonly topicGenerations = new Map<string, number>();
  private allGeneration = 0;
  private venuesTableGeneration = 0;
  private listening = false;
  /** The venues-table generation each directory row was read at (venue-directory.ts). */
  private readonly rowGenerations = new WeakMap<VenueRow, number>();

  /** `onLookup` hears each read: answered from memory (or another caller's computation) or not (metrics). */
  constructor(
    private readonly maxEntries = MAX_ENTRIES,
    private readonly onLookup: (hit: boolean) => void = () => {},
    private readonly clock: () => number = Date.now,
  ) {}

  /** The change feed is (or is no longer) delivering every commit; a new start drops all. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.invalidate('*');
  }

  get isListening(): boolean {
    return this.listening;
  }

  /** A committed change of one venue's data, or of every venue's ('*'), in `table`. */
  invalidate(scope: VenueScope, table?: string): void {
    if (table === 'venues' || scope === '*') this.venuesTableGeneration += 1;
    if (scope === '*') {
      this.allGeneration += 1;
      this.entries.clear();
    } else if (table && TOPICS.has(table)) {
      const topic = `${table}:${scope}`;
      this.topicGenerations.set(topic, (this.topicGenerations.get(topic) ?? 0) + 1);
    } else {
      this.venueGenerations.set(scope, (this.venueGenerations.get(scope) ?? 0) + 1);
    }
  }

  /** Changes with every committed change of the venues table (the token directory). */
  get venuesGeneration(): number {
    return this.venuesTableGeneration;
  }

  /** Marks rows read from the database while the venues table was at `generation`. */
  stampRows(rows: Iterable<VenueRow>, generation: number): void {
    for (const row of rows) this.rowGenerations.set(row, generation);
  }

  /** True when `venue` is the venues table's latest committed state known here. */
  private isCurrentRow(venue: VenueRow): boolean {
    return this.rowGenerations.get(venue) === this.venuesTableGeneration;
  }

  /** The venue's data as of now; with `topic`, also that table's rows of the venue. */
  generation(venueId: number, topic?: Topic): string {
    const venue = `${this.allGeneration}.${this.venueGenerations.get(venueId) ?? 0}`;
    return topic ? `${venue}.${this.topicGenerations.get(`${topic}:${venueId}`) ?? 0}` : venue;
  }

  /**
   * The answer for `key` of this venue: from memory when it is of the venue's current
   * generation, else computed (once for all the callers asking at the same time) and kept.
   * `compute` may read `venue`: an answer computed from an outdated row is answered, not kept.
   * An answer that reads a topic's table (and not only the venue's data) names it.
   */
  async read(venue: VenueRow, key: string, compute: () => Promise<unknown>, topic?: Topic): Promise<CachedAnswer> {
    if (!this.listening) {
      this.onLookup(false);
      return new CachedAnswer(await compute());
    }
    const venueId = venue.id;
    const generation = this.generation(venueId, topic);
    const fullKey = `${venueId}|${key}`;
    const hit = this.entries.get(fullKey);
    if (hit && hit.generation === generation) {
      // Map keeps insertion order: moving the entry to the end makes eviction least-recently-used.
      this.entries.delete(fullKey);
      this.entries.set(fullKey, hit);
      hit.usedAt = this.clock();
      this.onLookup(true);
      return hit.answer;
    }
    const flightKey = `${generation}|${this.rowGenerations.get(venue)}|${fullKey}`;
    const pending = this.inFlight.get(flightKey);
    this.onLookup(pending !== undefined);
    if (pending) return pending;
    const computing = compute()
      .then((value) => {
        const answer = new CachedAnswer(value);
        const unchanged = this.listening && this.generation(venueId, topic) === generation && this.isCurrentRow(venue);
        if (unchanged) this.keep(fullKey, { generation, answer, venueId, topic, usedAt: this.clock() });
        return answer;
      })
      .finally(() => this.inFlight.delete(flightKey));
    this.inFlight.set(flightKey, computing);
    return computing;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * Keeps `entry` as the most recently used, then drops from the least recently used end what
   * can no longer be answered (an older generation), what went unread for IDLE_MS, and beyond
   * `maxEntries` the least recently used. Stops at the first entry worth keeping: each entry
   * is looked at about once, not the whole map on every answer.
   */
  private keep(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    const idleSince = this.clock() - IDLE_MS;
    for (const [oldestKey, oldest] of this.entries) {
      const current = oldest.generation === this.generation(oldest.venueId, oldest.topic);
      if (current && oldest.usedAt > idleSince && this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldestKey);
    }
  }
}

/**
 * A stable key for a parsed payload: only the fields the call knows (a payload may carry any
 * others, which must not make new entries), in a fixed order, plus the time bucket when the
 * answer depends on the time.
 */
export function payloadKey(route: string, payload: object, fields: readonly string[], now: Date | null): string {
  const values = payload as Record<string, unknown>;
  const query = [...fields]
    .sort()
    .map((k) => `${k}=${JSON.stringify(values[k] ?? null)}`)
    .join('&');
  return `${route}?${query}${now ? `@${Math.floor(now.getTime() / TIME_BUCKET_MS)}` : ''}`;
}
