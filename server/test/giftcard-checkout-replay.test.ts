/**
 * A gift card checkout replayed with its requestId answers the same order when nothing changed,
 * 409 CHECKOUT_REPLAYED when anything in the order differs (recipient, message, delivery day...),
 * and replays consume no order number.
 */
import { giftForm, postCheckout, productId } from './support/giftcard';
import { type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimitMax: 100_000 } });
});
afterAll(() => t.close());

const numberOf = (res: { json(): any }) => Number(String(res.json().data.orderNumber).replace(/\D/g, ''));

test('same form: same order; any difference: 409 CHECKOUT_REPLAYED; replays draw no order number', async () => {
  const id = await productId(t.db, 'cantina-aurora', 'Buono regalo');
  const form = giftForm({ productId: id, requestId: 'replay-request-0001' });
  const first = await postCheckout(t.app, form);
  expect(first.statusCode).toBe(200);
  const again = await postCheckout(t.app, form);
  expect(again.json().data).toEqual(first.json().data);

  const changes: Array<Record<string, string>> = [{ recipientFirstName: 'Paul' }, { message: 'Autre message' }, { recipientEmail: 'paul@example.com' }, { city: 'Bra' }];
  for (const change of changes) {
    const res = await postCheckout(t.app, { ...form, ...change });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('CHECKOUT_REPLAYED');
  }

  const next = await postCheckout(t.app, giftForm({ productId: id, requestId: 'replay-request-0002' }));
  expect(next.statusCode).toBe(200);
  expect(numberOf(next)).toBe(numberOf(first) + 1);
});
