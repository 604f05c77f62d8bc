/** @jest-environment node */
// The door page's staff calls against a real local HTTP server: the session cookie signs them
// (no bearer token), they name the page's venue, GET and DELETE for the session, every answer
// checked against its schema, a refusal's details kept.
import { ApiError, apiErrorKey, configureRuntime, i18n, loadTranslations } from '../src';
import {
  fetchSession,
  listAudit,
  listReservations,
  lookupCode,
  markNoShow,
  previewNoShow,
  redeemCode,
  registerStaffTexts,
  signIn,
  signOut,
  staffErrorText,
} from '../src/staff';
import { startTestServer, testConfig } from './helpers/test-server';
import type { TestServer } from './helpers/test-server';

let server: TestServer;

const SESSION = { venue: { slug: 'cantina-aurora', name: 'Cantina Aurora' }, label: 'door phone', expiresAt: '2026-06-01T22:00:00+02:00' };
const PROMO = {
  kind: 'promo',
  state: 'valid',
  code: '7K3M-Q9XD-2HBW-PT4E',
  usedAt: null,
  usedBy: null,
  venue: 'cantina-aurora',
  codice: '7K3M-Q9XD-2HBW-PT4E',
  stato: 'requested',
  usareEntro: '2026-07-01',
  richiestaIl: '2026-06-01T10:00:00+02:00',
  usataIl: null,
  nome: 'Mario Rossi',
  email: 'mario@example.com',
  telefono: '',
  promo: { urlName: 'calice', titolo: { it: 'Un calice', en: 'A glass' } },
};
const CARD = {
  kind: 'giftcard',
  state: 'valid',
  code: '7J6X-QVZ6-C1YW-48ZB',
  usedAt: '2026-06-01T10:30:00+02:00',
  usedBy: 'bar tablet',
  balance: 4500,
  currency: 'EUR',
  venue: 'cantina-aurora',
  codice: '7J6X-QVZ6-C1YW-48ZB',
  stato: 'partly_redeemed',
  valoreIniziale: 5000,
  saldo: 4500,
  valuta: 'EUR',
  scadenza: '2027-06-01',
  emessaIl: '2026-06-01T09:00:00+02:00',
  prodotto: { it: 'Degustazione' },
  ordine: 'GC-000001',
  gift: '1/1',
  testMode: true,
  utilizzi: [{ importo: 500, saldoDopo: 4500, il: '2026-06-01T10:30:00+02:00', nota: '', usedBy: 'bar tablet' }],
};
const RESERVATION = {
  id: 42,
  status: 'confirmed',
  date: '2026-06-01',
  time: '20:00',
  pax: 4,
  name: 'Luca Rinaldi',
  email: 'luca@example.com',
  phone: '+39 347 1234567',
  zone: 'Terrazza',
  experience: null,
  notes: '',
  visitReason: null,
  guarantee: { type: 2, amount: 8000, cardSaved: true, kind: 'card_per_guest', state: 'card_saved' },
  payment: null,
  extraAnswers: [{ question: 'Allergie', answer: 'nessuna' }],
  fee: 'none',
  lateCancellation: false,
  createdAt: '2026-05-20T10:00:00.000Z',
  arrivedAt: null,
};

beforeAll(async () => {
  server = await startTestServer();
  configureRuntime({ ...testConfig(server.origin), venue: 'cantina-aurora' });
  registerStaffTexts();
  await loadTranslations('en');
  await i18n.changeLanguage('en');
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

describe('staff calls', () => {
  it('sign in: POST session with the token, no bearer token, no venue but the address one (none here: the token selects it)', async () => {
    server.setHandler(() => ({ json: { status: true, data: SESSION } }));
    await expect(signIn('st_demo_cantina_aurora')).resolves.toEqual(SESSION);
    const [req] = server.requests;
    // The runtime config's venue (cantina-aurora) is not named: an address without ?venue= names none.
    expect(req).toMatchObject({ method: 'POST', url: '/backend/api/staff/session' });
    expect(req?.headers.authorization).toBeUndefined();
    expect(Object.fromEntries(new URLSearchParams(req?.body))).toEqual({ token: 'st_demo_cantina_aurora' });
  });

  it('asks the session with GET and ends it with DELETE, with no body', async () => {
    server.setHandler((req) => ({ json: { status: true, data: req.method === 'GET' ? SESSION : { signedOut: true } } }));
    await expect(fetchSession()).resolves.toEqual(SESSION);
    await expect(signOut()).resolves.toEqual({ signedOut: true });
    expect(server.requests.slice(0, 2).map((r) => [r.method, r.url, r.body, r.headers['content-type'], r.headers.authorization])).toEqual([
      ['GET', '/backend/api/staff/session?venue=cantina-aurora', '', undefined, undefined],
      ['DELETE', '/backend/api/staff/session?venue=cantina-aurora', '', undefined, undefined],
    ]);
    // Nobody signed in on this browser: an answer, not an error.
    server.setHandler(() => ({ json: { status: true, data: null } }));
    await expect(fetchSession()).resolves.toBeNull();
  });

  it('reads either kind of code from code/lookup', async () => {
    server.setHandler((req) => ({ json: { status: true, data: new URLSearchParams(req.body).get('data') === 'promo' ? PROMO : CARD } }));
    await expect(lookupCode('promo')).resolves.toMatchObject({ kind: 'promo', nome: 'Mario Rossi', promo: { titolo: { it: 'Un calice', en: 'A glass', fr: '' } } });
    await expect(lookupCode('card')).resolves.toMatchObject({ kind: 'giftcard', balance: 4500, utilizzi: [{ importo: 500 }] });
  });

  it('sends the amount in minor units and the request id to code/redeem', async () => {
    server.setHandler(() => ({ json: { status: true, data: { ...CARD, balance: 3000, redeemed: { amount: 1500, balanceAfter: 3000 } } } }));
    await expect(redeemCode({ data: 'card', amount: 1500, requestId: 'abcdefgh12' })).resolves.toMatchObject({ redeemed: { amount: 1500, balanceAfter: 3000 } });
    expect(Object.fromEntries(new URLSearchParams(server.requests[0]?.body))).toEqual({ data: 'card', amount: '1500', requestId: 'abcdefgh12' });
  });

  it('refuses an answer of the wrong shape (INVALID_RESPONSE)', async () => {
    server.setHandler(() => ({ json: { status: true, data: { ...PROMO, state: 'lost' } } }));
    await expect(lookupCode('x')).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    server.setHandler(() => ({ json: { status: true, data: { kind: 'other' } } }));
    await expect(lookupCode('x')).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('reads the reservations, the no-show preview and result, the audit log', async () => {
    server.setHandler((req) => {
      if (req.url.startsWith('/backend/api/staff/reservations/list'))
        return { json: { status: true, data: { date: '2026-06-01', to: '2026-06-02', reservations: [RESERVATION] } } };
      if (req.url.startsWith('/backend/api/staff/reservations/noshow/preview'))
        return { json: { status: true, data: { id: 42, status: 'confirmed', marksNoShow: true, charge: 'charge', amount: 8000, currency: 'EUR' } } };
      if (req.url.startsWith('/backend/api/staff/reservations/noshow'))
        return { json: { status: true, data: { ...RESERVATION, status: 'no_show', charge: 'succeeded' } } };
      return {
        json: {
          status: true,
          data: {
            venue: 'cantina-aurora',
            actions: [
              {
                id: 9,
                at: '2026-06-01T20:00:00+02:00',
                action: 'redeem',
                label: 'door phone',
                tokenId: 1,
                subject: '****-****-****-PT4E',
                result: 'ok',
                detail: { kind: 'promo', via: 'session' },
              },
            ],
            next: null,
          },
        },
      };
    });
    await expect(listReservations()).resolves.toMatchObject({
      reservations: [{ id: 42, guarantee: { kind: 'card_per_guest' }, extraAnswers: [{ question: 'Allergie' }] }],
    });
    await expect(previewNoShow(42)).resolves.toMatchObject({ charge: 'charge', amount: 8000 });
    await expect(markNoShow(42)).resolves.toMatchObject({ status: 'no_show', charge: 'succeeded' });
    await expect(listAudit({ limit: 30 })).resolves.toMatchObject({ actions: [{ action: 'redeem', detail: { kind: 'promo' } }], next: null });
    expect(Object.fromEntries(new URLSearchParams(server.requests[1]?.body))).toEqual({ id: '42' });
  });
});

describe('refusals, as the staff read them', () => {
  it('keeps the details of a refusal: who used the code first, and when', async () => {
    server.setHandler(() => ({
      status: 409,
      json: { status: false, error: { code: 'PROMO_CODE_USED', message: 'used', details: { usedAt: '2026-06-01T10:00:00+02:00', usedBy: 'door phone' } } },
    }));
    const error = await redeemCode({ data: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).details).toEqual({ usedAt: '2026-06-01T10:00:00+02:00', usedBy: 'door phone' });
    expect(staffErrorText(i18n.t.bind(i18n), 'en', error)).toBe('Already used on 1 Jun 2026, 10:00 by door phone');
  });

  it('says what a staff code means at the door, else what the site says', () => {
    const t = i18n.t.bind(i18n);
    expect(staffErrorText(t, 'en', { code: 'AUTH_INVALID' })).toBe('Unknown or revoked staff token.');
    expect(staffErrorText(t, 'en', { code: 'STAFF_SESSION_EXPIRED' })).toBe('Your session has ended: sign in again.');
    expect(staffErrorText(t, 'en', { code: 'CODE_OF_ANOTHER_VENUE' })).toBe('This code belongs to another venue.');
    expect(staffErrorText(t, 'en', { code: 'TIMEOUT' })).toBe(t('common:apiErrors.TIMEOUT'));
    expect(staffErrorText(t, 'en', { code: 'RATE_LIMITED', retryAfter: 12 })).toContain('12 seconds');
    // A guest page keeps its own text for the same code.
    expect(apiErrorKey('AUTH_INVALID')).toBe('common:apiErrors.AUTH_INVALID');
    expect(apiErrorKey('AUTH_INVALID', 'staff')).toBe('staff:apiErrors.AUTH_INVALID');
    expect(apiErrorKey('NO_SUCH_CODE', 'staff')).toBe('common:apiErrors.generic');
  });
});
