/**
 * The guest's Google Wallet link and the updates of saved objects (docs/wallet.md): the server
 * inserts the class and the object through Google's API, then answers a 302 to
 * https://pay.google.com/gp/v/save/<JWT>, the JWT verified with the test service account's public
 * key and carrying only the object's id; after a change, a PATCH of the object with its new state,
 * authorised by an OAuth token of the jwt-bearer grant; all against a local stand-in for Google.
 * On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { walletPushJobs } from '../src/db/schema';
import { startFakeGoogle, readGoogleJwt } from './support/fake-google-wallet';
import { callStaff } from './support/promo-claim';
import { type TestApp, callApi, createTestApp } from './support/test-app';
import { GOOGLE_ISSUER, bookTable, buyCard, claimCode, walletConfig } from './support/wallet';

jest.setTimeout(120_000);

let t: TestApp;
let google: Awaited<ReturnType<typeof startFakeGoogle>>;

beforeAll(async () => {
  google = await startFakeGoogle();
  const wallet = walletConfig({ GOOGLE_WALLET_API_URL: google.url, GOOGLE_OAUTH_TOKEN_URL: google.tokenUrl });
  t = await createTestApp({ config: { wallet, publicUrl: 'https://book.example', claimRateLimitMax: 1000 } });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

/** The save link's JWT, read and checked; `objectId` the one object it names. */
async function saveJwt(url: string, app = t.app) {
  const res = await app.inject({ method: 'GET', url: url.replace('https://book.example', '') });
  expect(res.statusCode).toBe(302);
  const location = String(res.headers.location);
  expect(location).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/);
  const jwt = readGoogleJwt(location.slice('https://pay.google.com/gp/v/save/'.length));
  const payload = jwt.claims.payload as Record<string, Array<{ id: string }>>;
  return { ...jwt, payload, objectId: Object.values(payload)[0]![0]!.id };
}

/** The object Google holds. */
const heldBy = (type: 'giftCard' | 'generic', id: string) => google.objects.get(`${type}:${id}`)!;

test('a gift card: class and object inserted at Google, a JWT signed by the service account naming the object only', async () => {
  const card = await buyCard(t.app, t.db, { language: 'en' });
  const { wallet } = (await callApi(t.app, '/giftcard/getorder', { form: { fingerprint: card.fingerprint } })).json().data.cards[0];
  const jwt = await saveJwt(wallet.google);
  expect(jwt.valid).toBe(true);
  expect(jwt.header).toEqual({ alg: 'RS256', typ: 'JWT', kid: expect.stringMatching(/^[0-9a-f]{40}$/) });
  expect(jwt.claims).toEqual({
    iss: 'wallet-test@convivio-wallet-test.iam.gserviceaccount.com',
    aud: 'google',
    typ: 'savetowallet',
    iat: expect.any(Number),
    origins: ['https://book.example'],
    // Nothing of the pass: the link sits in the browser's history and Google's logs.
    payload: { giftCardObjects: [{ id: expect.stringMatching(new RegExp(`^${GOOGLE_ISSUER}\\.giftcard-[\\w-]{22}$`)) }] },
  });
  const code = card.code.match(/.{4}/g)!.join('-');
  expect(JSON.stringify(jwt.claims)).not.toContain(code);

  expect(google.classes.get(`giftCard:${GOOGLE_ISSUER}.cantina-aurora-giftcard`)).toMatchObject({ issuerName: 'Cantina Aurora', reviewStatus: 'UNDER_REVIEW' });
  expect(heldBy('giftCard', jwt.objectId)).toMatchObject({
    id: jwt.objectId,
    classId: `${GOOGLE_ISSUER}.cantina-aurora-giftcard`,
    state: 'ACTIVE',
    cardNumber: code,
    hexBackgroundColor: '#6b2737',
    // 50 EUR in micros (a unit is 1,000,000).
    balance: { micros: '50000000', currencyCode: 'EUR' },
    barcode: { type: 'QR_CODE', value: code, alternateText: code },
  });
  expect(google.calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.authorization])).toEqual([
    ['/walletobjects/v1/giftCardClass', 'Bearer ya29.test-access-token'],
    ['/walletobjects/v1/giftCardObject', 'Bearer ya29.test-access-token'],
  ]);

  // Staff redeem it all: Google's object becomes COMPLETED with no balance.
  await callStaff(t.app, '/giftcard/redeem', { code: card.code });
  await t.app.wallet.drain();
  const patch = google.calls.find((c) => c.method === 'PATCH' && c.path === `/walletobjects/v1/giftCardObject/${encodeURIComponent(jwt.objectId)}`)!;
  expect(patch.authorization).toBe('Bearer ya29.test-access-token');
  expect(patch.body).toMatchObject({ id: jwt.objectId, state: 'COMPLETED', balance: { micros: '0', currencyCode: 'EUR' } });
  expect(heldBy('giftCard', jwt.objectId)).toMatchObject({ state: 'COMPLETED' });
  const [tokenRequest] = google.tokenRequests;
  expect(tokenRequest!.form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
  expect(tokenRequest!.assertion).toMatchObject({
    valid: true,
    claims: {
      iss: 'wallet-test@convivio-wallet-test.iam.gserviceaccount.com',
      scope: 'https://www.googleapis.com/auth/wallet_object.issuer',
      aud: google.tokenUrl,
      iat: expect.any(Number),
      exp: expect.any(Number),
    },
  });
});

test('a booking: neither the link nor the object Google holds carries the edit link’s secret', async () => {
  const { hash, reservation } = await bookTable(t.app, { email: 'wallet-google-secret@example.com', language: 'en' });
  const jwt = await saveJwt((reservation.wallet as { google: string }).google);
  expect(jwt.payload).toEqual({ genericObjects: [{ id: jwt.objectId }] });
  expect(JSON.stringify(jwt.claims)).not.toContain(hash);
  const object = heldBy('generic', jwt.objectId);
  expect(JSON.stringify(google.calls)).not.toContain(hash);
  expect(object.textModulesData).toEqual(
    expect.arrayContaining([expect.objectContaining({ id: 'manage', header: 'Change or cancel', body: 'https://book.example/reserve/find?venue=cantina-aurora' })]),
  );
});

test('a promo code and a booking: genericObjects; a used code is COMPLETED, a cancelled booking INACTIVE', async () => {
  const code = await claimCode(t.app, t.db, 'wallet-google@example.com', 'es');
  const detail = (await callApi(t.app, '/promo/getclaim', { form: { urlName: 'calice-di-benvenuto', id: code.id } })).json().data;
  const promo = heldBy('generic', (await saveJwt(detail.wallet.google)).objectId);
  expect(promo).toMatchObject({
    state: 'ACTIVE',
    header: { defaultValue: { language: 'es', value: detail.promo.titolo.es } },
    barcode: { type: 'QR_CODE', value: detail.codice },
  });

  const { hash, reservation } = await bookTable(t.app, { email: 'wallet-google@example.com' });
  const booking = heldBy('generic', (await saveJwt((reservation.wallet as { google: string }).google)).objectId);
  expect(booking).toMatchObject({ state: 'ACTIVE', cardTitle: { defaultValue: { language: 'it', value: 'Cantina Aurora' } } });

  await callStaff(t.app, '/promo/redeem', { code: code.code });
  await callApi(t.app, '/reservation/cancel', { form: { hash } });
  await t.app.wallet.drain();
  expect(heldBy('generic', promo.id as string)).toMatchObject({ state: 'COMPLETED' });
  expect(heldBy('generic', booking.id as string)).toMatchObject({ state: 'INACTIVE' });
});

test('the link asked for again: the same object, patched with the pass as it is now; the class inserted once', async () => {
  const card = await buyCard(t.app, t.db);
  const url = `/backend/api/wallet/google/giftcard/${card.publicId}`;
  const first = await saveJwt(url);
  const before = google.calls.length;
  const second = await saveJwt(url);
  expect(second.objectId).toBe(first.objectId);
  expect(google.calls.slice(before).map((c) => `${c.method} ${c.path}`)).toEqual([
    'POST /walletobjects/v1/giftCardObject',
    `PATCH /walletobjects/v1/giftCardObject/${encodeURIComponent(first.objectId)}`,
  ]);
});

test('Google down: 502 WALLET_PROVIDER_ERROR, no link; an object Google does not hold: its update job is done', async () => {
  const card = await buyCard(t.app, t.db);
  google.state.outage = true;
  try {
    const res = await t.app.inject({ method: 'GET', url: `/backend/api/wallet/google/giftcard/${card.publicId}` });
    expect([res.statusCode, res.json().error.code, res.headers.location]).toEqual([502, 'WALLET_PROVIDER_ERROR', undefined]);
  } finally {
    google.state.outage = false;
  }
  // Google never got the object: the void's update finds none (404) and is done.
  await callStaff(t.app, '/giftcard/void', { code: card.code, reason: 'test' });
  await t.app.wallet.drain();
  const jobs = await t.db.select().from(walletPushJobs);
  expect(jobs.every((j) => j.target === 'google' && j.status === 'sent')).toBe(true);
});

test('the TEST ONLY account aimed at Google’s own API (the demo): the link without calling Google', async () => {
  const demo = await createTestApp({ config: { wallet: walletConfig(), claimRateLimitMax: 1000 } });
  try {
    const card = await buyCard(demo.app, demo.db);
    const jwt = await saveJwt(`/backend/api/wallet/google/giftcard/${card.publicId}`, demo.app);
    expect(jwt.payload).toEqual({ giftCardObjects: [{ id: jwt.objectId }] });
  } finally {
    await demo.close();
  }
});
