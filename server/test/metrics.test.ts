/**
 * GET /metrics: only on the staff side, only with METRICS_TOKEN, in Prometheus' text format;
 * what a scraper reads moves with what the instance does (requests by route pattern, hot reads
 * from the cache, day-lock waits and BUSY answers, the e-mail outbox and its sends).
 */
import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { emailOutbox } from '../src/db/schema';
import { book, holdDay } from './support/booking';
import { FAKE_ROUTE_OF, writeFakeHostBuild } from './support/fake-host-build';
import { venueId } from './support/fixtures';
import { METRICS_TOKEN, count, parseExposition, scrape, value } from './support/metrics';
import { movableClock } from './support/movable-clock';
import { type TestApp, NOW, callApi, createTestApp } from './support/test-app';
import { staffSide } from './support/staff-side';

const TUESDAY = '2026-06-02';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { metricsToken: METRICS_TOKEN, bookingLockTimeoutMs: 300 } });
});
afterAll(() => t.close());

const metricsCall = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/metrics', headers });

describe('the endpoint', () => {
  test('answers the staff side with the token only: 401 without it or with another', async () => {
    const none = await metricsCall(staffSide());
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(none.json().error.code).toBe('AUTH_INVALID');
    expect((await metricsCall(staffSide({ authorization: `Bearer ${METRICS_TOKEN}x` }))).statusCode).toBe(401);
    expect((await metricsCall(staffSide({ authorization: 'Bearer fp_demo_cantina_aurora' }))).statusCode).toBe(401);

    const ok = await metricsCall(staffSide({ authorization: `Bearer ${METRICS_TOKEN}` }));
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(ok.headers['cache-control']).toBe('no-store');
  });

  test('does not exist on a guest host, even with the token', async () => {
    for (const host of ['localhost', 'book.aurora.example']) {
      for (const url of ['/metrics', '/%6Detrics', '/metrics?x=1']) {
        const res = await t.app.inject({ method: 'GET', url, headers: { host, authorization: `Bearer ${METRICS_TOKEN}` } });
        expect({ host, url, status: res.statusCode }).toEqual({ host, url, status: 404 });
        expect(res.body).not.toContain('venue_');
      }
    }
  });

  test('does not exist without METRICS_TOKEN', async () => {
    const off = await createTestApp({ handle: t.handle, seed: false });
    try {
      const res = await off.app.inject({ method: 'GET', url: '/metrics', headers: staffSide({ authorization: `Bearer ${METRICS_TOKEN}` }) });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.app.close();
    }
  });

  test('parses as Prometheus text, with the process figures and every metric of the site', async () => {
    const { types } = await scrape(t.app);
    expect(Object.fromEntries([...types].filter(([name]) => name.startsWith('venue_')))).toEqual({
      venue_http_request_duration_seconds: 'histogram',
      venue_page_render_duration_seconds: 'histogram',
      venue_cache_lookups_total: 'counter',
      venue_booking_lock_wait_seconds: 'histogram',
      venue_booking_busy_total: 'counter',
      venue_booking_batches_total: 'counter',
      venue_booking_waiting: 'gauge',
      venue_outbox_jobs: 'gauge',
      venue_outbox_oldest_age_seconds: 'gauge',
      venue_reminders_total: 'counter',
      venue_deliveries_total: 'counter',
      venue_restart_needed: 'gauge',
    });
    expect([...types.keys()]).toEqual(expect.arrayContaining(['process_cpu_seconds_total', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_seconds']));
    // The reader is strict: a line out of the format fails it.
    expect(() => parseExposition('# TYPE x counter\nx{a="1} 2')).toThrow();
    expect(() => parseExposition('y 1')).toThrow();
  });
});

describe('what it counts', () => {
  test('a request is counted under its route pattern, never its address', async () => {
    const route = { method: 'POST', route: '/backend/api/frontpage/location/getlocation', status_class: '2xx' };
    const calendar = { method: 'GET', route: '/backend/calendar/:file', status_class: '4xx' };
    const before = await scrape(t.app);
    expect((await callApi(t.app, '/location/getlocation')).statusCode).toBe(200);
    expect((await callApi(t.app, '/location/getlocation')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/backend/calendar/s3cretbookinghash.ics' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/backend/api/frontpage/made-up-call-x7q' })).statusCode).toBe(404);

    const after = await scrape(t.app);
    const { text } = after;
    expect(count(after, 'venue_http_request_duration_seconds', route) - count(before, 'venue_http_request_duration_seconds', route)).toBe(2);
    expect(count(after, 'venue_http_request_duration_seconds', calendar) - count(before, 'venue_http_request_duration_seconds', calendar)).toBe(1);
    expect(count(after, 'venue_http_request_duration_seconds', { route: 'unmatched', status_class: '4xx' })).toBeGreaterThan(0);
    // The addresses themselves never become a label.
    expect(text).not.toContain('s3cretbookinghash');
    expect(text).not.toContain('made-up-call-x7q');
    // The second read came from the read cache.
    expect(value(after, 'venue_cache_lookups_total', { cache: 'read', result: 'hit' })).toBeGreaterThan(
      value(before, 'venue_cache_lookups_total', { cache: 'read', result: 'hit' }),
    );
  });

  test('every request series is a histogram a scraper can read: cumulative buckets, +Inf equal to the count, a sum', async () => {
    await callApi(t.app, '/location/getlocation');
    const e = await scrape(t.app);
    const name = 'venue_http_request_duration_seconds';
    const key = (labels: Record<string, string>) => JSON.stringify({ ...labels, le: undefined });
    const counts = e.samples.filter((s) => s.name === `${name}_count`);
    expect(counts.length).toBeGreaterThan(0);
    for (const series of counts) {
      const buckets = e.samples.filter((s) => s.name === `${name}_bucket` && key(s.labels) === key(series.labels));
      expect(buckets.map((b) => b.labels.le)).toEqual(['0.005', '0.01', '0.025', '0.05', '0.1', '0.25', '0.5', '1', '2.5', '5', '10', '+Inf']);
      expect(buckets.every((b, i) => i === 0 || b.value >= buckets[i - 1]!.value)).toBe(true);
      expect(buckets.at(-1)!.value).toBe(series.value);
      expect(value(e, `${name}_sum`, series.labels)).toBeGreaterThan(0);
    }
  });

  test("a booking's wait for its day's lock is timed, and a BUSY answer is counted", async () => {
    const before = await scrape(t.app);
    expect((await book(t.app, 'submit', { date: TUESDAY, time: '12:30', pax: 2, email: 'metrics-first@example.com' })).statusCode).toBe(200);

    // Another booking of the day holds its lock past this one's budget (300 ms): BUSY, nothing written.
    const aurora = await venueId(t.db, 'cantina-aurora');
    const release = holdDay(t.app, aurora, TUESDAY);
    try {
      const refused = await book(t.app, 'submit', { date: TUESDAY, time: '13:00', pax: 2, email: 'metrics-busy@example.com' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('BUSY');
    } finally {
      await release();
    }

    const after = await scrape(t.app);
    expect(value(after, 'venue_booking_busy_total') - value(before, 'venue_booking_busy_total')).toBe(1);
    expect(count(after, 'venue_booking_lock_wait_seconds') - count(before, 'venue_booking_lock_wait_seconds')).toBe(2);
    // The BUSY one waited its whole budget (300 ms) before it gave up.
    const waited = value(after, 'venue_booking_lock_wait_seconds_sum') - value(before, 'venue_booking_lock_wait_seconds_sum');
    expect(waited).toBeGreaterThanOrEqual(0.29);
    // It left its day's line: nothing waits any more.
    expect(value(after, 'venue_booking_waiting')).toBe(0);
    const rate = { method: 'POST', route: '/backend/api/frontpage/reservation/submit', status_class: '4xx' };
    expect(count(after, 'venue_http_request_duration_seconds', rate)).toBeGreaterThanOrEqual(1);
    // Its answer took over 300 ms: above the 0.25 s bucket, within the 0.5 s one (what a quantile is read from).
    const answered = (le: string) =>
      value(after, 'venue_http_request_duration_seconds_bucket', { ...rate, le }) - value(before, 'venue_http_request_duration_seconds_bucket', { ...rate, le });
    expect([answered('0.25'), answered('0.5'), answered('+Inf')]).toEqual([0, 1, 1]);
  });

  test("the outbox's depth and oldest job follow what is queued, and each try is counted: sent, or failed and retried", async () => {
    await t.app.email.drain();
    const kind = { queue: 'email', kind: 'metrics-test' };
    expect(value(await scrape(t.app), 'venue_outbox_jobs', kind)).toBe(0);

    for (const to of ['a@example.com', 'b@example.com']) {
      await t.app.email.queue(t.db, { to, subject: 'Hello', html: '<p>Hello</p>', text: 'Hello' }, { kind: 'metrics-test' });
    }
    // One of them has waited ten minutes.
    await t.db.execute(sql`update email_outbox set created_at = now() - interval '10 minutes' where kind = 'metrics-test' and to_address = 'a@example.com'`);
    const queued = await scrape(t.app);
    expect(value(queued, 'venue_outbox_jobs', kind)).toBe(2);
    expect(value(queued, 'venue_outbox_oldest_age_seconds', kind)).toBeGreaterThanOrEqual(600);
    expect(value(queued, 'venue_outbox_oldest_age_seconds', kind)).toBeLessThan(3600);
    const tries = (e: typeof queued, outcome: string) => value(e, 'venue_deliveries_total', { channel: 'email', outcome });

    // The SMTP server refuses the first: it waits for its retry, the other goes.
    t.mailer.failNext = 1;
    await t.app.email.drain();
    const once = await scrape(t.app);
    expect(value(once, 'venue_outbox_jobs', kind)).toBe(1);
    expect(tries(once, 'failed') - tries(queued, 'failed')).toBe(1);
    expect(tries(once, 'sent') - tries(queued, 'sent')).toBe(1);

    // Its retry comes due and goes.
    await t.db
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(emailOutbox.kind, 'metrics-test'));
    await t.app.email.drain();
    const sent = await scrape(t.app);
    expect(value(sent, 'venue_outbox_jobs', kind)).toBe(0);
    expect(tries(sent, 'sent') - tries(queued, 'sent')).toBe(2);
    expect(tries(sent, 'given_up')).toBe(0);
  });
});

describe('pages', () => {
  const HOST_RENDERER = `${FAKE_ROUTE_OF}
exports.renderPage = async (request) => ({
  status: 200,
  html: '<main>page ' + request.url + '</main>',
  data: {},
  route: exports.routeOf(request.url),
  head: { title: 'x', description: 'x', siteName: 'x', language: request.language },
});`;
  let site: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = writeFakeHostBuild('venue-metrics-pages-', HOST_RENDERER);
    site = await createTestApp({ handle: t.handle, seed: false, config: { webRoot, metricsToken: METRICS_TOKEN } });
  });
  afterAll(async () => {
    await site.app.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  test('a page rendered is timed, a visitor served without a render is a page-cache hit, both under the route "page"', async () => {
    const before = await scrape(site.app);
    // Two visitors at once: one render, the other served the same page.
    const answers = await Promise.all([0, 1].map(() => site.app.inject({ method: 'GET', url: '/welcome?utm_source=x9secret', headers: { accept: 'text/html' } })));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    const after = await scrape(site.app);
    const delta = (name: string, labels: Record<string, string> = {}) => value(after, name, labels) - value(before, name, labels);
    expect(delta('venue_page_render_duration_seconds_count')).toBe(1);
    expect(delta('venue_cache_lookups_total', { cache: 'page', result: 'miss' })).toBe(1);
    expect(delta('venue_cache_lookups_total', { cache: 'page', result: 'hit' })).toBe(1);
    expect(delta('venue_http_request_duration_seconds_count', { method: 'GET', route: 'page', status_class: '2xx' })).toBe(2);
    expect(after.text).not.toContain('x9secret');
    expect(value(after, 'venue_restart_needed')).toBe(0);
  });
});

describe('reminders', () => {
  const clock = movableClock(NOW);
  let venue: TestApp;
  beforeAll(async () => {
    venue = await createTestApp({ handle: t.handle, seed: false, clock: clock.now, config: { metricsToken: METRICS_TOKEN } });
  });
  afterAll(() => venue.app.close());

  test('each reminder queued is counted once, however often the deadlines run', async () => {
    // Thursday 20:00 in Rome: reminded 24 hours before, Wednesday 18:00 UTC.
    const res = await book(venue.app, 'submit', { date: '2026-06-04', time: '20:00', pax: 2, email: 'metrics-remind@example.com' });
    expect(res.json()).toMatchObject({ data: { outcome: 'confirmed' } });
    const reminders = async () => (await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'reservation-reminder'))).length;
    const before = await scrape(venue.app);
    const queuedBefore = await reminders();
    clock.set('2026-06-03T18:00:00Z');
    await venue.app.bookingDeadlines.runDue();
    await venue.app.bookingDeadlines.runDue();
    const after = await scrape(venue.app);
    const queued = (await reminders()) - queuedBefore;
    // The demo's bookings of those days are reminded too: as many counted as queued, this one among them.
    expect(queued).toBeGreaterThanOrEqual(1);
    expect(value(after, 'venue_reminders_total', { channel: 'email' }) - value(before, 'venue_reminders_total', { channel: 'email' })).toBe(queued);
  });
});
