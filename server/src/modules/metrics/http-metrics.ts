/**
 * Request latency by route pattern and status class. Each route gets its series and its own
 * onResponse hook when it is registered (`onRoute`): per request, one array read and one
 * observation, no label object built, no look-up of the route. Addresses no route owns (the pages
 * the server renders, unknown addresses) are timed by the not-found handler and share two series,
 * `page` and `unmatched`, whatever the address: the label set is bounded by the code, never by
 * what a client sends.
 */
import type { FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import type { Histogram } from 'prom-client';

type Observe = (seconds: number) => void;
type Label = 'method' | 'route' | 'status_class';

const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** One route's series, one per status class, made on first use. */
export class RouteSeries {
  private readonly byClass: Array<Observe | undefined> = [];

  constructor(
    private readonly histogram: Histogram<Label>,
    private readonly method: string,
    private readonly route: string,
  ) {}

  observe(statusCode: number, seconds: number): void {
    const index = Math.min(4, Math.max(0, Math.floor(statusCode / 100) - 1));
    let observe = this.byClass[index];
    if (!observe) {
      const child = this.histogram.labels(this.method, this.route, STATUS_CLASSES[index] ?? '5xx');
      observe = (s) => child.observe(s);
      this.byClass[index] = observe;
    }
    observe(seconds);
  }

  /** The route's onResponse hook. */
  readonly hook: onResponseHookHandler = (_request, reply, done) => {
    this.observe(reply.statusCode, reply.elapsedTime / 1000);
    done();
  };
}

export class HttpMetrics {
  private readonly unrouted = new Map<string, RouteSeries>();
  /** Off until METRICS_TOKEN turns the endpoint on (metrics-plugin.ts). */
  enabled = false;

  constructor(private readonly histogram: Histogram<Label>) {}

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
    return new RouteSeries(this.histogram, Array.isArray(method) ? method.join(',') : method, url);
  }

  private unroutedSeries(method: string, html: boolean): RouteSeries {
    const m = KNOWN_METHODS.has(method) ? method : 'OTHER';
    const key = html ? `${m} page` : `${m} unmatched`;
    let series = this.unrouted.get(key);
    if (!series) {
      series = new RouteSeries(this.histogram, m, html ? 'page' : 'unmatched');
      this.unrouted.set(key, series);
    }
    return series;
  }
}
