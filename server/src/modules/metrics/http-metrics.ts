/**
 * Request latency by route pattern and status class, the `venue_http_request_duration_seconds`
 * histogram. Each route gets its series and its own onResponse hook when it is registered
 * (`onRoute`). Addresses no route owns (the pages the server renders, unknown addresses) are timed
 * by the not-found handler and share two series, `page` and `unmatched`, whatever the address: the
 * label set is bounded by the code, never by what a client sends.
 *
 * Per request the hook adds one to an array slot and the seconds to a sum; the exposition text is
 * written at scrape time. prom-client's own histogram checks the labels, hashes them into a string
 * and keys its buckets by the bound's text on every observation: profiled under load it was most
 * of what timing a request cost (bench/metrics-overhead.mjs), on reads that take 60-100 µs of CPU.
 */
import type { FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';

const NAME = 'venue_http_request_duration_seconds';
const HELP = 'Time from a request arriving to its answer sent, by route pattern and status class';
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** A label value as the text format quotes it. */
const quoted = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;

/** One route's answers of one status class: how many fell in each bucket, and their sum. */
class Series {
  /** Answers per bucket, not cumulative: [i] is at most bounds[i]; the last is above every bound. */
  private readonly counts: Float64Array;
  private sum = 0;

  constructor(
    private readonly bounds: readonly number[],
    private readonly labels: string,
  ) {
    this.counts = new Float64Array(bounds.length + 1);
  }

  observe(seconds: number): void {
    const bounds = this.bounds;
    let i = 0;
    while (i < bounds.length && seconds > bounds[i]!) i++;
    this.counts[i]! += 1;
    this.sum += seconds;
  }

  lines(out: string[]): void {
    let cumulative = 0;
    for (let i = 0; i < this.bounds.length; i++) {
      cumulative += this.counts[i]!;
      out.push(`${NAME}_bucket{${this.labels},le="${this.bounds[i]}"} ${cumulative}`);
    }
    cumulative += this.counts[this.bounds.length]!;
    out.push(`${NAME}_bucket{${this.labels},le="+Inf"} ${cumulative}`);
    out.push(`${NAME}_sum{${this.labels}} ${this.sum}`);
    out.push(`${NAME}_count{${this.labels}} ${cumulative}`);
  }
}

/** One route's series, one per status class, made on first use. */
export class RouteSeries {
  private readonly byClass: Array<Series | undefined> = [];

  constructor(
    /** A new series with these labels (in the text format's form), written in the exposition. */
    private readonly newSeries: (labels: string) => Series,
    private readonly method: string,
    private readonly route: string,
  ) {}

  observe(statusCode: number, seconds: number): void {
    const index = Math.min(4, Math.max(0, Math.floor(statusCode / 100) - 1));
    let series = this.byClass[index];
    if (!series) {
      series = this.newSeries(`method=${quoted(this.method)},route=${quoted(this.route)},status_class="${STATUS_CLASSES[index]}"`);
      this.byClass[index] = series;
    }
    series.observe(seconds);
  }

  /** The route's onResponse hook. */
  readonly hook: onResponseHookHandler = (request, reply, done) => {
    // The instance's own warm-up calls are not the guests' (modules/warm-up).
    if (!request.server.warmUp.owns(request.headers)) this.observe(reply.statusCode, reply.elapsedTime / 1000);
    done();
  };
}

export class HttpMetrics {
  private readonly unrouted = new Map<string, RouteSeries>();
  /** Every series answered at least once, in the order they first were. */
  private readonly series: Series[] = [];
  /** Off until METRICS_TOKEN turns the endpoint on (metrics-plugin.ts). */
  enabled = false;

  /** `bounds`: the buckets' upper bounds in seconds, ascending. */
  constructor(private readonly bounds: readonly number[]) {}

  private readonly newSeries = (labels: string): Series => {
    const series = new Series(this.bounds, labels);
    this.series.push(series);
    return series;
  };

  /** The not-found handler's answer, timed once it is sent (a page or nothing: by its content type then). */
  timeUnrouted(request: FastifyRequest, reply: FastifyReply): void {
    if (!this.enabled) return;
    reply.raw.once('finish', () => {
      const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
      this.unroutedSeries(request.method, html).observe(reply.statusCode, reply.elapsedTime / 1000);
    });
  }

  /** The series of a route being registered (`method` as the route declares it). */
  routeSeries(method: string | string[], url: string): RouteSeries {
    return new RouteSeries(this.newSeries, Array.isArray(method) ? method.join(',') : method, url);
  }

  /** The histogram in Prometheus' text format (version 0.0.4), ending with a line break. */
  exposition(): string {
    const out = [`# HELP ${NAME} ${HELP}`, `# TYPE ${NAME} histogram`];
    for (const series of this.series) series.lines(out);
    return `${out.join('\n')}\n`;
  }

  private unroutedSeries(method: string, html: boolean): RouteSeries {
    const m = KNOWN_METHODS.has(method) ? method : 'OTHER';
    const key = html ? `${m} page` : `${m} unmatched`;
    let series = this.unrouted.get(key);
    if (!series) {
      series = new RouteSeries(this.newSeries, m, html ? 'page' : 'unmatched');
      this.unrouted.set(key, series);
    }
    return series;
  }
}
