/**
 * NUL and other control characters in any visitor or staff text field answer 400 with the
 * field's code (INVALID_PAYLOAD, fields.<name> = INVALID), never a 500 from the database, and
 * write nothing. Each request is otherwise valid and carries a solved bot check, so the refusal
 * comes from the text itself, past every earlier check.
 */
import type { LightMyRequestResponse } from 'fastify';
import { GUEST } from './support/booking';
import { solvedBotCheck } from './support/bot-check';
import { giftForm, productId } from './support/giftcard';
import { callStaff, claim } from './support/promo-claim';
import { rowCounts } from './support/row-counts';
import { type TestApp, callApi, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimitMax: 100_000, claimRateLimitMax: 100_000 } });
});
afterAll(() => t.close());

const HOSTILE = ['a\u0000b', 'x\u001bx', 'bell\u0007', 'del\u007f'];

function expectFieldRefused(res: LightMyRequestResponse, field: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json().error.code).toBe('INVALID_PAYLOAD');
  expect(res.json().error.fields[field]).toBe('INVALID');
}

describe.each(HOSTILE)('text %j', (bad) => {
  test.each(['firstName', 'lastName', 'notes'])('reservation submit, %s', async (field) => {
    const before = await rowCounts(t.db);
    const form = { ...GUEST, date: '2026-06-11', time: '20:00', pax: 2, altcha: await solvedBotCheck(t.app), [field]: bad };
    expectFieldRefused(await callApi(t.app, '/reservation/submit', { form }), field);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  test.each(['firstName', 'lastName'])('promo claim, %s', async (field) => {
    const before = await rowCounts(t.db);
    expectFieldRefused(await claim(t.app, { [field]: bad, altcha: await solvedBotCheck(t.app) }), field);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  test.each(['firstName', 'lastName', 'city', 'country', 'province', 'postalCode', 'dateOfBirth', 'recipientFirstName', 'recipientLastName', 'message'])(
    'gift card checkout, %s',
    async (field) => {
      const before = await rowCounts(t.db);
      const id = await productId(t.db, 'cantina-aurora', 'Buono regalo');
      const res = await callApi(t.app, '/giftcard/checkout', { form: giftForm({ productId: id, [field]: bad }) });
      expectFieldRefused(res, field);
      expect(await rowCounts(t.db)).toEqual(before);
    },
  );

  test('staff gift card void reason', async () => {
    const res = await callStaff(t.app, '/giftcard/void', { code: 'ABCD-EFGH', reason: bad });
    expectFieldRefused(res, 'reason');
  });
});

test('tabs and line breaks stay allowed in a note', async () => {
  const form = { ...GUEST, date: '2026-06-11', time: '20:00', pax: 2, altcha: await solvedBotCheck(t.app), notes: 'line one\r\nline\ttwo', email: 'lines@example.com' };
  expect((await callApi(t.app, '/reservation/submit', { form })).statusCode).toBe(200);
});
