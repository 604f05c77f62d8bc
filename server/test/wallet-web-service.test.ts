/**
 * Apple's PassKit web service v1 (docs/wallet.md, "How updates reach the wallet"): register 201
 * then 200, a wrong token 401, the serial numbers changed since a tag after a promo redeem, a gift
 * card redeem, a booking moved and cancelled, the latest pass 304 with If-Modified-Since and 200 after a
 * change, and the empty pushes to a stand-in for APNs, queued in the change's transaction; a
 * device keeps its token however many downloads follow; device logs stay out of the log.
 * On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { walletPasses, walletPushJobs, walletRegistrations } from '../src/db/schema';
import { type ApnsPush, startFakeApns } from './support/fake-apns';
import { callStaff } from './support/promo-claim';
import { type TestApp, NOW, callApi, createTestApp } from './support/test-app';
import { CERTS, PASS_TYPE_ID, bookTable, buyCard, claimCode, unzip, walletConfig } from './support/wallet';

jest.setTimeout(120_000);

const V1 = '/backend/api/wallet/apple/v1';
let t: TestApp;
let apns: Awaited<ReturnType<typeof startFakeApns>>;

beforeAll(async () => {
  apns = await startFakeApns();
  const wallet = walletConfig({ APNS_KEY_ID: 'TESTKEY001', APNS_KEY_FILE: path.join(CERTS, 'apns-test-key.p8'), APNS_URL: apns.url });
  t = await createTestApp({ config: { wallet, publicUrl: 'https://book.example', claimRateLimitMax: 1000 } });
});
afterAll(async () => {
  await t.close();
  await apns.close();
});

interface Pass {
  serial: string;
  token: string;
  lastModified: string;
}

async function download(url: string): Promise<Pass & { json: Record<string, unknown> }> {
  const res = await t.app.inject({ method: 'GET', url: url.replace('https://book.example', '') });
  expect(res.statusCode).toBe(200);
  const json = JSON.parse((await unzip(res.rawPayload))['pass.json']!.toString());
  return { serial: json.serialNumber, token: json.authenticationToken, lastModified: String(res.headers['last-modified']), json };
}

const register = (device: string, pass: Pass, pushToken: string, token = pass.token) =>
  t.app.inject({
    method: 'POST',
    url: `${V1}/devices/${device}/registrations/${PASS_TYPE_ID}/${pass.serial}`,
    headers: { authorization: `ApplePass ${token}`, 'content-type': 'application/json' },
    payload: { pushToken },
  });
const changedSince = (device: string, tag?: string) =>
  t.app.inject({ method: 'GET', url: `${V1}/devices/${device}/registrations/${PASS_TYPE_ID}${tag ? `?passesUpdatedSince=${tag}` : ''}` });
const latest = (pass: Pass, ifModifiedSince?: string) =>
  t.app.inject({
    method: 'GET',
    url: `${V1}/passes/${PASS_TYPE_ID}/${pass.serial}`,
    headers: { authorization: `ApplePass ${pass.token}`, ...(ifModifiedSince ? { 'if-modified-since': ifModifiedSince } : {}) },
  });
const pushesTo = (pushToken: string): ApnsPush[] => apns.pushes.filter((p) => p.path === `/3/device/${pushToken}`);

const DEVICE = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

test('a gift card: register 201 then 200, a wrong token 401, and a redeem reaches the device', async () => {
  const card = await buyCard(t.app, t.db, { language: 'en' });
  const pass = await download(`/backend/api/wallet/apple/giftcard/${card.publicId}.pkpass`);

  expect((await register(DEVICE, pass, 'push-token-1')).statusCode).toBe(201);
  expect((await register(DEVICE, pass, 'push-token-1')).statusCode).toBe(200);
  const refused = await register(DEVICE, pass, 'push-token-1', 'not-the-token-of-this-pass');
  expect([refused.statusCode, refused.json().error.code]).toEqual([401, 'AUTH_INVALID']);
  expect((await register(DEVICE, { ...pass, serial: 'AAAAAAAAAAAAAAAAAAAAAA' }, 'push-token-1')).statusCode).toBe(401);
  expect(
    (
      await t.app.inject({
        method: 'POST',
        url: `${V1}/devices/${DEVICE}/registrations/pass.other/${pass.serial}`,
        headers: { authorization: `ApplePass ${pass.token}` },
        payload: { pushToken: 'x' },
      })
    ).statusCode,
  ).toBe(404);

  // Everything the device holds, then nothing new since that tag.
  const first = await changedSince(DEVICE);
  expect(first.statusCode).toBe(200);
  expect(first.json().serialNumbers).toEqual([pass.serial]);
  const tag = first.json().lastUpdated as string;
  expect((await changedSince(DEVICE, tag)).statusCode).toBe(204);
  // The latest pass has not changed since the copy the device holds.
  const unchanged = await latest(pass, pass.lastModified);
  expect(unchanged.statusCode).toBe(304);
  expect(new Date(pass.lastModified).getTime()).toBe(Math.floor(NOW.getTime() / 1000) * 1000);

  // Staff take 10 EUR off the card: the tag moves, the pass changed, the device is pushed.
  expect((await callStaff(t.app, '/giftcard/redeem', { code: card.code, amount: '1000' })).statusCode).toBe(200);
  const after = await changedSince(DEVICE, tag);
  expect(after.json().serialNumbers).toEqual([pass.serial]);
  expect(Number(after.json().lastUpdated)).toBeGreaterThan(Number(tag));
  const fresh = await latest(pass, pass.lastModified);
  expect(fresh.statusCode).toBe(200);
  expect(fresh.headers['content-type']).toBe('application/vnd.apple.pkpass');
  expect(new Date(String(fresh.headers['last-modified'])).getTime()).toBeGreaterThan(new Date(pass.lastModified).getTime());
  const json = JSON.parse((await unzip(fresh.rawPayload))['pass.json']!.toString());
  expect(json.storeCard.primaryFields[0]).toMatchObject({ label: 'Balance', value: '€40.00' });
  // The device's own copy keeps its token.
  expect(json.authenticationToken).toBe(pass.token);
  expect((await latest(pass, String(fresh.headers['last-modified']))).statusCode).toBe(304);
  expect((await latest({ ...pass, token: 'x'.repeat(32) })).statusCode).toBe(401);

  // Sent a moment after the commit by itself; drain waits for it.
  await t.app.wallet.drain();
  const [push] = pushesTo('push-token-1');
  expect(push).toMatchObject({ topic: PASS_TYPE_ID, body: '{}' });
  expect(push!.jwt).toEqual({ header: { alg: 'ES256', kid: 'TESTKEY001' }, claims: { iss: 'TESTTEAM01', iat: expect.any(Number) }, valid: true });
  expect(await t.db.select({ status: walletPushJobs.status }).from(walletPushJobs)).toEqual([{ status: 'sent' }]);
});

test('a promo code redeemed and a booking cancelled are listed since the device’s tag; their passes are void', async () => {
  const device = 'f0e1d2c3b4a5968778695a4b3c2d1e0f';
  const code = await claimCode(t.app, t.db, 'wallet-ws@example.com', 'en');
  const promo = await download(`/backend/api/wallet/apple/promo/${code.id}.pkpass`);
  const { hash } = await bookTable(t.app, { email: 'wallet-ws@example.com', language: 'en' });
  const booking = await download(`/backend/api/wallet/apple/booking/${hash}.pkpass`);
  expect((await register(device, promo, 'push-token-2')).statusCode).toBe(201);
  expect((await register(device, booking, 'push-token-2')).statusCode).toBe(201);
  const all = (await changedSince(device)).json();
  expect([...all.serialNumbers].sort()).toEqual([promo.serial, booking.serial].sort());
  let tag = all.lastUpdated as string;

  expect((await callStaff(t.app, '/promo/redeem', { code: code.code })).statusCode).toBe(200);
  const afterRedeem = (await changedSince(device, tag)).json();
  expect(afterRedeem.serialNumbers).toEqual([promo.serial]);
  tag = afterRedeem.lastUpdated;
  await t.app.wallet.drain();
  expect(pushesTo('push-token-2')).toHaveLength(1);
  expect(JSON.parse((await unzip((await latest(promo, promo.lastModified)).rawPayload))['pass.json']!.toString()).voided).toBe(true);

  // Moved to 13:00: the booking's pass changed, with the new time.
  expect((await callApi(t.app, '/reservation/edit', { form: { hash, date: '2026-06-02', time: '13:00', pax: 2 } })).json().data.changed).toBe(true);
  const afterMove = (await changedSince(device, tag)).json();
  expect(afterMove.serialNumbers).toEqual([booking.serial]);
  tag = afterMove.lastUpdated;
  const moved = JSON.parse((await unzip((await latest(booking, booking.lastModified)).rawPayload))['pass.json']!.toString());
  expect(new Date(moved.relevantDate).toISOString()).toBe('2026-06-02T11:00:00.000Z');
  expect(moved.eventTicket.secondaryFields).toEqual(expect.arrayContaining([expect.objectContaining({ key: 'time', value: '13:00' })]));

  expect((await callApi(t.app, '/reservation/cancel', { form: { hash } })).statusCode).toBe(200);
  const afterCancel = (await changedSince(device, tag)).json();
  expect(afterCancel.serialNumbers).toEqual([booking.serial]);
  const cancelled = JSON.parse((await unzip((await latest(booking, booking.lastModified)).rawPayload))['pass.json']!.toString());
  expect(cancelled.voided).toBe(true);
  expect(cancelled.eventTicket.secondaryFields).toEqual(expect.arrayContaining([expect.objectContaining({ value: 'Cancelled' })]));
  expect((await changedSince(device, afterCancel.lastUpdated)).statusCode).toBe(204);

  await t.app.wallet.drain();
  // A push per change sent: the redeem, then the move and the cancellation (one device is pushed once per batch).
  expect(pushesTo('push-token-2').length).toBeGreaterThanOrEqual(2);

  // Unregistered: the device hears no more of the booking.
  const gone = await t.app.inject({
    method: 'DELETE',
    url: `${V1}/devices/${device}/registrations/${PASS_TYPE_ID}/${booking.serial}`,
    headers: { authorization: `ApplePass ${booking.token}` },
  });
  expect(gone.statusCode).toBe(200);
  expect((await changedSince(device)).json().serialNumbers).toEqual([promo.serial]);
});

test('downloads never lock a registered device out: 20 later, it still gets its updates and pushes with its token', async () => {
  const device = '1111aaaa2222bbbb3333cccc4444dddd';
  const card = await buyCard(t.app, t.db, { language: 'en' });
  const url = `/backend/api/wallet/apple/giftcard/${card.publicId}.pkpass`;
  const pass = await download(url);
  expect((await register(device, pass, 'push-token-kept')).statusCode).toBe(201);
  // Whoever holds the card's page downloads the pass again and again.
  for (let i = 0; i < 20; i += 1) expect((await download(url)).serial).toBe(pass.serial);

  expect((await callStaff(t.app, '/giftcard/redeem', { code: card.code, amount: '500' })).statusCode).toBe(200);
  await t.app.wallet.drain();
  expect(pushesTo('push-token-kept')).toHaveLength(1);
  expect((await changedSince(device)).json().serialNumbers).toEqual([pass.serial]);
  const fresh = await latest(pass, pass.lastModified);
  expect(fresh.statusCode).toBe(200);
  const json = JSON.parse((await unzip(fresh.rawPayload))['pass.json']!.toString());
  expect([json.storeCard.primaryFields[0].value, json.authenticationToken]).toEqual(['€45.00', pass.token]);
  // Registered again (Wallet does when updates are switched off and on): still its token.
  expect((await register(device, pass, 'push-token-kept')).statusCode).toBe(200);
});

test('a copy handed out before passes had one token each keeps working', async () => {
  const card = await buyCard(t.app, t.db);
  const pass = await download(`/backend/api/wallet/apple/giftcard/${card.publicId}.pkpass`);
  // Such a copy's token is known by its SHA-256 only.
  const old = 'copy-token-of-an-older-download';
  await t.db
    .update(walletPasses)
    .set({ authTokenHashes: [createHash('sha256').update(old).digest('hex')] })
    .where(eq(walletPasses.serial, pass.serial));
  const res = await latest({ ...pass, token: old });
  expect(res.statusCode).toBe(200);
  expect(JSON.parse((await unzip(res.rawPayload))['pass.json']!.toString()).authenticationToken).toBe(old);
  expect((await register('2222aaaa3333bbbb4444cccc5555dddd', { ...pass, token: old }, 'push-token-old')).statusCode).toBe(201);
});

test('a push token APNs calls dead is forgotten', async () => {
  const card = await buyCard(t.app, t.db);
  const pass = await download(`/backend/api/wallet/apple/giftcard/${card.publicId}.pkpass`);
  apns.deadTokens.add('dead-push-token');
  expect((await register('0000aaaa1111bbbb2222cccc3333dddd', pass, 'dead-push-token')).statusCode).toBe(201);
  await callStaff(t.app, '/giftcard/void', { code: card.code, reason: 'lost' });
  await t.app.wallet.drain();
  expect(pushesTo('dead-push-token')).toHaveLength(1);
  expect(await t.db.select().from(walletRegistrations).where(eq(walletRegistrations.pushToken, 'dead-push-token'))).toEqual([]);
});

test('device logs: 200 as Apple expects; 100 posts from anyone write no log line above debug, and few at that', async () => {
  let logged = '';
  const quiet = await createTestApp({
    config: { wallet: walletConfig(), logLevel: 'debug', claimRateLimitMax: 1000 },
    logStream: { write: (line: string) => void (logged += line) },
  });
  try {
    logged = '';
    for (let i = 0; i < 100; i += 1) {
      const res = await quiet.app.inject({
        method: 'POST',
        url: `${V1}/log`,
        headers: { 'content-type': 'application/json' },
        payload: { logs: [`Web service error for pass.example: forged line ${i}`] },
      });
      expect(res.statusCode).toBe(200);
    }
    const lines = logged
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { level: number; msg: string });
    expect(lines.filter((l) => l.level > 20)).toEqual([]);
    // Kept at debug, 20 a minute at most for the whole server.
    expect(lines.filter((l) => l.msg === 'Apple Wallet device log')).toHaveLength(20);
  } finally {
    await quiet.close();
  }
});
