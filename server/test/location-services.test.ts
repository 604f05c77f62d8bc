/** getlocation and getallservices as the apps see them. */
import { type TestApp, TOKENS, callApi, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const I18N = { it: expect.any(String), en: expect.any(String), fr: expect.any(String), es: expect.any(String), de: expect.any(String) };

describe('getlocation', () => {
  test('answers the Location with the original and designed fields', async () => {
    const res = await callApi(t.app, '/location/getlocation');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const { status, data } = res.json();
    expect(status).toBe(true);
    expect(data).toEqual({
      valuta: 'EUR',
      locationname: 'Cantina Aurora',
      customHeader: expect.stringContaining('<script'),
      customFooter: expect.stringContaining('<script'),
      id: expect.any(Number),
      slug: 'cantina-aurora',
      timezone: 'Europe/Rome',
      defaultLanguage: 'it',
      address: expect.any(String),
      city: expect.any(String),
      country: 'IT',
      phone: expect.any(String),
      email: expect.any(String),
      website: expect.any(String),
      description: I18N,
      heroImage: expect.any(String),
      privacyPolicy: I18N,
      marketingPolicy: I18N,
      giftcardMin: 2500,
      giftcardMax: 50000,
      bookingEnabled: true,
      giftcardsEnabled: true,
      bookingMinPax: 1,
      bookingMaxPax: 12,
      // The demo venues send no texts: the booking form shows no consent line for them.
      textMessages: false,
    });
    expect(data.description.de).not.toBe('');
  });

  test.each([
    [TOKENS.chalet, 'Chalet du Lac', 'CHF', 'Europe/Zurich'],
    [TOKENS.lagon, 'Le Lagon', 'MUR', 'Indian/Mauritius'],
  ])('the token selects the venue (%s)', async (token, name, currency, timezone) => {
    const { data } = (await callApi(t.app, '/location/getlocation', { token })).json();
    expect(data).toMatchObject({ locationname: name, valuta: currency, timezone });
  });

  test('one header loads an external script served by this server, after an inline one', async () => {
    const { data } = (await callApi(t.app, '/location/getlocation')).json();
    const header: string = data.customHeader;
    const inline = header.indexOf("push('cantina-aurora:inline')");
    const external = header.indexOf('src="/demo-assets/venue-badge.js"');
    expect(inline).toBeGreaterThan(-1);
    expect(external).toBeGreaterThan(inline);
    const script = await t.app.inject({ method: 'GET', url: '/demo-assets/venue-badge.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.body).toContain('Open today');
  });
});

describe('getallservices', () => {
  test('lists every country with its calling code, ISO code, Italian names, the venue country first', async () => {
    const { status, data } = (await callApi(t.app, '/services/getallservices')).json();
    expect(status).toBe(true);
    const list: Array<{ paese: string; prefisso: string; codice: string }> = data.prefixList;
    expect(list.length).toBeGreaterThan(200);
    expect(list[0]).toEqual({ paese: 'Italia', prefisso: '+39', codice: 'IT' });
    for (const entry of list) {
      expect(Object.keys(entry).sort()).toEqual(['codice', 'paese', 'prefisso']);
      expect(entry.codice).toMatch(/^[A-Z]{2}$/);
      expect(entry.prefisso).toMatch(/^\+\d{1,4}$/);
      expect(entry.paese.length).toBeGreaterThan(0);
    }
    expect(list).toContainEqual({ paese: 'Svizzera', prefisso: '+41', codice: 'CH' });
    expect(list).toContainEqual({ paese: 'Germania', prefisso: '+49', codice: 'DE' });
    const rest = list.slice(1).map((e) => e.paese);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('it').compare));
  });

  test.each([
    [TOKENS.chalet, { paese: 'Svizzera', prefisso: '+41', codice: 'CH' }],
    [TOKENS.lagon, { paese: 'Mauritius', prefisso: '+230', codice: 'MU' }],
  ])('other venues put their own country first (%s)', async (token, first) => {
    const { data } = (await callApi(t.app, '/services/getallservices', { token })).json();
    expect(data.prefixList[0]).toEqual(first);
  });
});
