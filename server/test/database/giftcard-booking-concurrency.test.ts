/**
 * A gift card paying bookings under replays and races (docs/payments.md, "A gift card pays a
 * booking"): many concurrent applies of one card to one hold debit it once; holds racing for
 * one card's balance never take more than it has; an experience voucher sent to several holds at
 * once books exactly one of them; a card taken off and cards applied at once leave each card
 * whole or paying its part once. Meaningful on real PostgreSQL
 * (TEST_DATABASE_URL); on PGlite the same test proves the logic.
 */
import { book, call } from '../support/booking';
import { cardOf, makeCard } from '../support/giftcard-booking';
import { type TestApp, NOW, createTestApp } from '../support/test-app';
import { usingPostgres } from '../support/test-db';

let t: TestApp;
let harvest = 0;
beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  const { data } = (await call(t.app, '/experience/getexperiencelist', {})).json();
  harvest = data.elenco.find((e: { hash: string }) => e.hash === 'aurora-vendemmia').id;
});
afterAll(() => t.close());

const WEEKENDS = ['2026-06-20', '2026-06-21', '2026-06-27', '2026-06-28', '2026-07-04', '2026-07-05', '2026-07-11', '2026-07-12'];
const engine = usingPostgres ? 'PostgreSQL' : 'PGlite';

async function hold(i: number): Promise<string> {
  const res = await book(t.app, 'hold', {
    date: WEEKENDS[i]!,
    time: '09:00',
    pax: 2,
    experience: harvest,
    cancellationPolicy: '1',
    extraAnswers: JSON.stringify({ breakfast: 'vegetarian' }),
    email: `race${i}@example.com`,
  });
  if (res.statusCode !== 200) throw new Error(`hold ${res.statusCode}: ${res.body}`);
  return res.json().data.hash;
}

test(`one hold, 16 applies of one card at once: debited once (${engine})`, async () => {
  const card = await makeCard(t.db, { balance: 7000 });
  const hash = await hold(0);
  const results = await Promise.all(Array.from({ length: 16 }, () => call(t.app, '/reservation/giftcard', { hash, code: card.code })));
  expect(results.map((r) => r.statusCode)).toEqual(Array(16).fill(200));
  expect(new Set(results.map((r) => r.json().data.dueByCard))).toEqual(new Set([12000]));
  const after = await cardOf(t.db, card.id);
  expect(after.balance).toBe(0);
  expect(after.redemptions).toHaveLength(1);
});

test(`six holds race for one card's balance: never more than it has, each hold debited once (${engine})`, async () => {
  const card = await makeCard(t.db, { balance: 25000 });
  const hashes: string[] = [];
  for (const i of [1, 2, 3, 4, 5, 6]) hashes.push(await hold(i));
  // Every hold sends the card three times at once, all eighteen together.
  const results = await Promise.all(hashes.flatMap((hash) => [0, 1, 2].map(() => call(t.app, '/reservation/giftcard', { hash, code: card.code }))));
  const ok = results.filter((r) => r.statusCode === 200);
  const refused = results.filter((r) => r.statusCode !== 200).map((r) => r.json().error.code);
  expect(new Set(refused)).toEqual(refused.length ? new Set(['GIFTCARD_EMPTY']) : new Set());
  const used = new Map<string, number>();
  for (const r of ok) used.set(r.json().data.reservation.hash, r.json().data.giftcard.amount);
  // What the holds got adds up to the balance exactly: 19000 and 6000, in whatever order.
  expect([...used.values()].sort((a, b) => a - b)).toEqual([6000, 19000]);
  const after = await cardOf(t.db, card.id);
  expect(after.balance).toBe(0);
  expect(after.redemptions.map((r) => r.amount).sort((a, b) => a - b)).toEqual([6000, 19000]);
  expect(after.redemptions.every((r) => r.balanceAfter >= 0)).toBe(true);
});

test(`four holds race for one experience voucher, twice each: it books exactly one (${engine})`, async () => {
  const voucher = await makeCard(t.db, { balance: 19000, voucher: { experienceId: harvest, guests: 2 } });
  const holds: string[] = [];
  for (const i of [7, 0, 1, 2]) holds.push(await hold(i));
  const results = await Promise.all(holds.flatMap((hash) => [0, 1].map(() => call(t.app, '/reservation/giftcard', { hash, code: voucher.code }))));
  const booked = new Set(results.filter((r) => r.statusCode === 200).map((r) => r.json().data.reservation.hash));
  expect(booked.size).toBe(1);
  const refused = results.filter((r) => r.statusCode !== 200).map((r) => r.json().error.code);
  expect(new Set(refused)).toEqual(new Set(['VOUCHER_USED']));
  expect(refused).toHaveLength(2 * (holds.length - 1));
  const after = await cardOf(t.db, voucher.id);
  expect(after).toMatchObject({ balance: 0, status: 'redeemed' });
  expect(after.redemptions).toHaveLength(1);
});

test(`one hold, removals and applies of two cards at once: each card whole or paying, never both, never twice (${engine})`, async () => {
  const first = await makeCard(t.db, { balance: 5000 });
  const second = await makeCard(t.db, { balance: 3000 });
  const hash = await hold(7);
  expect((await call(t.app, '/reservation/giftcard', { hash, code: first.code })).statusCode).toBe(200);
  // The guest's double taps and a second tab: removals and applies of both cards interleaved, twice.
  for (let round = 0; round < 2; round++) {
    const calls = [
      call(t.app, '/reservation/giftcard/remove', { hash }),
      call(t.app, '/reservation/giftcard/remove', { hash }),
      call(t.app, '/reservation/giftcard', { hash, code: second.code }),
      call(t.app, '/reservation/giftcard', { hash, code: first.code }),
      call(t.app, '/reservation/giftcard', { hash, code: second.code }),
    ];
    const answers = await Promise.all(calls);
    for (const r of answers) expect([200, 409]).toContain(r.statusCode);
  }
  // Whatever order the calls took: the card on the hold (if any) paid its part once, the other is whole.
  const view = (await call(t.app, '/reservation/get', { hash })).json().data;
  const cards = [
    { initial: 5000, ...(await cardOf(t.db, first.id)) },
    { initial: 3000, ...(await cardOf(t.db, second.id)) },
  ];
  const live = view.payment.giftcard;
  expect(cards.filter((c) => c.balance === 0).length).toBe(live ? 1 : 0);
  expect(cards.filter((c) => c.balance === c.initial).length).toBe(live ? 1 : 2);
  // Every debit has its return but the live one's: the redemptions sum to what the card now lacks.
  for (const c of cards) expect(c.redemptions.reduce((sum, r) => sum + r.amount, 0)).toBe(c.initial - c.balance);
  expect(view.payment.dueByCard).toBe(19000 - (live ? live.amount : 0));
});
