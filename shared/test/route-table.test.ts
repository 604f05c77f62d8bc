import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { BOOKING_PAGES, GIFTCARD_PAGES, PROMO_PAGES, REMOTE_NAMES, ROUTE_TABLE, routesOf } from '../src';

const routes: RouteObject[] = [
  {
    path: '/',
    children: ROUTE_TABLE.map((row) => ({ path: row.path, id: `${row.owner}:${row.page}:${row.path}` })),
  },
];

function resolve(url: string) {
  const match = matchRoutes(routes, url)?.at(-1);
  return { id: match?.route.id?.split(':').slice(0, 2).join(':'), params: match?.params };
}

describe('ROUTE_TABLE', () => {
  it.each([
    ['/frontpage/giftcards', 'giftcards:GiftcardList', {}],
    ['/frontpage/giftcard', 'giftcards:GiftcardList', {}],
    ['/frontpage/giftcard/7', 'giftcards:GiftcardDetail', { id: '7' }],
    ['/frontpage/giftcard/7/notavalaible', 'giftcards:GiftcardNotAvailable', { id: '7' }],
    ['/frontpage/giftcard/checkout', 'giftcards:Checkout', {}],
    ['/frontpage/giftcard/checkout/7', 'giftcards:Checkout', { id: '7' }],
    ['/frontpage/giftcard/purchaseconfirmation/fp1', 'giftcards:PurchaseConfirmation', { fingerprint: 'fp1' }],
    ['/frontpage/giftcard/create/fp1', 'giftcards:GiftcardCreate', { fingerprint: 'fp1' }],
    ['/frontpage/giftcard/create/error/fp1', 'giftcards:GiftcardCreateError', { fingerprint: 'fp1' }],
    ['/frontpage/giftcard/stripe/fp1', 'giftcards:Payment', { action: 'giftcard', fingerprint: 'fp1' }],
    ['/frontpage/giftcard/stripe', 'giftcards:Payment', { action: 'giftcard' }],
    ['/frontpage/giftcard/stripe/error/fp1', 'giftcards:PaymentError', { action: 'giftcard', fingerprint: 'fp1' }],
    ['/reserve', 'booking:Reserve', {}],
    ['/reserve/confirmed', 'booking:ReserveMessage', { messagetype: 'confirmed' }],
    ['/reserve/abc/edit', 'booking:ReserveEdit', { hash: 'abc' }],
    ['/reserve/abc/edit/confirm', 'booking:ReserveEditConfirm', { hash: 'abc' }],
    ['/reserve/abc/edit/error', 'booking:ReserveEditError', { hash: 'abc' }],
    ['/r', 'booking:ReserveModule', {}],
    ['/r/degustazioni', 'booking:ReserveModule', { reservemodule: 'degustazioni' }],
    ['/promo/vendemmia', 'promo:Promo', { urlName: 'vendemmia' }],
    ['/frontpage/promo/vendemmia', 'promo:Promo', { urlName: 'vendemmia' }],
    ['/promo/vendemmia/42', 'promo:PromoCode', { urlName: 'vendemmia', id: '42' }],
    ['/frontpage/promo/vendemmia/42', 'promo:PromoCode', { urlName: 'vendemmia', id: '42' }],
    ['/promo/vendemmia/error', 'promo:PromoError', { urlName: 'vendemmia' }],
    ['/promo/vendemmia/duplicate', 'promo:PromoDuplicate', { urlName: 'vendemmia' }],
    ['/promo/vendemmia/confirm', 'promo:PromoConfirm', { urlName: 'vendemmia' }],
    ['/staff', 'host:staffScan', {}],
    ['/staff/log', 'host:staffLog', {}],
    ['/staff/promo', 'promo:StaffPromoCode', {}],
    ['/staff/giftcard', 'giftcards:StaffGiftcard', {}],
    ['/staff/bookings', 'booking:StaffBookings', {}],
    ['/staff/other', 'host:NotFound', {}],
    ['/frontpage/giftcard/1/2/3/4', 'host:NotFound', {}],
    ['/nothing', 'host:NotFound', {}],
  ])('%s → %s', (url, id, params) => {
    const found = resolve(url);
    expect(found.id).toBe(id);
    for (const [k, v] of Object.entries(params)) expect(found.params?.[k]).toBe(v);
  });

  it('names only pages the remotes expose', () => {
    const pages = { giftcards: GIFTCARD_PAGES, booking: BOOKING_PAGES, promo: PROMO_PAGES } as const;
    for (const remote of REMOTE_NAMES) {
      const used = new Set(routesOf(remote).map((r) => r.page));
      expect([...used].sort()).toEqual([...pages[remote]].sort());
    }
  });
});

describe('what the server may keep for everyone (a second, per venue and language)', () => {
  const row = (url: string) => {
    const id = matchRoutes(routes, url)?.at(-1)?.route.id;
    return ROUTE_TABLE.find((r) => `${r.owner}:${r.page}:${r.path}` === id)!;
  };

  it.each([
    '/welcome',
    '/frontpage/giftcards',
    '/frontpage/giftcard/12',
    '/promo/calice',
    '/promo/calice/0MhUKqqFetEo9GVH4WoUig',
    '/reserve',
    '/r/degustazione',
    '/no/such/page',
  ])('%s is the same for everyone with the address', (url) => expect(row(url).cache).toBe('everyone'));

  it.each([
    '/reserve/abc/edit',
    '/reserve/confirmed',
    '/promo/calice/duplicate',
    '/promo/calice/confirm',
    '/frontpage/giftcard/create/abc',
    '/frontpage/giftcard/stripe/abc',
    '/frontpage/giftcard/checkout/3',
  ])('%s is personal', (url) => expect(row(url).cache).toBe('personal'));

  it.each(['/staff', '/staff/log', '/staff/promo', '/staff/giftcard', '/staff/bookings'])('%s is a staff page: personal, in the staff layout', (url) => {
    expect(row(url)).toMatchObject({ cache: 'personal', layout: 'staff' });
  });

  it('puts every guest page in the home layout', () => {
    expect(ROUTE_TABLE.filter((r) => r.layout === 'staff').map((r) => r.path)).toEqual(['staff', 'staff/log', 'staff/promo', 'staff/giftcard', 'staff/bookings']);
  });

  it('loads a page’s data with the route’s own parameters: every read names what the address holds', async () => {
    const loaded = ROUTE_TABLE.filter((r) => r.loader);
    expect(loaded.map((r) => r.page)).toEqual(
      expect.arrayContaining(['GiftcardList', 'GiftcardDetail', 'Checkout', 'ReserveEdit', 'ReserveModule', 'Promo', 'PromoCode']),
    );
    for (const r of loaded) {
      const params = Object.fromEntries((r.path.match(/:(\w+)/g) ?? []).map((name) => [name.slice(1), `<${name.slice(1)}>`]));
      const payloads: object[] = [];
      await r.loader!({
        params,
        venue: 'cantina-aurora',
        language: 'it',
        api: {
          answer: async (_call, payload = {}) => {
            payloads.push(payload);
            return { status: 'notFound' };
          },
        },
      });
      expect(payloads.length).toBeGreaterThan(0);
      for (const payload of payloads) for (const value of Object.values(payload)) expect(Object.values(params)).toContain(value);
    }
  });
});
