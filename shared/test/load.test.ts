/** @jest-environment node */
import { createStore } from 'jotai';
import { API_PATHS, configureRuntime, experiencesAtom, loadExperiences, loadLocation, loadServices, locationAtom, prefixListAtom } from '../src';
import { startTestServer, testConfig } from './helpers/test-server';
import type { Handler, TestServer } from './helpers/test-server';

let server: TestServer;
let log: jest.SpyInstance;

const ok = (data: unknown) => ({ json: { status: true, data } });
const routes =
  (byPath: Record<string, ReturnType<Handler>>): Handler =>
  (req) =>
    byPath[req.url] ?? { status: 404, json: { status: false, error: { code: 'NOT_FOUND' } } };
const hits = (path: string) => server.requests.filter((r) => r.url === path).length;

beforeAll(async () => {
  server = await startTestServer();
  configureRuntime(testConfig(server.origin));
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  log = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('loadLocation', () => {
  it('loads when empty, with defaults filled, and not again unless forced', async () => {
    const store = createStore();
    server.setHandler(routes({ [API_PATHS.location]: ok({ locationname: 'Cantina Aurora', valuta: 'EUR' }) }));
    await expect(loadLocation({ store })).resolves.toBe(true);
    expect(store.get(locationAtom)).toMatchObject({ locationname: 'Cantina Aurora', customHeader: '', customFooter: '' });
    await loadLocation({ store });
    expect(hits(API_PATHS.location)).toBe(1);

    server.setHandler(routes({ [API_PATHS.location]: ok({ locationname: 'Cantina Aurora 2' }) }));
    await expect(loadLocation({ store, force: true })).resolves.toBe(true);
    expect(hits(API_PATHS.location)).toBe(2);
    expect(store.get(locationAtom)?.locationname).toBe('Cantina Aurora 2');
  });

  it('logs a failed request as "Error loading" and leaves the state unchanged', async () => {
    const store = createStore();
    server.setHandler(() => ({ status: 500, json: { status: false, error: { code: 'INTERNAL' } } }));
    await expect(loadLocation({ store })).resolves.toBe(false);
    expect(store.get(locationAtom)).toBeNull();
    expect(log).toHaveBeenCalledWith('Error loading', expect.objectContaining({ code: 'INTERNAL' }));

    store.set(locationAtom, { locationname: 'kept' } as never);
    await expect(loadLocation({ store, force: true })).resolves.toBe(true);
    expect(store.get(locationAtom)).toEqual({ locationname: 'kept' });
  });

  it('logs invalid data as "Error during validation of data" and does not store it', async () => {
    const store = createStore();
    server.setHandler(routes({ [API_PATHS.location]: ok({ locationname: { bad: true } }) }));
    await expect(loadLocation({ store })).resolves.toBe(false);
    expect(store.get(locationAtom)).toBeNull();
    expect(log).toHaveBeenCalledWith('Error during validation of data', expect.anything());
  });

  it('shares one request between concurrent calls', async () => {
    const store = createStore();
    server.setHandler(routes({ [API_PATHS.location]: ok({}) }));
    await Promise.all([loadLocation({ store }), loadLocation({ store }), loadLocation({ store })]);
    expect(hits(API_PATHS.location)).toBe(1);
  });
});

describe('loadServices', () => {
  it('loads the prefix list when empty, not again unless forced', async () => {
    const store = createStore();
    server.setHandler(
      routes({
        [API_PATHS.services]: ok({
          prefixList: [
            { paese: 'Italia', prefisso: '+39' },
            { paese: null, prefisso: '+1' },
          ],
        }),
      }),
    );
    await expect(loadServices({ store })).resolves.toBe(true);
    expect(store.get(prefixListAtom)).toEqual([
      { paese: 'Italia', prefisso: '+39', codice: '' },
      { paese: '', prefisso: '+1', codice: '' },
    ]);
    await loadServices({ store });
    expect(hits(API_PATHS.services)).toBe(1);
    await loadServices({ store, force: true });
    expect(hits(API_PATHS.services)).toBe(2);
  });

  it('logs "Error loading data" on failure and "Error during validation of data" on bad data, state unchanged', async () => {
    const store = createStore();
    server.setHandler(() => ({ status: 503, text: 'down' }));
    await expect(loadServices({ store })).resolves.toBe(false);
    expect(log).toHaveBeenCalledWith('Error loading data', expect.anything());
    server.setHandler(routes({ [API_PATHS.services]: ok({ prefixList: 'nope' }) }));
    await loadServices({ store });
    expect(log).toHaveBeenCalledWith('Error during validation of data', expect.anything());
    expect(store.get(prefixListAtom)).toBeNull();
  });
});

describe('loadExperiences', () => {
  const list = { elenco: [{ id: 1, titolo: { it: 'Degustazione' } }, { id: 2 }], pagine: 1, totale: 2 };

  it('loads when the total is 0, not again once loaded unless forced', async () => {
    const store = createStore();
    expect(store.get(experiencesAtom)).toEqual({ items: [], pages: 0, total: 0 });
    server.setHandler(routes({ [API_PATHS.experienceList]: ok(list) }));
    await expect(loadExperiences({ store })).resolves.toBe(true);
    expect(store.get(experiencesAtom).total).toBe(2);
    expect(store.get(experiencesAtom).items[1]).toMatchObject({ id: 2, prezzo: 0, titolo: { it: '' } });
    await loadExperiences({ store });
    expect(hits(API_PATHS.experienceList)).toBe(1);
    await loadExperiences({ store, force: true });
    expect(hits(API_PATHS.experienceList)).toBe(2);
  });

  it('asks again while the total is still 0', async () => {
    const store = createStore();
    server.setHandler(routes({ [API_PATHS.experienceList]: ok([]) }));
    await expect(loadExperiences({ store })).resolves.toBe(true);
    await loadExperiences({ store });
    expect(hits(API_PATHS.experienceList)).toBe(2);
  });

  it('keeps the state on failure and on invalid data, with the fixed log lines', async () => {
    const store = createStore();
    server.setHandler(routes({ [API_PATHS.experienceList]: ok(list) }));
    await loadExperiences({ store });
    const before = store.get(experiencesAtom);

    server.setHandler(() => ({ status: 500, json: { status: false, error: { code: 'INTERNAL' } } }));
    await loadExperiences({ store, force: true });
    expect(log).toHaveBeenCalledWith('Error loading data', expect.objectContaining({ code: 'INTERNAL' }));
    expect(store.get(experiencesAtom)).toBe(before);

    server.setHandler(routes({ [API_PATHS.experienceList]: ok([{ prezzo: 'abc' }]) }));
    await loadExperiences({ store, force: true });
    expect(log).toHaveBeenCalledWith('Error during validation of data', expect.anything());
    expect(store.get(experiencesAtom)).toBe(before);
  });
});
