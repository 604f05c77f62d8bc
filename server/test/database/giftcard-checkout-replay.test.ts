/**
 * A gift card checkout replayed with its requestId answers the same order when nothing changed,
 * 409 CHECKOUT_REPLAYED when anything in the order differs (recipient, message, delivery day...),
 * and replays consume no order number, also when they arrive at the same moment (real concurrency on
 * PostgreSQL with TEST_DATABASE_URL).
 */
import type { LightMyRequestResponse } from 'fastify';
import { giftForm, postCheckout, productId } from '../support/giftcard';
import { type TestApp, createTestApp } from '../support/test-app';
import { usingPostgres } from '../support/test-db';

const DB = usingPostgres ? 'PostgreSQL' : 'PGlite';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimitMax: 100_000 } });
});
afterAll(() => t.close());

const numberOf = (res: LightMyRequestResponse) => Number(String(res.json().data.orderNumber).replace(/\D/g, ''));

test(`same form: same order; any difference: 409 CHECKOUT_REPLAYED; replays draw no order number (${DB})`, async () => {
  const id = await productId(t.db, 'cantina-aurora', 'Buono regalo');
  const form = giftForm({ productId: id, requestId: 'replay-request-0001' });
  const first = await postCheckout(t.app, form);
  expect(first.statusCode).toBe(200);
  const again = await postCheckout(t.app, form);
  expect(again.json().data).toEqual(first.json().data);

  const changes: Array<Record<string, string>> = [
    { recipientFirstName: 'Paul' },
    { message: 'Autre message' },
    { recipientEmail: 'paul@example.com' },
    { deliverOn: '2026-06-20' },
    { city: 'Bra' },
  ];
  for (const change of changes) {
    const res = await postCheckout(t.app, { ...form, ...change });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('CHECKOUT_REPLAYED');
  }

  const next = await postCheckout(t.app, giftForm({ productId: id, requestId: 'replay-request-0002' }));
  expect(next.statusCode).toBe(200);
  expect(numberOf(next)).toBe(numberOf(first) + 1);
});

test(`the same form sent 6 times at once (a double click): one order, and the next order takes the next number (${DB})`, async () => {
  const id = await productId(t.db, 'cantina-aurora', 'Buono regalo');
  const form = giftForm({ productId: id, requestId: 'replay-request-0003' });
  const answers = await Promise.all(Array.from({ length: 6 }, () => postCheckout(t.app, form)));
  expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
  expect(new Set(answers.map((r) => r.json().data.orderNumber)).size).toBe(1);
  // Changed forms at once with the same requestId: refused, and they draw no number either.
  const changed = await Promise.all(['Paul', 'Luc', 'Jean'].map((name) => postCheckout(t.app, { ...form, recipientFirstName: name })));
  expect(changed.map((r) => r.json().error.code)).toEqual(['CHECKOUT_REPLAYED', 'CHECKOUT_REPLAYED', 'CHECKOUT_REPLAYED']);
  const next = await postCheckout(t.app, giftForm({ productId: id, requestId: 'replay-request-0004' }));
  expect(numberOf(next)).toBe(numberOf(answers[0]!) + 1);
});
