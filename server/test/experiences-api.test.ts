/** getexperiencelist, getesperienzemonth and getesperienzeday over HTTP, on the demo data. */
import { addReservation, experienceId, firstZoneId, venueId } from './support/fixtures';
import { type TestApp, TOKENS, callApi, createTestApp } from './support/test-app';

// The app clock is pinned to Monday 1 June 2026, 10:00 in Rome (support/test-app.ts).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NUMBER_FIELDS = [
  'cancellazione',
  'durata',
  'esperienzeDisponibili',
  'esperienzePrenotate',
  'flagAttiva',
  'flagCalendario',
  'flagData',
  'flagEsperienzaPassata',
  'flagMotivoVisita',
  'flagOrari',
  'flagSceltaZona',
  'flagSoldoutAttivo',
  'flagVisibile',
  'id',
  'idTabellaStrutture',
  'importoCCGaranzia',
  'importoDepositoAcconto',
  'maxPrenotazioni',
  'numOspitiMax',
  'numOspitiMin',
  'prezzo',
  'sort',
  'tipoAcquisto',
  'tipoCCGaranzia',
  'tipoEsperienza',
];
const STRING_FIELDS = ['data', 'file', 'foto', 'hash', 'scadenza'];
const I18N_FIELDS = ['condizioniPrenotazione', 'descrizione', 'titolo', 'titoloFile'];
const FLAGS = NUMBER_FIELDS.filter((f) => f.startsWith('flag'));

async function list(token: string = TOKENS.aurora, form: Record<string, string> = {}) {
  const res = await callApi(t.app, '/experience/getexperiencelist', { token, form });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('getexperiencelist', () => {
  test('answers {elenco, pagine, totale} with every Experience field', async () => {
    const { status, data } = await list();
    expect(status).toBe(true);
    expect(data).toEqual({ elenco: expect.any(Array), pagine: 1, totale: 3 });
    for (const e of data.elenco) {
      for (const f of NUMBER_FIELDS) expect([f, typeof e[f]]).toEqual([f, 'number']);
      for (const f of STRING_FIELDS) expect([f, typeof e[f]]).toEqual([f, 'string']);
      for (const f of I18N_FIELDS) expect(Object.keys(e[f]).sort()).toEqual(['de', 'en', 'es', 'fr', 'it']);
      for (const f of FLAGS) expect([0, 1]).toContain(e[f]);
      expect(Array.isArray(e.campiAggiuntivi)).toBe(true);
      expect(Array.isArray(e.orari)).toBe(true);
      for (const time of e.orari) expect(time).toMatch(/^\d{2}:\d{2}$/);
      expect(Array.isArray(e.zoneSelezionabili)).toBe(true);
      expect(Number.isInteger(e.prezzo)).toBe(true);
      expect(e.titolo.it).not.toBe('');
      expect(e.titolo.de).not.toBe('');
    }
  });

  test('maps the demo experiences as documented', async () => {
    const { data } = await list();
    const byHash = Object.fromEntries(data.elenco.map((e: { hash: string }) => [e.hash, e]));
    expect(byHash['aurora-degustazione-classica']).toMatchObject({
      prezzo: 3500,
      flagOrari: 1,
      orari: ['10:30', '15:00', '17:30'],
      flagData: 0,
      data: '',
      scadenza: '',
      numOspitiMin: 1,
      numOspitiMax: 8,
      maxPrenotazioni: 4,
    });
    expect(byHash['aurora-tour-con-pranzo']).toMatchObject({
      flagSceltaZona: 1,
      zoneSelezionabili: [{ id: expect.any(Number), nome: expect.objectContaining({ it: 'Sala delle Botti' }) }],
      tipoCCGaranzia: 2,
      importoCCGaranzia: 2000,
      flagMotivoVisita: 1,
      campiAggiuntivi: [expect.objectContaining({ key: 'allergies' })],
    });
    expect(byHash['aurora-vendemmia']).toMatchObject({
      flagData: 1,
      data: '2026-06-15',
      scadenza: '2026-08-15',
      flagEsperienzaPassata: 0,
      flagSoldoutAttivo: 1,
      esperienzeDisponibili: 40,
      esperienzePrenotate: 0,
    });
    // sorted by `sort`
    const sorts = data.elenco.map((e: { sort: number }) => e.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
  });

  test('esperienzePrenotate counts the guests holding a booking', async () => {
    const venue = await venueId(t.db, 'cantina-aurora');
    const harvest = await experienceId(t.db, 'aurora-vendemmia');
    await addReservation(t.db, { venueId: venue, experienceId: harvest, date: '2026-06-20', time: '09:00', pax: 4 });
    await addReservation(t.db, { venueId: venue, experienceId: harvest, date: '2026-06-20', time: '09:00', pax: 2, status: 'pending' });
    await addReservation(t.db, { venueId: venue, experienceId: harvest, date: '2026-06-21', time: '09:00', pax: 5, status: 'cancelled' });
    const { data } = await list();
    const e = data.elenco.find((x: { hash: string }) => x.hash === 'aurora-vendemmia');
    expect(e.esperienzePrenotate).toBe(6);
  });

  test('pages when asked', async () => {
    const { data } = await list(TOKENS.aurora, { page: '2', perPage: '2' });
    expect(data.pagine).toBe(2);
    expect(data.totale).toBe(3);
    expect(data.elenco).toHaveLength(1);
  });
});

describe('getesperienzemonth', () => {
  test('answers every day of the month with a status and the bookable experiences', async () => {
    const res = await callApi(t.app, '/experience/getesperienzemonth', { form: { month: 6, year: 2026, pax: 2 } });
    expect(res.statusCode).toBe(200);
    const { status, data } = res.json();
    expect(status).toBe(true);
    expect(data).toMatchObject({ year: 2026, month: 6, pax: 2 });
    expect(data.days).toHaveLength(30);
    for (const day of data.days) {
      expect(Object.keys(day).sort()).toEqual(['date', 'experiences', 'status', 'waitingList']);
      expect(['past', 'closed', 'experience', 'available', 'completed']).toContain(day.status);
      expect(day.experiences.every((id: unknown) => typeof id === 'number')).toBe(true);
    }
    const byDate = Object.fromEntries(data.days.map((d: { date: string }) => [d.date, d]));
    expect(byDate['2026-06-01'].status).toBe('closed'); // Monday: Cantina Aurora is closed
    expect(byDate['2026-06-02'].status).toBe('available');
    expect(byDate['2026-06-07'].status).toBe('experience'); // Sunday lunch is for the cellar tour only
  });

  test('a past month is all past', async () => {
    const { data } = (await callApi(t.app, '/experience/getesperienzemonth', { form: { month: 5, year: 2026, pax: 2 } })).json();
    expect(data.days.every((d: { status: string }) => d.status === 'past')).toBe(true);
  });
});

describe('getesperienzeday', () => {
  test('answers the slots of a day with zones and experiences', async () => {
    const res = await callApi(t.app, '/experience/getesperienzeday', { form: { day: '2026-06-02', pax: 2 } });
    expect(res.statusCode).toBe(200);
    const { status, data } = res.json();
    expect(status).toBe(true);
    expect(data).toMatchObject({ date: '2026-06-02', pax: 2, status: 'available', reason: null });
    const times = data.slots.map((s: { time: string }) => s.time);
    expect(times).toEqual(['10:30', '12:00', '12:30', '13:00', '13:30', '14:00', '15:00', '17:30']);
    const lunch = data.slots.find((s: { time: string }) => s.time === '12:00');
    expect(lunch).toEqual({
      time: '12:00',
      shift: 'Pranzo',
      available: true,
      table: true,
      waitingList: false,
      zones: [
        { id: expect.any(Number), nome: expect.objectContaining({ it: 'Sala delle Botti' }), available: true },
        { id: expect.any(Number), nome: expect.objectContaining({ it: 'Terrazza sulle vigne' }), available: true },
      ],
      experiences: [expect.any(Number)],
      waitingExperiences: [],
    });
  });

  test('a closed day answers status closed with reason CLOSED', async () => {
    const { data } = (await callApi(t.app, '/experience/getesperienzeday', { form: { day: '2026-06-08', pax: 2 } })).json();
    expect(data).toEqual({ date: '2026-06-08', pax: 2, status: 'closed', reason: 'CLOSED', waitingList: false, slots: [] });
  });

  test('an experience-only day says EXPERIENCE_REQUIRED', async () => {
    const { data } = (await callApi(t.app, '/experience/getesperienzeday', { form: { day: '2026-06-07', pax: 2 } })).json();
    expect(data).toMatchObject({ status: 'experience', reason: 'EXPERIENCE_REQUIRED' });
  });

  test('a full lunch leaves only the tastings', async () => {
    const venue = await venueId(t.db, 'cantina-aurora');
    const zone = await firstZoneId(t.db, venue);
    await addReservation(t.db, { venueId: venue, zoneId: zone, date: '2026-06-03', time: '12:30', pax: 40 });
    const { data } = (await callApi(t.app, '/experience/getesperienzeday', { form: { day: '2026-06-03', pax: 2 } })).json();
    expect(data).toMatchObject({ status: 'experience', reason: 'EXPERIENCE_REQUIRED' });
    const open = data.slots.filter((s: { available: boolean }) => s.available).map((s: { time: string }) => s.time);
    expect(open).toEqual(['10:30', '15:00', '17:30']);
  });

  test('a party above the venue maximum gets no slot', async () => {
    const { data } = (await callApi(t.app, '/experience/getesperienzeday', { form: { day: '2026-06-02', pax: 13 } })).json();
    expect(data).toMatchObject({ status: 'completed', reason: 'SHIFT_FULL' });
  });

  test('a past day says PAST', async () => {
    const { data } = (await callApi(t.app, '/experience/getesperienzeday', { form: { day: '2026-05-31', pax: 2 } })).json();
    expect(data).toMatchObject({ status: 'past', reason: 'PAST', slots: [] });
  });
});
