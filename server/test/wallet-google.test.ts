/**
 * The guest's Google Wallet link and the updates of saved objects (docs/wallet.md): a 302 to
 * https://pay.google.com/gp/v/save/<JWT>, the JWT verified with the test service account's public
 * key and carrying the object, its class and its state; after a change, a PATCH of the object
 * with its new state, authorised by an OAuth token of the jwt-bearer grant, both against a local
 * stand-in for Google. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
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

/** The save link's JWT, read and checked. */
async function saveJwt(url: string) {
  const res = await t.app.inject({ method: 'GET', url: url.replace('https://book.example', '') });
  expect(res.statusCode).toBe(302);
  const location = String(res.headers.location);
  expect(location).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/);
  return readGoogleJwt(location.slice('https://pay.google.com/gp/v/save/'.length));
}

test('a gift card: a giftCardObject in a JWT signed by the service account, ACTIVE with its balance', async () => {
  const card = await buyCard(t.app, t.db, { language: 'en' });
  const { wallet } = (await callApi(t.app, '/giftcard/getorder', { form: { fingerprint: card.fingerprint } })).json().data.cards[0];
  const jwt = await saveJwt(wallet.google);
  expect(jwt.valid).toBe(true);
  expect(jwt.header).toEqual({ alg: 'RS256', typ: 'JWT', kid: expect.stringMatching(/^[0-9a-f]{40}$/) });
  expect(jwt.claims).toMatchObject({
    iss: 'wallet-test@convivio-wallet-test.iam.gserviceaccount.com',
    aud: 'google',
    typ: 'savetowallet',
    origins: ['https://book.example'],
  });
  const payload = jwt.claims.payload as Record<string, Array<Record<string, unknown>>>;
  expect(payload.giftCardClasses![0]).toMatchObject({ id: `${GOOGLE_ISSUER}.cantina-aurora-giftcard`, issuerName: 'Cantina Aurora', reviewStatus: 'UNDER_REVIEW' });
  const object = payload.giftCardObjects![0]!;
  expect(object).toMatchObject({
    id: expect.stringMatching(new RegExp(`^${GOOGLE_ISSUER}\\.giftcard-[\\w-]{22}$`)),
    classId: `${GOOGLE_ISSUER}.cantina-aurora-giftcard`,
    state: 'ACTIVE',
    cardNumber: card.code.match(/.{4}/g)!.join('-'),
    hexBackgroundColor: '#6b2737',
    // 50 EUR in micros (a unit is 1,000,000).
    balance: { micros: '50000000', currencyCode: 'EUR' },
    barcode: { type: 'QR_CODE', value: card.code.match(/.{4}/g)!.join('-'), alternateText: card.code.match(/.{4}/g)!.join('-') },
  });

  // The guest saved it; staff redeem it all: Google's object becomes COMPLETED with no balance.
  google.savedObjects.add(object.id as string);
  await callStaff(t.app, '/giftcard/redeem', { code: card.code });
  await t.app.wallet.drain();
  const patch = google.patches.find((p) => p.path === `/walletobjects/v1/giftCardObject/${encodeURIComponent(object.id as string)}`)!;
  expect(patch.authorization).toBe('Bearer ya29.test-access-token');
  expect(patch.body).toMatchObject({ id: object.id, state: 'COMPLETED', balance: { micros: '0', currencyCode: 'EUR' } });
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

test('a promo code and a booking: genericObjects; a used code is COMPLETED, a cancelled booking INACTIVE', async () => {
  const code = await claimCode(t.app, t.db, 'wallet-google@example.com', 'es');
  const detail = (await callApi(t.app, '/promo/getclaim', { form: { urlName: 'calice-di-benvenuto', id: code.id } })).json().data;
  const promo = ((await saveJwt(detail.wallet.google)).claims.payload as Record<string, Array<Record<string, unknown>>>).genericObjects![0]!;
  expect(promo).toMatchObject({
    state: 'ACTIVE',
    header: { defaultValue: { language: 'es', value: detail.promo.titolo.es } },
    barcode: { type: 'QR_CODE', value: detail.codice },
  });

  const { hash, reservation } = await bookTable(t.app, { email: 'wallet-google@example.com' });
  const booking = ((await saveJwt((reservation.wallet as { google: string }).google)).claims.payload as Record<string, Array<Record<string, unknown>>>)
    .genericObjects![0]!;
  expect(booking).toMatchObject({ state: 'ACTIVE', cardTitle: { defaultValue: { language: 'it', value: 'Cantina Aurora' } } });

  google.savedObjects.add(promo.id as string);
  google.savedObjects.add(booking.id as string);
  await callStaff(t.app, '/promo/redeem', { code: code.code });
  await callApi(t.app, '/reservation/cancel', { form: { hash } });
  await t.app.wallet.drain();
  expect(google.patches.find((p) => p.path.endsWith(encodeURIComponent(promo.id as string)))!.body).toMatchObject({ state: 'COMPLETED' });
  expect(google.patches.find((p) => p.path.endsWith(encodeURIComponent(booking.id as string)))!.body).toMatchObject({ state: 'INACTIVE' });
});

test('an object the guest never saved: Google answers 404, the job is done; without APNs no Apple push is queued', async () => {
  const card = await buyCard(t.app, t.db);
  await saveJwt(`/backend/api/wallet/google/giftcard/${card.publicId}`);
  await callStaff(t.app, '/giftcard/void', { code: card.code, reason: 'test' });
  await t.app.wallet.drain();
  const jobs = await t.db.select().from(walletPushJobs);
  expect(jobs.every((j) => j.target === 'google' && j.status === 'sent')).toBe(true);
});
