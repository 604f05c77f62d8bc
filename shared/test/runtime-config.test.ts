/** @jest-environment node */
import { startTestServer, testConfig } from './helpers/test-server';
import type { TestServer } from './helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function load() {
  // a fresh module registry: the runtime config singleton starts empty
  let mod!: typeof import('../src/config/runtime-config');
  jest.isolateModules(() => {
    mod = require('../src/config/runtime-config');
  });
  return mod;
}

describe('runtime config', () => {
  it('getRuntimeConfig throws a clear error before configureRuntime', () => {
    const { getRuntimeConfig, configureRuntime } = load();
    expect(() => getRuntimeConfig()).toThrow(/Runtime config is not set/);
    const config = testConfig('http://localhost:8080');
    configureRuntime(config);
    expect(getRuntimeConfig()).toBe(config);
  });

  it('fetches /frontpage-config.json with ?venue= and validates it', async () => {
    const { fetchRuntimeConfig } = load();
    server.setHandler(() => ({ json: { ...testConfig('http://localhost:8080'), extra: 1 } }));
    const config = await fetchRuntimeConfig({ url: `${server.origin}/frontpage-config.json`, venue: 'aurora & co' });
    expect(config).toMatchObject(testConfig('http://localhost:8080'));
    const req = server.requests.at(-1);
    expect(req?.method).toBe('GET');
    expect(req?.url).toBe('/frontpage-config.json?venue=aurora%20%26%20co');
  });

  it('fills platformName and apiDevOrigin defaults', async () => {
    const { fetchRuntimeConfig } = load();
    server.setHandler(() => ({ json: { token: 't', remotes: { giftcards: 'a', booking: 'b', promo: 'c' } } }));
    const config = await fetchRuntimeConfig({ url: `${server.origin}/frontpage-config.json` });
    expect(config.platformName).toBe('Convivio');
    expect(config.apiDevOrigin).toBe('');
  });

  it('throws a readable error for an invalid config', async () => {
    const { fetchRuntimeConfig } = load();
    server.setHandler(() => ({ json: { token: 't', remotes: { giftcards: 'a', booking: 'b' } } }));
    await expect(fetchRuntimeConfig({ url: `${server.origin}/frontpage-config.json` })).rejects.toThrow(/Invalid runtime config .* at "remotes.promo"/);
  });

  it('throws a readable error when the config cannot be fetched', async () => {
    const { fetchRuntimeConfig } = load();
    server.setHandler(() => ({ status: 503, json: {} }));
    await expect(fetchRuntimeConfig({ url: `${server.origin}/frontpage-config.json` })).rejects.toThrow(/Could not load the runtime config .*HTTP 503/);
  });

  it('accepts a fetch implementation', async () => {
    const { fetchRuntimeConfig } = load();
    const fetchImpl = jest.fn(async () => new Response(JSON.stringify(testConfig('x')), { status: 200 }));
    await fetchRuntimeConfig({ fetchImpl: fetchImpl as unknown as typeof fetch, venue: 'v1' });
    expect(fetchImpl).toHaveBeenCalledWith('/frontpage-config.json?venue=v1', expect.objectContaining({ cache: 'no-cache' }));
  });
});
