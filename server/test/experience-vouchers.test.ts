/**
 * Experience vouchers (docs/giftcards.md, "Experience vouchers"): sold at the experience's price
 * for its party, e-mailed with "Book your experience", applied in the booking's payment step
 * where it pays its experience (whatever the price then, or up to what was paid) and books once;
 * back whole when the booking is cancelled in time.
 */
import { eq } from 'drizzle-orm';
import { experiences } from '../src/db/schema';
import { book, call } from './support/booking';
import { cardOf, makeCard } from './support/giftcard-booking';
import { cardsOf, checkoutForm, checkoutOk, payDemo, postCheckout, productId } from './support/giftcard';
import { type TestApp, NOW, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
});
afterAll(() => t.close());

const ANSWERS = JSON.stringify({ breakfast: 'vegetarian', allergies: '' });
let harvest = 0;
let tasting = 0;

beforeAll(async () => {
  const { data } = (await call(t.app, '/experience/getexperiencelist', {})).json();
  const idOf = (hash: string) => data.elenco.find((e: { hash: string }) => e.hash === hash).id as number;
  harvest = idOf('aurora-vendemmia');
  tasting = idOf('aurora-degustazione-classica');
});

async function hold(date: string, pax = 2) {
  const res = await book(t.app, 'hold', {
    date,
    time: '09:00',
    pax,
    experience: harvest,
    cancellationPolicy: '1',
    extraAnswers: ANSWERS,
    email: 'voucher@example.com',
    language: 'en',
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { hash: string };
}
const apply = (hash: string, code: string) => call(t.app, '/reservation/giftcard', { hash, code });
const setHarvestPrice = (cents: number) => t.db.update(experiences).set({ price: cents }).where(eq(experiences.id, harvest));

test('bought at the experience price for its party; its e-mail and printable page say "Book your experience"', async () => {
  const product = (await call(t.app, '/giftcard/getgiftcardlist', {}))
    .json()
    .data.find((p: { titolo: { en: string } }) => p.titolo.en === 'A morning in the vineyard for two');
  expect(product).toMatchObject({ valori: [19000], importoLibero: 0, voucher: { guests: 2, covers: 'experience' } });
  const id = await productId(t.db, 'cantina-aurora', 'Mattina in vigna per due');
  // Not an amount of the buyer's choosing.
  expect((await postCheckout(t.app, checkoutForm({ productId: id, amount: 5000 }))).json().error).toMatchObject({
    code: 'INVALID_PAYLOAD',
    fields: { amount: 'INVALID' },
  });

  const fingerprint = await checkoutOk(t.app, checkoutForm({ productId: id, amount: 19000, email: 'buyer@example.com', language: 'en' }));
  expect((await payDemo(t.app, fingerprint)).statusCode).toBe(200);
  await t.app.giftcards.delivery.deliverDue();
  await t.app.email.drain();
  const [card] = await cardsOf(t.db, fingerprint);
  const mail = t.mailer.sent.find((m) => m.to === 'buyer@example.com' && m.subject.includes('Your gift card'))!;
  const code = card!.code.replace(/(.{4})(?=.)/g, '$1-');
  const bookUrl = `/reserve?venue=cantina-aurora&experience=${harvest}&guests=2#voucher=${code}`;
  expect(mail.text).toContain(`Book your experience: http://localhost:8080${bookUrl}`);
  expect(mail.text).toContain('the voucher pays the experience for 2 guests and books it once');

  const print = await t.app.inject({ method: 'GET', url: `/backend/giftcard/${card!.publicId}/print?lang=en` });
  expect(print.body).toContain(`href="http://localhost:8080${bookUrl.replaceAll('&', '&amp;')}"`);
  expect(print.body).toContain('Book your experience');

  // It books: no card payment; the printable page no longer offers to book.
  const h = await hold('2026-06-20');
  expect((await apply(h.hash, code)).json().data).toMatchObject({ outcome: 'confirmed', dueByCard: 0, giftcard: { voucher: true, amount: 19000, balance: 0 } });
  const after = await t.app.inject({ method: 'GET', url: `/backend/giftcard/${card!.publicId}/print?lang=en` });
  expect(after.body).not.toContain('Book your experience');
});

test('books once: a second booking is refused; cancelled in time, it books again', async () => {
  const voucher = await makeCard(t.db, { balance: 19000, voucher: { experienceId: harvest, guests: 2 } });
  const first = await hold('2026-06-27');
  expect((await apply(first.hash, voucher.code)).json().data).toMatchObject({ outcome: 'confirmed', giftcard: { voucher: true, amount: 19000, balance: 0 } });
  // The same voucher on the same hold again (a double click): the same answer, one debit.
  expect((await apply(first.hash, voucher.code)).json().data).toMatchObject({ outcome: 'confirmed', giftcard: { amount: 19000 } });

  const second = await hold('2026-06-28');
  const refused = await apply(second.hash, voucher.code);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().error.code).toBe('VOUCHER_USED');

  expect((await call(t.app, '/reservation/cancel', { hash: first.hash })).json().data).toMatchObject({ status: 'cancelled', payment: { giftcard: { returned: true } } });
  expect(await cardOf(t.db, voucher.id)).toMatchObject({ balance: 19000, status: 'active' });
  expect((await apply(second.hash, voucher.code)).json().data).toMatchObject({ outcome: 'confirmed', giftcard: { voucher: true, amount: 19000 } });
});

test('covers the experience whatever its price now; a larger party pays its extra guests by card', async () => {
  await setHarvestPrice(12000);
  try {
    const dearer = await makeCard(t.db, { balance: 19000, voucher: { experienceId: harvest, guests: 2 } });
    const h = await hold('2026-07-04');
    expect((await apply(h.hash, dearer.code)).json().data).toMatchObject({ outcome: 'confirmed', total: 24000, dueByCard: 0, giftcard: { amount: 24000, balance: 0 } });

    const forThree = await makeCard(t.db, { balance: 19000, voucher: { experienceId: harvest, guests: 2 } });
    const three = await hold('2026-07-05', 3);
    expect((await apply(three.hash, forThree.code)).json().data).toMatchObject({
      outcome: null,
      total: 36000,
      dueByCard: 12000,
      giftcard: { amount: 24000, balance: 0 },
    });
  } finally {
    await setHarvestPrice(9500);
  }
});

test('covers: amount pays up to what it cost; the rest by card', async () => {
  await setHarvestPrice(12000);
  try {
    const voucher = await makeCard(t.db, { balance: 19000, voucher: { experienceId: harvest, guests: 2, covers: 'amount' } });
    const h = await hold('2026-07-11');
    expect((await apply(h.hash, voucher.code)).json().data).toMatchObject({
      outcome: null,
      total: 24000,
      dueByCard: 5000,
      giftcard: { voucher: true, amount: 19000, balance: 0 },
    });
  } finally {
    await setHarvestPrice(9500);
  }
});

test('refused for another experience, after a part was taken at the venue, and once past its last day', async () => {
  const other = await makeCard(t.db, { balance: 7000, voucher: { experienceId: tasting, guests: 2 } });
  const h = await hold('2026-07-18');
  const wrong = await apply(h.hash, other.code);
  expect(wrong.statusCode).toBe(409);
  expect(wrong.json().error).toMatchObject({ code: 'VOUCHER_OTHER_EXPERIENCE', details: { experienceId: tasting, guests: 2 } });

  const partlyUsed = await makeCard(t.db, { initial: 19000, balance: 9000, voucher: { experienceId: harvest, guests: 2 } });
  expect((await apply(h.hash, partlyUsed.code)).json().error.code).toBe('VOUCHER_USED');

  const expired = await makeCard(t.db, { balance: 19000, expiresOn: '2026-05-31', voucher: { experienceId: harvest, guests: 2 } });
  expect((await apply(h.hash, expired.code)).json().error.code).toBe('GIFTCARD_EXPIRED');
  // Nothing was taken from any of them.
  for (const c of [other, partlyUsed, expired]) expect((await cardOf(t.db, c.id)).redemptions).toEqual([]);
});
