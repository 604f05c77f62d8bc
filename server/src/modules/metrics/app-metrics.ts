/**
 * This instance's Prometheus metrics (prom-client), one registry per app: what the server
 * measures and the small typed calls the modules record with. Labels are fixed words from the
 * code (a route's pattern, a queue's name, a channel), never a guest's data or a secret, so
 * every series is known in advance and the scrape stays small.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { HttpMetrics } from './http-metrics';
import { type QueueSource, QueueDepth } from './queue-depth';

/** Where a message to a guest or another system went out. */
export type DeliveryChannel = 'email' | 'wallet' | 'sms' | 'webhook' | 'google';
/** `failed`: this try failed and will be retried; `given_up`: the last try failed, no more. */
export type DeliveryOutcome = 'sent' | 'failed' | 'given_up';
export type CacheName = 'read' | 'page';
/** How a batch of bookings ran (reservations/batch-bookings.ts); `again`: together first, then one by one. */
export type BatchWay = 'together' | 'one_by_one' | 'again';

/**
 * The process's own figures (CPU, memory, event loop, GC: prom-client's defaults), collected once
 * per process in a registry of their own and scraped beside each app's. They describe the
 * process, not an app; and prom-client's GC observer is never disconnected, so a registry it
 * collects into lives as long as the process: given an app's registry, it kept every app built
 * in the process reachable after its close, with its database and caches (a Jest worker's heap
 * grew by 10-17 MB with each test file that built an app).
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const LOCK_SECONDS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export class AppMetrics {
  readonly registry = new Registry();
  readonly http: HttpMetrics;
  private readonly queues: QueueDepth;
  private readonly pageRender: Histogram;
  private readonly cacheHits: Record<CacheName, Counter.Internal>;
  private readonly cacheMisses: Record<CacheName, Counter.Internal>;
  private readonly lockWait: Histogram;
  private readonly busy: Counter;
  private readonly batches: Counter<'way'>;
  private readonly waiting: Gauge;
  private readonly reminders: Counter<'channel'>;
  private readonly deliveries: Counter<'channel' | 'outcome'>;
  private restartNeeded: () => boolean = () => false;

  constructor() {
    const registers = [this.registry];
    this.http = new HttpMetrics(SECONDS);
    this.pageRender = new Histogram({
      name: 'venue_page_render_duration_seconds',
      help: 'Server rendering of a page (the page cache missed)',
      buckets: SECONDS,
      registers,
    });
    const lookups = new Counter({
      name: 'venue_cache_lookups_total',
      help: 'Look-ups of the read cache (hot API reads) and the page cache (rendered pages), by result',
      labelNames: ['cache', 'result'],
      registers,
    });
    this.cacheHits = { read: lookups.labels('read', 'hit'), page: lookups.labels('page', 'hit') };
    this.cacheMisses = { read: lookups.labels('read', 'miss'), page: lookups.labels('page', 'miss') };
    this.lockWait = new Histogram({
      name: 'venue_booking_lock_wait_seconds',
      help: "Wait for a day's booking lock (this instance's queue, then the database's), until held or given up with BUSY",
      buckets: LOCK_SECONDS,
      registers,
    });
    this.waiting = new Gauge({
      name: 'venue_booking_waiting',
      help: "Bookings waiting in this instance for their day's lock, to join the next batch of that day",
      registers,
    });
    this.busy = new Counter({ name: 'venue_booking_busy_total', help: "Bookings answered 429 BUSY: the day's lock was not free in time", registers });
    this.batches = new Counter({
      name: 'venue_booking_batches_total',
      help: "Batches of a day's bookings committed or failed, by how their bookings ran: together (one insert), one_by_one (a savepoint each), again (together first, then one by one)",
      labelNames: ['way'],
      registers,
    });
    this.reminders = new Counter({
      name: 'venue_reminders_total',
      help: 'Reminders of a booking queued to go out, by channel',
      labelNames: ['channel'],
      registers,
    });
    this.deliveries = new Counter({
      name: 'venue_deliveries_total',
      help: 'Outbound messages (e-mail, wallet pushes, texts, webhooks) by channel and outcome of each try',
      labelNames: ['channel', 'outcome'],
      registers,
    });
    this.queues = new QueueDepth(registers);
    const restartNeeded = () => this.restartNeeded;
    new Gauge({
      name: 'venue_restart_needed',
      help: 'A newer host build is on disk: restart this instance to serve it (1), else 0',
      registers,
      collect() {
        this.set(restartNeeded()() ? 1 : 0);
      },
    });
  }

  /** A page rendered on the server: its time in seconds. */
  pageRendered(seconds: number): void {
    this.pageRender.observe(seconds);
  }

  cacheLookup(cache: CacheName, hit: boolean): void {
    (hit ? this.cacheHits : this.cacheMisses)[cache].inc();
  }

  /** How long a booking waited for its day's lock (held, or given up: then `busy` too). */
  lockWaited(seconds: number): void {
    this.lockWait.observe(seconds);
  }

  /** Bookings joined (positive) or left (negative) this instance's lines for a day's lock. */
  bookingsWaiting(change: number): void {
    this.waiting.inc(change);
  }

  busyAnswered(): void {
    this.busy.inc();
  }

  batchRan(way: BatchWay): void {
    this.batches.inc({ way });
  }

  reminderQueued(channel: DeliveryChannel): void {
    this.reminders.inc({ channel });
  }

  /**
   * One try at sending one outbound message: `sent`, `failed` (retried later) or `given_up`.
   * Every sender (e-mail, wallet, texts, webhooks) records its tries here.
   */
  recordDelivery(channel: DeliveryChannel, outcome: DeliveryOutcome): void {
    this.deliveries.inc({ channel, outcome });
  }

  /** A queue table worked by lease (db/leased-jobs.ts): its pending jobs and oldest age are read at each scrape. */
  watchQueue(source: QueueSource): void {
    this.queues.watch(source);
  }

  /** Whether this instance waits for a restart (the web layer knows: web/host-build.ts). */
  watchRestartNeeded(check: () => boolean): void {
    this.restartNeeded = check;
  }

  /** The exposition text (the registry's, then the request timings': http-metrics.ts says why apart); the figures read from the database are read now. */
  async scrape(db: Parameters<QueueDepth['refresh']>[0]): Promise<string> {
    await this.queues.refresh(db);
    return `${await processMetrics().metrics()}\n${await this.registry.metrics()}\n${this.http.exposition()}`;
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
