/** @jest-environment node */
import { API_PATHS, ApiError, configureRuntime, getDayAvailability, getMonthAvailability } from '../src';
import { startTestServer, testConfig } from './helpers/test-server';
import type { TestServer } from './helpers/test-server';

let server: TestServer;
let log: jest.SpyInstance;

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

const month = {
  year: 2026,
  month: 11,
  pax: 2,
  days: [
    { date: '2026-11-01', status: 'past', experiences: [] },
    { date: '2026-11-24', status: 'available', experiences: [3] },
    { date: '2026-11-25', status: 'completed' },
  ],
};

const day = {
  date: '2026-11-24',
  pax: 2,
  status: 'available',
  reason: null,
  slots: [{ time: '19:30', shift: 'Cena', available: true, zones: [{ id: 1, nome: { it: 'Sala' }, available: true }], experiences: [3] }],
};

describe('getMonthAvailability', () => {
  it('POSTs month, year and pax and returns the validated month', async () => {
    server.setHandler(() => ({ json: { status: true, data: month } }));
    const result = await getMonthAvailability({ month: 11, year: 2026, pax: 2 });
    expect(result?.days).toHaveLength(3);
    expect(result?.days[2]).toEqual({ date: '2026-11-25', status: 'completed', experiences: [], waitingList: false });
    const req = server.requests[0];
    expect(req?.url).toBe(API_PATHS.month);
    expect(Object.fromEntries(new URLSearchParams(req?.body))).toEqual({ month: '11', year: '2026', pax: '2' });
  });

  it('returns undefined and logs on a falsy status (200 or 4xx)', async () => {
    server.setHandler(() => ({ json: { status: false, error: { code: 'BAD_PAYLOAD' } } }));
    await expect(getMonthAvailability({ month: 13, year: 2026, pax: 2 })).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledTimes(1);

    server.setHandler(() => ({ status: 400, json: { status: false, error: { code: 'VALIDATION_FAILED' } } }));
    await expect(getMonthAvailability({ month: 13, year: 2026, pax: 2 })).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('returns undefined and logs on data of the wrong shape', async () => {
    server.setHandler(() => ({ json: { status: true, data: { ...month, days: [{ date: '2026-11-01', status: 'weird' }] } } }));
    await expect(getMonthAvailability({ month: 11, year: 2026, pax: 2 })).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith('Error during validation of data', expect.anything());
  });

  it('rethrows a timeout (the caller can tell "unreachable" from "nothing available")', async () => {
    server.setHandler(() => ({ hang: true }));
    await expect(getMonthAvailability({ month: 11, year: 2026, pax: 2 }, { timeoutMs: 100 })).rejects.toBeInstanceOf(ApiError);
    expect(log).toHaveBeenCalledWith('Request timed out');
  });
});

describe('getDayAvailability', () => {
  it('POSTs day and pax and returns the validated day', async () => {
    server.setHandler(() => ({ json: { status: true, data: day } }));
    const result = await getDayAvailability({ day: '2026-11-24', pax: 2 });
    expect(result?.slots[0]?.zones[0]?.nome).toEqual({ de: '', en: '', es: '', fr: '', it: 'Sala' });
    expect(result?.reason).toBeNull();
    expect(Object.fromEntries(new URLSearchParams(server.requests[0]?.body))).toEqual({ day: '2026-11-24', pax: '2' });
    expect(server.requests[0]?.url).toBe(API_PATHS.day);
  });

  it('keeps the reason why nothing can be booked', async () => {
    server.setHandler(() => ({ json: { status: true, data: { ...day, status: 'completed', reason: 'DAY_SOLD_OUT', slots: [] } } }));
    await expect(getDayAvailability({ day: '2026-11-24', pax: 2 })).resolves.toMatchObject({ reason: 'DAY_SOLD_OUT', slots: [] });
  });

  it('returns undefined and logs on a falsy status', async () => {
    server.setHandler(() => ({ status: 400, json: { status: false, error: { code: 'VALIDATION_FAILED' } } }));
    await expect(getDayAvailability({ day: 'bad', pax: 2 })).resolves.toBeUndefined();
    expect(log).toHaveBeenCalled();
  });
});
