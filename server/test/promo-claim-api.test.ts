/** The promo page, the claim, the visitor's code page (docs/api.md, promo calls). */
import { eq } from 'drizzle-orm';
import { emailOutbox, promoClaims } from '../src/db/schema';
import { claim } from './support/promo-claim';
import { type TestApp, NOW, TOKENS, callApi, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { claimRateLimitMax: 1000 } });
});
afterAll(() => t.close());

const getPromo = (urlName: string, token: string = TOKENS.aurora) => callApi(t.app, '/promo/getpromo', { token, form: { urlName } });

describe('getpromo', () => {
  test('content, counts, state and the server clock', async () => {
    const res = await getPromo('calice-di-benvenuto');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      urlName: 'calice-di-benvenuto',
      titolo: expect.objectContaining({ it: 'Calice di benvenuto', en: 'Welcome glass' }),
      descrizione: expect.objectContaining({ fr: expect.any(String) }),
      condizioni: expect.objectContaining({ de: expect.any(String) }),
      foto: '/demo-assets/aurora.svg',
      inizio: '2026-05-31T10:00:00+02:00',
      scadenza: '2026-07-31T10:00:00+02:00',
      quantita: 200,
      rimanenti: expect.any(Number),
      stato: 'active',
      telefonoRichiesto: 0,
      usoEntroData: null,
      usoEntroGiorni: 30,
      serverNow: NOW.toISOString(),
    });
  });

  test.each([
    ['brindisi-di-vendemmia', 'expired'],
    ['visita-in-anteprima', 'terminated'],
    ['anteprima-barolo', 'inactive'],
  ])('%s is %s', async (urlName, state) => {
    const { data } = (await getPromo(urlName)).json();
    expect(data.stato).toBe(state);
    if (state === 'terminated') expect(data.rimanenti).toBe(0);
  });

  test('another venue’s promotion, an unknown one and a bad name answer 404 / 400', async () => {
    expect((await getPromo('calice-di-benvenuto', TOKENS.chalet)).statusCode).toBe(404);
    expect((await getPromo('no-such-promo')).json().error.code).toBe('NOT_FOUND');
    expect((await getPromo('Bad Name!')).statusCode).toBe(400);
  });
});

describe('claim', () => {
  test('a claim takes a code, queues the e-mail in the visitor’s language and answers where it went', async () => {
    const before = (await getPromo('calice-di-benvenuto')).json().data.rimanenti;
    const res = await claim(t.app, { email: 'Giorgio.Verdi+vino@Example.com', firstName: 'Giorgio', language: 'en', marketing: '1' });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(promoClaims).where(eq(promoClaims.emailNormalized, 'giorgio.verdi@example.com'));
    // The code page's id: the page shows the code at once (the e-mail carries the same link).
    expect(res.json()).toEqual({ status: true, data: { email: 'Giorgio.Verdi+vino@Example.com', id: row!.publicId } });
    expect((await getPromo('calice-di-benvenuto')).json().data.rimanenti).toBe(before - 1);
    expect(row).toMatchObject({ firstName: 'Giorgio', language: 'en', marketingConsent: true, useBy: '2026-07-01', redeemedAt: null });
    expect(row!.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);

    await t.app.email.drain();
    const mail = t.mailer.sent.find((m) => m.to === 'Giorgio.Verdi+vino@Example.com')!;
    expect(mail.subject).toBe('Welcome glass: your code');
    expect(mail.text).toContain(row!.code.match(/.{4}/g)!.join('-'));
    expect(mail.html).toContain(`/promo/calice-di-benvenuto/${row!.publicId}?venue=cantina-aurora`);
    expect(mail.html).toContain('src="cid:promo-qr"');
    expect(mail.attachments).toEqual([expect.objectContaining({ contentType: 'image/png', cid: 'promo-qr' })]);
  });

  test('visitor text is escaped in the e-mail', async () => {
    await claim(t.app, { email: 'xss@example.com', firstName: '<img src=x onerror=alert(1)>' });
    await t.app.email.drain();
    const mail = t.mailer.sent.find((m) => m.to === 'xss@example.com')!;
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  test.each([
    ['MARIO.BIANCHI@gmail.com', 'mario.bianchi+promo@gmail.com'],
    ['elena.neri@gmail.com', 'e.l.e.n.a.neri@googlemail.com'],
    ['luca@example.com', 'Luca+2@EXAMPLE.com'],
  ])('%s then %s: the second is a duplicate', async (first, second) => {
    expect((await claim(t.app, { email: first })).statusCode).toBe(200);
    const res = await claim(t.app, { email: second });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('PROMO_DUPLICATE');
  });

  test('server-side validation names each bad field', async () => {
    const res = await claim(t.app, { firstName: '', email: 'not-an-email', privacy: undefined as unknown as string });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'INVALID_PAYLOAD', fields: { firstName: 'INVALID', email: 'INVALID', privacy: 'REQUIRED' } });
  });

  test('privacy must be accepted; an invalid optional phone is refused too', async () => {
    expect((await claim(t.app, { email: 'p1@example.com', privacy: '0' })).json().error.fields).toEqual({ privacy: 'INVALID' });
    expect((await claim(t.app, { email: 'p2@example.com', phonePrefix: '+39', phone: '12' })).json().error.fields).toEqual({ phone: 'INVALID' });
  });

  test('a venue that wants the phone gets it', async () => {
    const form = { urlName: 'dessert-offert', email: 'anna@example.ch' };
    expect((await claim(t.app, form, TOKENS.chalet)).json().error.fields).toEqual({ phone: 'REQUIRED' });
    const ok = await claim(t.app, { ...form, phonePrefix: '+41', phone: '79 123 45 67' }, TOKENS.chalet);
    expect(ok.statusCode).toBe(200);
    const [row] = await t.db.select().from(promoClaims).where(eq(promoClaims.email, 'anna@example.ch'));
    expect(row).toMatchObject({ phonePrefix: '+41', phone: '791234567' });
  });

  test.each([
    ['brindisi-di-vendemmia', 'PROMO_EXPIRED'],
    ['visita-in-anteprima', 'PROMO_TERMINATED'],
    ['anteprima-barolo', 'PROMO_INACTIVE'],
  ])('%s cannot be claimed: %s', async (urlName, code) => {
    const res = await claim(t.app, { urlName, email: `${urlName}@example.com` });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe(code);
  });

  test('without a solved bot check nothing is claimed', async () => {
    const none = await claim(t.app, { email: 'bot@example.com', altcha: '' });
    expect(none.statusCode).toBe(403);
    expect(none.json().error.code).toBe('BOT_CHECK_FAILED');
    const rows = await t.db.select().from(promoClaims).where(eq(promoClaims.email, 'bot@example.com'));
    expect(rows).toHaveLength(0);
  });

  test('a replayed bot-check solution cannot claim a second time (other e-mail)', async () => {
    const { solvedBotCheck } = await import('./support/bot-check');
    const altcha = await solvedBotCheck(t.app);
    expect((await claim(t.app, { email: 'once@example.com', altcha })).statusCode).toBe(200);
    const replay = await claim(t.app, { email: 'twice@example.com', altcha });
    expect(replay.statusCode).toBe(403);
    expect(replay.json().error.code).toBe('BOT_CHECK_FAILED');
  });

  test('the e-mail is queued in the claim’s transaction: a refused claim queues nothing', async () => {
    const before = (await t.db.select().from(emailOutbox)).length;
    await claim(t.app, { email: 'mario.bianchi@gmail.com' }); // duplicate from above
    expect((await t.db.select().from(emailOutbox)).length).toBe(before);
  });
});

describe('getclaim', () => {
  test('the visitor’s code page: code, QR content, state, use-by date', async () => {
    await claim(t.app, { email: 'detail@example.com', firstName: 'Sara' });
    const [row] = await t.db.select().from(promoClaims).where(eq(promoClaims.email, 'detail@example.com'));
    const res = await callApi(t.app, '/promo/getclaim', { form: { urlName: 'calice-di-benvenuto', id: row!.publicId } });
    expect(res.statusCode).toBe(200);
    const code = row!.code.match(/.{4}/g)!.join('-');
    expect(res.json().data).toEqual({
      codice: code,
      qr: code,
      stato: 'requested',
      usareEntro: '2026-07-01',
      richiestaIl: '2026-06-01T10:00:00+02:00',
      usataIl: null,
      nome: 'Sara',
      promo: expect.objectContaining({ urlName: 'calice-di-benvenuto', titolo: expect.any(Object) }),
      serverNow: NOW.toISOString(),
    });
  });

  test('wrong id, wrong promotion or wrong venue: 404', async () => {
    const [row] = await t.db.select().from(promoClaims).where(eq(promoClaims.email, 'detail@example.com'));
    for (const [form, token] of [
      [{ urlName: 'calice-di-benvenuto', id: 'A'.repeat(22) }, TOKENS.aurora],
      [{ urlName: 'visita-in-anteprima', id: row!.publicId }, TOKENS.aurora],
      [{ urlName: 'calice-di-benvenuto', id: row!.publicId }, TOKENS.lagon],
    ] as const) {
      expect((await callApi(t.app, '/promo/getclaim', { token, form })).statusCode).toBe(404);
    }
  });
});

test('getpromolist counts what is left and leaves sold-out promotions out', async () => {
  const { data } = (await callApi(t.app, '/promo/getpromolist')).json();
  const claimed = (await t.db.select().from(promoClaims)).filter((c) => c.email.endsWith('.com') || c.email.endsWith('.it')).length;
  expect(data.map((p: { urlName: string }) => p.urlName)).toEqual(['calice-di-benvenuto']);
  expect(data[0].rimanenti).toBeLessThan(200);
  expect(claimed).toBeGreaterThan(0);
});
