/**
 * The guest's Apple Wallet pass (docs/wallet.md): a zip with pass.json, manifest.json (SHA-1 of
 * every file) and a detached PKCS#7 `signature` over the manifest that verifies against the test
 * WWDR CA; the code as QR, the venue's name, the texts in the guest's language, relevantDate for
 * a booking; the links in the guest answers; 404 for an unknown secret.
 */
import { createHash } from 'node:crypto';
import { type TestApp, callApi, createTestApp } from './support/test-app';
import { PASS_TYPE_ID, bookTable, buyCard, claimCode, signatureCertificates, unzip, verifyPassSignature, walletConfig } from './support/wallet';

// PGlite's first start on a new migration, and the machines running CI are shared and slow.
jest.setTimeout(120_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { wallet: walletConfig(), publicUrl: 'https://book.example', claimRateLimitMax: 1000 } });
});
afterAll(() => t.close());

const download = (path: string) => t.app.inject({ method: 'GET', url: path.replace('https://book.example', '') });

async function passOf(url: string) {
  const res = await download(url);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/vnd.apple.pkpass');
  const files = await unzip(res.rawPayload);
  return { res, files, pass: JSON.parse(files['pass.json']!.toString()) };
}

test('a gift card’s pass: a signed zip whose manifest hashes every file, the balance, the code as QR', async () => {
  const card = await buyCard(t.app, t.db, { language: 'en' });
  const order = (await callApi(t.app, '/giftcard/getorder', { form: { fingerprint: card.fingerprint } })).json().data;
  const { wallet } = order.cards[0];
  expect(wallet).toEqual({
    apple: `https://book.example/backend/api/wallet/apple/giftcard/${card.publicId}.pkpass`,
    google: `https://book.example/backend/api/wallet/google/giftcard/${card.publicId}`,
  });

  const { files, pass } = await passOf(wallet.apple);
  const manifest = JSON.parse(files['manifest.json']!.toString()) as Record<string, string>;
  // Every file but the manifest and the signature is in the manifest, with its SHA-1.
  expect(Object.keys(manifest).sort()).toEqual(
    Object.keys(files)
      .filter((f) => f !== 'manifest.json' && f !== 'signature')
      .sort(),
  );
  for (const [name, sha1] of Object.entries(manifest)) expect([name, createHash('sha1').update(files[name]!).digest('hex')]).toEqual([name, sha1]);
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['pass.json', 'icon.png', 'icon@2x.png', 'manifest.json', 'signature']));

  // Detached PKCS#7 over manifest.json, by the pass certificate, chained to the (test) WWDR CA.
  expect(() => verifyPassSignature(files)).not.toThrow();
  expect(signatureCertificates(files)).toMatch(/Pass Type ID: pass\.example\.convivio\.test/);
  // A manifest changed after signing no longer verifies.
  expect(() =>
    verifyPassSignature({ ...files, 'manifest.json': Buffer.from(files['manifest.json']!.toString().replace(/"icon\.png":"[0-9a-f]/, '"icon.png":"0')) }),
  ).toThrow();

  expect(pass).toMatchObject({
    formatVersion: 1,
    passTypeIdentifier: PASS_TYPE_ID,
    teamIdentifier: 'TESTTEAM01',
    organizationName: 'Cantina Aurora',
    description: 'Gift card of Cantina Aurora',
    webServiceURL: 'https://book.example/backend/api/wallet/apple',
    // Wallet offers no "share": the pass stays on the guest's devices.
    sharingProhibited: true,
    barcodes: [expect.objectContaining({ format: 'PKBarcodeFormatQR', message: card.code.match(/.{4}/g)!.join('-') })],
    storeCard: {
      primaryFields: [expect.objectContaining({ key: 'balance', label: 'Balance', value: '€50.00' })],
      secondaryFields: expect.arrayContaining([expect.objectContaining({ label: 'Valid until' })]),
    },
  });
  expect(pass.authenticationToken.length).toBeGreaterThanOrEqual(16);
  // The venue file's passColors (venues/cantina-aurora.yaml); the label takes the values' colour.
  expect([pass.backgroundColor, pass.foregroundColor, pass.labelColor]).toEqual(['rgb(107, 39, 55)', 'rgb(243, 233, 220)', 'rgb(243, 233, 220)']);
  expect(pass.voided).toBeUndefined();
});

test('a promo code’s pass: a coupon in the guest’s language, the code as QR, the use-by date', async () => {
  const code = await claimCode(t.app, t.db, 'wallet-promo@example.com', 'de');
  const detail = (await callApi(t.app, '/promo/getclaim', { form: { urlName: 'calice-di-benvenuto', id: code.id } })).json().data;
  expect(detail.wallet.apple).toBe(`https://book.example/backend/api/wallet/apple/promo/${code.id}.pkpass`);
  const { files, pass } = await passOf(detail.wallet.apple);
  expect(() => verifyPassSignature(files)).not.toThrow();
  expect(pass.coupon.primaryFields[0]).toMatchObject({ label: 'Cantina Aurora', value: detail.promo.titolo.de });
  expect(pass.coupon.secondaryFields).toEqual(expect.arrayContaining([expect.objectContaining({ label: 'Einzulösen bis' })]));
  expect(pass.barcodes[0]).toMatchObject({ format: 'PKBarcodeFormatQR', message: detail.codice });
  // The use-by day (1 July, 30 days after the claim) counts whole, at the venue: midnight in Rome.
  expect(new Date(pass.expirationDate).toISOString()).toBe('2026-07-01T22:00:00.000Z');

  // ?lang= another language: the same code, Italian texts.
  const italian = await passOf(`${detail.wallet.apple}?lang=it`);
  expect(italian.pass.coupon.secondaryFields).toEqual(expect.arrayContaining([expect.objectContaining({ label: 'Da usare entro il' })]));
});

test('a confirmed booking’s pass: date and time at the venue as relevantDate, party, room', async () => {
  const { hash, reservation } = await bookTable(t.app, { language: 'fr', email: 'wallet-booking@example.com' });
  expect(reservation.wallet).toEqual({
    apple: `https://book.example/backend/api/wallet/apple/booking/${hash}.pkpass`,
    google: `https://book.example/backend/api/wallet/google/booking/${hash}`,
  });
  const { files, pass } = await passOf((reservation.wallet as { apple: string }).apple);
  expect(() => verifyPassSignature(files)).not.toThrow();
  // 12:30 in Rome on 2 June 2026 is 10:30 UTC.
  expect(new Date(pass.relevantDate).toISOString()).toBe('2026-06-02T10:30:00.000Z');
  expect(pass.eventTicket.primaryFields[0]).toMatchObject({ label: 'Date' });
  expect(pass.eventTicket.secondaryFields).toEqual(
    expect.arrayContaining([expect.objectContaining({ label: 'Heure', value: '12:30' }), expect.objectContaining({ label: 'Personnes', value: '2' })]),
  );
  expect(pass.eventTicket.secondaryFields.map((f: { label: string }) => f.label)).toContain('Salle');
  expect(pass.description).toBe('Réservation chez Cantina Aurora');
  // The QR code holds the booking's number, never the edit link's secret.
  expect(pass.barcodes[0].message).toMatch(/^R-\d+$/);
  expect(JSON.stringify(pass.barcodes)).not.toContain(hash);
  // Nor anywhere else in the pass (a copied .pkpass must not open the booking): "change or cancel"
  // points to "find my booking", which e-mails the links; and Wallet offers no "share".
  for (const [name, file] of Object.entries(files)) expect([name, file.toString('latin1').includes(hash)]).toEqual([name, false]);
  expect(pass.eventTicket.backFields).toEqual(
    expect.arrayContaining([expect.objectContaining({ key: 'manage', label: 'Modifier ou annuler', value: 'https://book.example/reserve/find?venue=cantina-aurora' })]),
  );
  expect(pass.sharingProhibited).toBe(true);
});

test('unknown secrets answer 404 in the API’s error shape; a thing not in a state for a pass 409', async () => {
  for (const url of [
    '/backend/api/wallet/apple/giftcard/AAAAAAAAAAAAAAAAAAAAAA.pkpass',
    '/backend/api/wallet/apple/promo/not-a-secret.pkpass',
    '/backend/api/wallet/apple/booking/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.pkpass',
    '/backend/api/wallet/apple/ticket/AAAAAAAAAAAAAAAAAAAAAA.pkpass',
    '/backend/api/wallet/google/giftcard/AAAAAAAAAAAAAAAAAAAAAA',
  ]) {
    const res = await download(url);
    expect({ url, status: res.statusCode, body: res.json() }).toEqual({
      url,
      status: 404,
      body: { status: false, error: expect.objectContaining({ code: 'NOT_FOUND' }) },
    });
  }
  // Cancelled: no `wallet` in the answer, and no new pass.
  const { hash } = await bookTable(t.app, { email: 'wallet-cancel@example.com', time: '13:00' });
  const cancelled = (await callApi(t.app, '/reservation/cancel', { form: { hash } })).json().data;
  expect(cancelled.status).toBe('cancelled');
  expect(cancelled.wallet).toBeUndefined();
  expect((await download(`/backend/api/wallet/apple/booking/${hash}.pkpass`)).json().error.code).toBe('PASS_NOT_AVAILABLE');
});

describe('wallets off', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ config: { claimRateLimitMax: 1000 } });
  });
  afterAll(() => off.close());

  test('no `wallet` in the answers, and the routes answer 404', async () => {
    const card = await buyCard(off.app, off.db);
    expect((await callApi(off.app, '/giftcard/getorder', { form: { fingerprint: card.fingerprint } })).json().data.cards[0]).not.toHaveProperty('wallet');
    const code = await claimCode(off.app, off.db, 'wallet-off@example.com');
    expect((await callApi(off.app, '/promo/getclaim', { form: { urlName: 'calice-di-benvenuto', id: code.id } })).json().data).not.toHaveProperty('wallet');
    const { hash, reservation } = await bookTable(off.app, { email: 'wallet-off@example.com' });
    expect(reservation).not.toHaveProperty('wallet');
    expect((await callApi(off.app, '/reservation/get', { form: { hash } })).json().data).not.toHaveProperty('wallet');
    expect((await off.app.inject({ method: 'GET', url: `/backend/api/wallet/apple/giftcard/${card.publicId}.pkpass` })).statusCode).toBe(404);
    expect((await off.app.inject({ method: 'GET', url: `/backend/api/wallet/google/booking/${hash}` })).statusCode).toBe(404);
  });
});

test('the guest routes count against the API’s rate limit, like the other guest routes', async () => {
  const limited = await createTestApp({ config: { wallet: walletConfig(), rateLimitMax: 2 } });
  try {
    const url = '/backend/api/wallet/apple/giftcard/AAAAAAAAAAAAAAAAAAAAAA.pkpass';
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push((await limited.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' })).statusCode);
    expect(answers).toEqual([404, 404, 429]);
    const res = await limited.app.inject({ method: 'GET', url: url.replace('apple', 'google').replace('.pkpass', ''), remoteAddress: '203.0.113.9' });
    expect([res.statusCode, res.json().error.code, res.headers['retry-after']]).toEqual([429, 'RATE_LIMITED', expect.any(String)]);
  } finally {
    await limited.close();
  }
});
