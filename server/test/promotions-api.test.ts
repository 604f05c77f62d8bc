/** getpromolist (docs/api.md, designed call). */
import { promotions } from '../src/db/schema';
import { venueId } from './support/fixtures';
import { type TestApp, NOW, TOKENS, callApi, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (token: string = TOKENS.aurora) => {
  const res = await callApi(t.app, '/promo/getpromolist', { token });
  expect(res.statusCode).toBe(200);
  return res.json();
};

test('lists the venue’s open promotions', async () => {
  const { status, data } = await list();
  expect(status).toBe(true);
  expect(data).toEqual([
    {
      urlName: 'calice-di-benvenuto',
      titolo: expect.objectContaining({ it: 'Calice di benvenuto', de: 'Begrüßungsglas' }),
      descrizione: expect.objectContaining({ en: expect.any(String) }),
      foto: expect.any(String),
      // 60 days after the pinned now, written with the Rome offset
      scadenza: '2026-07-31T10:00:00+02:00',
      rimanenti: 200,
    },
  ]);
});

test('each venue sees only its own', async () => {
  const { data } = await list(TOKENS.lagon);
  expect(data.map((p: { urlName: string }) => p.urlName)).toEqual(['sunset-cocktail']);
  expect(data[0].scadenza).toMatch(/\+04:00$/);
});

test('inactive, expired and not yet started promotions are left out', async () => {
  const venue = await venueId(t.db, 'chalet-du-lac');
  const base = { venueId: venue, title: { it: 'x' }, quantity: 5 };
  const day = 86_400_000;
  await t.db.insert(promotions).values([
    { ...base, urlName: 'expired', startsAt: new Date(NOW.getTime() - 9 * day), endsAt: new Date(NOW.getTime() - day) },
    { ...base, urlName: 'future', startsAt: new Date(NOW.getTime() + day), endsAt: new Date(NOW.getTime() + 9 * day) },
    { ...base, urlName: 'off', active: false, startsAt: new Date(NOW.getTime() - day), endsAt: new Date(NOW.getTime() + day) },
    { ...base, urlName: 'none-left', quantity: 0, startsAt: new Date(NOW.getTime() - day), endsAt: new Date(NOW.getTime() + day) },
  ]);
  const { data } = await list(TOKENS.chalet);
  expect(data.map((p: { urlName: string }) => p.urlName)).toEqual(['dessert-offert']);
});
