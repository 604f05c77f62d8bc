/** The code at once after a claim (its id in the answer), and "send my code again" (docs/api.md, promo/claim and promo/resend). */
import { claim } from './support/promo-claim';
import { type TestApp, TOKENS, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const resend = (email: string, client: string, urlName = 'calice-di-benvenuto') =>
  t.app.inject({
    method: 'POST',
    url: '/backend/api/frontpage/promo/resend',
    remoteAddress: client,
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${TOKENS.aurora}` },
    payload: new URLSearchParams({ urlName, email, language: 'en' }).toString(),
  });

async function sentTo(email: string) {
  await t.app.email.drain();
  return t.mailer.sent.filter((m) => m.to === email);
}

test('the claim answers the code page id: the code shows at once, the same as the e-mail link', async () => {
  const res = await claim(t.app, { email: 'onscreen@example.com' });
  const { id } = res.json().data;
  expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  const page = await t.app.inject({
    method: 'POST',
    url: '/backend/api/frontpage/promo/getclaim',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${TOKENS.aurora}` },
    payload: new URLSearchParams({ urlName: 'calice-di-benvenuto', id }).toString(),
  });
  expect(page.json().data.codice).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  const [mail] = await sentTo('onscreen@example.com');
  expect(mail!.text).toContain(page.json().data.codice);
  expect(mail!.text).toContain(id);
});

test('resend: the claimed address gets its code again; an unknown address the same answer and no e-mail', async () => {
  await claim(t.app, { email: 'again@example.com' });
  const known = await resend('Again@example.com', '10.9.0.1');
  const unknown = await resend('stranger@example.com', '10.9.0.2');
  expect(known.statusCode).toBe(200);
  expect(unknown.statusCode).toBe(200);
  expect(Object.keys(known.json().data)).toEqual(Object.keys(unknown.json().data));
  const mails = await sentTo('again@example.com');
  expect(mails).toHaveLength(2);
  expect(mails[1]!.text).toContain(mails[0]!.text.match(/[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/)![0]);
  expect(await sentTo('stranger@example.com')).toHaveLength(0);
});

test('resend: 3 an hour per address, for a known and an unknown one alike; then 429 with Retry-After', async () => {
  await claim(t.app, { email: 'many@example.com' });
  for (const email of ['many@example.com', 'ghost@example.com']) {
    for (let i = 0; i < 3; i++) expect((await resend(email, `10.8.${email.length}.${i}`)).statusCode).toBe(200);
    const over = await resend(email, '10.8.9.9');
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toMatchObject({ code: 'RATE_LIMITED', details: { retryAfter: Number(over.headers['retry-after']) } });
  }
});

test('resend: an unknown promotion is 404, a bad address 400', async () => {
  expect((await resend('x@example.com', '10.7.0.1', 'no-such-promo')).statusCode).toBe(404);
  expect((await resend('nope', '10.7.0.2')).json().error).toMatchObject({ code: 'INVALID_PAYLOAD', fields: { email: 'INVALID' } });
});
