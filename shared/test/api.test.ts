/** @jest-environment node */
// Node environment: real fetch against a real local HTTP server (jsdom has no fetch).
import { API_PATHS, ApiError, REQUEST_TIMEOUT_MS, apiErrorMessage, apiPost, configureRuntime, resolveApiBase } from '../src';
import { startTestServer, testConfig, TEST_TOKEN } from './helpers/test-server';
import type { TestServer } from './helpers/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  configureRuntime(testConfig(server.origin));
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});
afterEach(() => jest.restoreAllMocks());

describe('resolveApiBase', () => {
  it('uses the page origin on a real host name', () => {
    expect(resolveApiBase({ hostname: 'aurora.example.com', origin: 'https://aurora.example.com' }, 'http://localhost:8080')).toBe('https://aurora.example.com');
  });

  it('uses the dev API origin on localhost', () => {
    expect(resolveApiBase({ hostname: 'localhost', origin: 'http://localhost:3000' }, 'http://localhost:8080')).toBe('http://localhost:8080');
  });

  it('drops a trailing slash and falls back to the origin without a dev origin', () => {
    expect(resolveApiBase({ hostname: 'localhost', origin: 'http://localhost:3000' }, 'http://localhost:8080/')).toBe('http://localhost:8080');
    expect(resolveApiBase({ hostname: 'localhost', origin: 'http://localhost:3000' }, '')).toBe('http://localhost:3000');
  });
});

describe('apiPost', () => {
  it('has the five front-page calls at their exact paths', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(30000);
    expect(API_PATHS).toMatchObject({
      location: '/backend/api/frontpage/location/getlocation',
      services: '/backend/api/frontpage/services/getallservices',
      experienceList: '/backend/api/frontpage/experience/getexperiencelist',
      month: '/backend/api/frontpage/experience/getesperienzemonth',
      day: '/backend/api/frontpage/experience/getesperienzeday',
    });
  });

  it('POSTs a form-encoded body with the bearer token and returns the envelope', async () => {
    server.setHandler(() => ({ json: { status: true, data: { ok: 1 } } }));
    const res = await apiPost<{ ok: number }>(API_PATHS.month, { month: 11, year: 2026, pax: 2, note: 'a b&c', skip: undefined, none: null, yes: true });
    expect(res).toEqual({ status: true, data: { ok: 1 } });
    const [req] = server.requests;
    expect(req?.method).toBe('POST');
    expect(req?.url).toBe(API_PATHS.month);
    expect(req?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(req?.headers.authorization).toBe(`Bearer ${TEST_TOKEN}`);
    expect(Object.fromEntries(new URLSearchParams(req?.body))).toEqual({ month: '11', year: '2026', pax: '2', note: 'a b&c', yes: 'true' });
  });

  it('sends an empty form body when there is no payload', async () => {
    server.setHandler(() => ({ json: { status: true, data: [] } }));
    await apiPost(API_PATHS.location);
    expect(server.requests[0]?.body).toBe('');
    expect(server.requests[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
  });

  it('throws ApiError with the server code, httpStatus and fields on a non-2xx answer', async () => {
    server.setHandler(() => ({
      status: 400,
      json: { status: false, error: { code: 'VALIDATION_FAILED', message: 'pax is required', fields: { pax: 'REQUIRED' } } },
    }));
    const err = await apiPost(API_PATHS.day, { day: '2026-11-24' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 'VALIDATION_FAILED', httpStatus: 400, fields: { pax: 'REQUIRED' }, message: 'pax is required' });
  });

  it('maps a 5xx answer without a JSON error to INTERNAL and a 4xx one to HTTP_<status>', async () => {
    server.setHandler(() => ({ status: 502, text: 'Bad gateway' }));
    await expect(apiPost(API_PATHS.location)).rejects.toMatchObject({ code: 'INTERNAL', httpStatus: 502 });
    server.setHandler(() => ({ status: 404, text: 'nope' }));
    await expect(apiPost(API_PATHS.location)).rejects.toMatchObject({ code: 'HTTP_404', httpStatus: 404 });
  });

  it('a 429 carries the wait (details.retryAfter) and the visitor message says it', async () => {
    server.setHandler(() => ({ status: 429, json: { status: false, error: { code: 'RATE_LIMITED', message: 'Too many', details: { retryAfter: 42 } } } }));
    const err = await apiPost(API_PATHS.location).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'RATE_LIMITED', httpStatus: 429, retryAfter: 42 });
    const t = (key: string, options?: Record<string, unknown>) => `${key}${options ? JSON.stringify(options) : ''}`;
    expect(apiErrorMessage(t, err)).toBe('common:apiErrors.RATE_LIMITED_WAIT{"count":42}');
    expect(apiErrorMessage(t, new ApiError('RATE_LIMITED'))).toBe('common:apiErrors.RATE_LIMITED');
    // A 429 with no JSON body is still RATE_LIMITED.
    server.setHandler(() => ({ status: 429, text: 'slow down' }));
    await expect(apiPost(API_PATHS.location)).rejects.toMatchObject({ code: 'RATE_LIMITED', httpStatus: 429 });
  });

  it('throws INVALID_RESPONSE for a 2xx answer that is not a JSON envelope', async () => {
    server.setHandler(() => ({ status: 200, text: '<html>' }));
    await expect(apiPost(API_PATHS.location)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('logs "Request timed out" and rethrows a TIMEOUT ApiError when the server does not answer', async () => {
    server.setHandler(() => ({ hang: true }));
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const err = await apiPost(API_PATHS.location, {}, { timeoutMs: 150 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 'TIMEOUT', message: 'Request timed out' });
    expect(log).toHaveBeenCalledWith('Request timed out');
  });

  it('throws ABORTED when the caller aborts, without logging a timeout', async () => {
    server.setHandler(() => ({ hang: true }));
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const controller = new AbortController();
    const pending = apiPost(API_PATHS.location, {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ code: 'ABORTED' });
    expect(log).not.toHaveBeenCalled();
  });

  it('throws NETWORK when the API cannot be reached', async () => {
    const closed = await startTestServer();
    const origin = closed.origin;
    await closed.close();
    configureRuntime(testConfig(origin));
    try {
      await expect(apiPost(API_PATHS.location)).rejects.toMatchObject({ code: 'NETWORK' });
    } finally {
      configureRuntime(testConfig(server.origin));
    }
  });
});
