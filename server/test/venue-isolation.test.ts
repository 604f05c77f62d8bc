/** A token only ever sees its own venue. */
import { addReservation, firstZoneId, venueId } from './support/fixtures';
import { type TestApp, TOKENS, callApi, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ids = async (token: string) => {
  const { data } = (await callApi(t.app, '/experience/getexperiencelist', { token })).json();
  return data.elenco.map((e: { id: number; idTabellaStrutture: number }) => e);
};

test('each token lists only its venue’s experiences', async () => {
  const aurora = await ids(TOKENS.aurora);
  const chalet = await ids(TOKENS.chalet);
  const auroraId = await venueId(t.db, 'cantina-aurora');
  const chaletId = await venueId(t.db, 'chalet-du-lac');
  expect(aurora.every((e: { idTabellaStrutture: number }) => e.idTabellaStrutture === auroraId)).toBe(true);
  expect(chalet.every((e: { idTabellaStrutture: number }) => e.idTabellaStrutture === chaletId)).toBe(true);
  const overlap = aurora.filter((a: { id: number }) => chalet.some((c: { id: number }) => c.id === a.id));
  expect(overlap).toEqual([]);
});

test('calendars follow each venue’s own week', async () => {
  const month = async (token: string) =>
    (await callApi(t.app, '/experience/getesperienzemonth', { token, form: { month: 6, year: 2026, pax: 2 } })).json().data.days;
  const aurora = await month(TOKENS.aurora);
  const chalet = await month(TOKENS.chalet);
  const lagon = await month(TOKENS.lagon);
  // 8 June is a Monday, 9 a Tuesday, 10 a Wednesday
  expect(aurora.find((d: { date: string }) => d.date === '2026-06-08').status).toBe('closed');
  expect(chalet.find((d: { date: string }) => d.date === '2026-06-08').status).toBe('available');
  expect(chalet.find((d: { date: string }) => d.date === '2026-06-09').status).toBe('closed');
  expect(lagon.find((d: { date: string }) => d.date === '2026-06-10').status).toBe('closed');
});

test('bookings at one venue never use another venue’s seats', async () => {
  const chalet = await venueId(t.db, 'chalet-du-lac');
  const zone = await firstZoneId(t.db, chalet);
  // Fill Chalet du Lac's lunch on Thursday 4 June.
  await addReservation(t.db, { venueId: chalet, zoneId: zone, date: '2026-06-04', time: '12:00', pax: 60 });
  const day = async (token: string) =>
    (await callApi(t.app, '/experience/getesperienzeday', { token, form: { day: '2026-06-04', pax: 2 } })).json().data;
  const chaletDay = await day(TOKENS.chalet);
  expect(chaletDay.slots.filter((s: { time: string; available: boolean }) => s.time < '15:00' && s.available)).toEqual([]);
  const auroraDay = await day(TOKENS.aurora);
  expect(auroraDay.slots.find((s: { time: string }) => s.time === '12:00').available).toBe(true);
});
