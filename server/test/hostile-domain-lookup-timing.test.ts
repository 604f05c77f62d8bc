/**
 * "Send my code again" and "find my booking" answer the same way, after the same work, whether
 * the address is known or not: the call queues one e-mail job and answers; the claim or the
 * bookings are looked up by the e-mail dispatcher afterwards (modules/email/email-jobs.ts). The
 * proof is the database work of each call, statement by statement, and the e-mail arriving only
 * once the dispatcher runs. (No timings: they would be flaky and prove less.)
 */
import { eq } from 'drizzle-orm';
import { emailOutbox } from '../src/db/schema';
import { book } from './support/booking';
import { claim } from './support/promo-claim';
import { type TestApp, callApi, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimitMax: 100_000 } });
});
afterAll(() => t.close());

interface QueryClient {
  query: (...args: unknown[]) => Promise<unknown>;
}

/** The SQL the app's own pool runs while `call` runs (the rate-limit counters aside: they count per client, not per address). */
async function statementsOf(call: () => Promise<unknown>): Promise<string[]> {
  const client = (t.db as unknown as { $client: QueryClient }).$client;
  const seen: string[] = [];
  const original = client.query;
  const spy = jest.spyOn(client, 'query').mockImplementation(function (this: unknown, ...args: unknown[]) {
    const [first] = args;
    seen.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
    return original.apply(this ?? client, args);
  });
  try {
    await call();
  } finally {
    spy.mockRestore();
  }
  return seen.filter((sql) => !sql.includes('rate_limit_counters'));
}

/** What the dispatcher would send: nothing leaves until the test runs it (drain). */
async function withDispatcherHeld<T>(run: () => Promise<T>): Promise<T> {
  await t.app.email.drain();
  const kick = jest.spyOn(t.app.email, 'kick').mockImplementation(() => undefined);
  try {
    return await run();
  } finally {
    kick.mockRestore();
  }
}

const sentTo = (email: string) => t.mailer.sent.filter((m) => m.to === email);
const pendingTo = async (email: string) => (await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email))).filter((r) => r.status === 'pending');

test('promo/resend: the same statements for a claimed and an unknown address, no claim read on the way; the code leaves by the dispatcher', async () => {
  await claim(t.app, { email: 'claimed@example.com' });
  await t.app.email.drain();
  const resend = (email: string, remoteAddress: string) =>
    callApi(t.app, '/promo/resend', { form: { urlName: 'calice-di-benvenuto', email, language: 'en' }, remoteAddress });

  await withDispatcherHeld(async () => {
    let known: Awaited<ReturnType<typeof resend>> | undefined;
    let unknown: typeof known;
    const knownSql = await statementsOf(async () => (known = await resend('Claimed@example.com', '10.20.0.1')));
    const unknownSql = await statementsOf(async () => (unknown = await resend('nobody@example.com', '10.20.0.2')));
    expect(known!.statusCode).toBe(200);
    expect(unknown!.statusCode).toBe(200);
    expect(Object.keys(known!.json().data)).toEqual(Object.keys(unknown!.json().data));
    expect(knownSql).toEqual(unknownSql);
    expect(knownSql.some((sql) => sql.includes('insert into "email_outbox"'))).toBe(true);
    expect(knownSql.some((sql) => sql.includes('promo_claims'))).toBe(false);
    // One job each, and nothing sent yet.
    expect(await pendingTo('Claimed@example.com')).toHaveLength(1);
    expect(await pendingTo('nobody@example.com')).toHaveLength(1);
    expect(sentTo('claimed@example.com')).toHaveLength(1);
  });

  await t.app.email.drain();
  const codes = sentTo('claimed@example.com').map((m) => /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(m.text)?.[0]);
  expect(codes).toHaveLength(2);
  expect(codes[1]).toBe(codes[0]);
  expect(sentTo('nobody@example.com')).toHaveLength(0);
  expect(await pendingTo('nobody@example.com')).toHaveLength(0);
});

test('reservation/find: the same statements for an address with bookings and one without, no booking read on the way; the list leaves by the dispatcher', async () => {
  const booked = await book(t.app, 'submit', { date: '2026-06-04', time: '12:30', pax: 2, email: 'finder@example.com' });
  expect(booked.statusCode).toBe(200);
  await t.app.email.drain();
  const confirmations = sentTo('finder@example.com').length;
  const find = (email: string, remoteAddress: string) => callApi(t.app, '/reservation/find', { form: { email, language: 'en' }, remoteAddress });

  await withDispatcherHeld(async () => {
    const knownSql = await statementsOf(async () => expect((await find('finder@example.com', '10.21.0.1')).statusCode).toBe(200));
    const unknownSql = await statementsOf(async () => expect((await find('stranger@example.com', '10.21.0.2')).statusCode).toBe(200));
    expect(knownSql).toEqual(unknownSql);
    expect(knownSql.some((sql) => sql.includes('insert into "email_outbox"'))).toBe(true);
    expect(knownSql.some((sql) => sql.includes('"reservations"'))).toBe(false);
    expect(sentTo('finder@example.com')).toHaveLength(confirmations);
    expect(sentTo('stranger@example.com')).toHaveLength(0);
  });

  await t.app.email.drain();
  const found = sentTo('finder@example.com');
  expect(found).toHaveLength(confirmations + 1);
  expect(found.at(-1)!.text).toContain(booked.json().data.reservation.hash);
  const none = sentTo('stranger@example.com');
  expect(none).toHaveLength(1);
  expect(none[0]!.text).not.toContain('/reserve/');
});
