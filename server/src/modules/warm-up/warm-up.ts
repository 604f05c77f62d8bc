/**
 * An instance's warm-up, before it takes guests. V8 runs a function interpreted until it has been
 * called some hundreds of times, so an instance just started (a deploy, a restart) meets its first
 * rush with the booking's code cold: the first 400 guests for a full lunch are answered some
 * 100 ms later than on an instance that has taken bookings before (docs/scaling.md, "An instance
 * warms up before it takes guests").
 *
 * So the instance first calls itself, on its own port, as a guest's browser does: the day's
 * availability and booking submits of the first venue, then one page of each app. A submit here
 * can never book: its bot check is never solved (a challenge of this server with a made-up
 * solution). Most ask for a party no
 * shift can seat (99, the most a form may ask), refused "sold out" (409) as most of a rush is;
 * the others, small parties, are refused at the bot check (403) when their time has room, as a
 * rush's winners are checked before they queue. Both are answered before anything is written.
 * The calls carry the warm-up's pass (warm-up-pass.ts): no rate limit, log line or metric counts
 * them. Nothing a guest sees depends on the warm-up: when it fails, or there is no venue yet, the
 * instance starts all the same.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { promotions, venues } from '../../db/schema';
import { addDays, venueToday } from '../../lib/wall-clock';
import { WARM_UP_HEADER } from './warm-up-pass';

export interface WarmUpOptions {
  /** The instance's own address, e.g. http://127.0.0.1:8080. */
  base: string;
  /** The pass the warm-up began with (app.warmUp.begin()). */
  pass: string;
  /** How many calls in all (WARM_UP_CALLS). */
  calls: number;
  /** How many at once: a rush's calls overlap, and so do the warm-up's. */
  concurrency?: number;
  /** The warm-up ends by then whatever is left (ms). */
  deadlineMs?: number;
}

export interface WarmUpReport {
  /** The calls answered, by HTTP status. */
  answers: Record<number, number>;
  /** The pages rendered, by HTTP status. */
  pages: Record<number, number>;
  ms: number;
}

const API = '/backend/api/frontpage';
/** Of each eight calls: one reads the day's availability (the booking page's call), one submits a small party, six a party too large. */
const ROUND = 8;
const TOO_LARGE_PARTY = 99;
const DAYS_AHEAD = 7;
/**
 * One page of each app (a promotion's when the venue has one): a first render loads its remote's
 * server build and compiles its render, 40–90 ms the first guest after a start would otherwise
 * wait for (each page after it about 2 ms).
 */
const PAGES = ['/welcome', '/reserve', '/frontpage/giftcards'];

/** Calls the instance until `calls` are answered or the deadline passes; null when there is no venue. */
export async function warmUpInstance(app: FastifyInstance, options: WarmUpOptions): Promise<WarmUpReport | null> {
  const started = performance.now();
  const [venue] = await app.db
    .select({ id: venues.id, token: venues.frontpageToken, slug: venues.slug, timezone: venues.timezone })
    .from(venues)
    .orderBy(asc(venues.id))
    .limit(1);
  if (!venue) return null;
  const [promotion] = await app.db.select({ urlName: promotions.urlName }).from(promotions).where(eq(promotions.venueId, venue.id)).orderBy(asc(promotions.id)).limit(1);
  const deadline = started + (options.deadlineMs ?? 15_000);
  const post: Post = (path, fields) =>
    fetch(`${options.base}${API}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${venue.token}`,
        'content-type': 'application/x-www-form-urlencoded',
        'idempotency-key': randomUUID(),
        [WARM_UP_HEADER]: options.pass,
      },
      body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])),
      signal: AbortSignal.timeout(Math.max(1, Math.ceil(deadline - performance.now()))),
    });

  const { day, times } = await openDay(post, venueToday(app.clock(), venue.timezone));
  const altcha = await unsolvedBotCheck(app);
  const answers: Record<number, number> = {};
  let next = 0;
  const worker = async () => {
    while (next < options.calls && performance.now() < deadline) {
      const i = next++;
      const step = i % ROUND;
      const pax = step === 0 || step === 1 ? 1 + (Math.floor(i / ROUND) % 4) : TOO_LARGE_PARTY;
      const res = await (step === 0
        ? post('/experience/getesperienzeday', { day, pax })
        : post('/reservation/submit', {
            ...WARM_UP_GUEST,
            email: `warm-up-${i % 50}@example.com`,
            date: day,
            time: times[i % times.length]!,
            pax,
            altcha,
          }));
      await res.arrayBuffer();
      answers[res.status] = (answers[res.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 16 }, worker));

  const pages: Record<number, number> = {};
  for (const page of promotion ? [...PAGES, `/promo/${encodeURIComponent(promotion.urlName)}`] : PAGES) {
    if (performance.now() >= deadline) break;
    const res = await fetch(`${options.base}${page}?venue=${encodeURIComponent(venue.slug)}`, {
      headers: { accept: 'text/html', [WARM_UP_HEADER]: options.pass },
      signal: AbortSignal.timeout(Math.max(1, Math.ceil(deadline - performance.now()))),
    });
    await res.arrayBuffer();
    pages[res.status] = (pages[res.status] ?? 0) + 1;
  }
  return { answers, pages, ms: Math.round(performance.now() - started) };
}

/** A guest's form, as the booking page sends it. */
const WARM_UP_GUEST = { firstName: 'Warm', lastName: 'Up', phonePrefix: '+39', phone: '3470000000', privacy: '1', language: 'it' };

type Post = (path: string, fields: Record<string, string | number>) => Promise<Response>;

/**
 * The first day of the week after `today` (the venue's) with a time free for two, and its free
 * times; without one, a week ahead at a lunch and a dinner time (refused, as the rest).
 */
async function openDay(post: Post, today: string): Promise<{ day: string; times: string[] }> {
  const dayAt = (offset: number) => addDays(today, offset);
  for (let offset = DAYS_AHEAD; offset < DAYS_AHEAD + 7; offset++) {
    const res = await post('/experience/getesperienzeday', { day: dayAt(offset), pax: 2 });
    const body = (await res.json().catch(() => null)) as { data?: { slots?: Array<{ time?: unknown; available?: unknown }> } } | null;
    const times = (body?.data?.slots ?? []).filter((slot) => slot.available === true && typeof slot.time === 'string').map((slot) => slot.time as string);
    if (times.length) return { day: dayAt(offset), times };
  }
  return { day: dayAt(DAYS_AHEAD), times: ['12:30', '20:00'] };
}

/** A bot-check payload on a real challenge of this server, with a solution never found: checked in full, refused. */
async function unsolvedBotCheck(app: FastifyInstance): Promise<string> {
  const challenge = await app.botCheck.createChallenge();
  const solution = { counter: 0, derivedKey: randomBytes(32).toString('hex') };
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
