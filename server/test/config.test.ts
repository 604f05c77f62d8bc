/** Environment parsing. */
import path from 'node:path';
import { ConfigError, REPO_ROOT, loadConfig, parseVenueHosts } from '../src/config';

test('defaults', () => {
  const c = loadConfig({});
  expect(c).toMatchObject({
    port: 8080,
    host: '0.0.0.0',
    dataDir: path.join(REPO_ROOT, '.data'),
    databaseUrl: undefined,
    nodeEnv: 'development',
    webRoot: REPO_ROOT,
    platformName: 'Convivio',
    corsOrigins: ['http://localhost:3000', 'http://localhost:3001', 'http://localhost:3002', 'http://localhost:3003'],
    venueHosts: {},
    remoteUrls: { giftcards: undefined, booking: undefined, promo: undefined },
  });
  expect(REPO_ROOT).toBe(path.resolve(__dirname, '../..'));
});

test('values from the environment', () => {
  const c = loadConfig({
    PORT: '9000',
    DATA_DIR: '/tmp/venue-data',
    DATABASE_URL: 'postgres://u@h:5432/db',
    DEFAULT_VENUE: 'le-lagon',
    VENUE_HOSTS: 'Aurora.example=cantina-aurora, lac.example=chalet-du-lac',
    REMOTE_PROMO_URL: 'https://cdn.example/promo/mf-manifest.json',
    CORS_ORIGINS: 'https://a.example, https://b.example',
    PLATFORM_NAME: 'Tavola',
  });
  expect(c).toMatchObject({
    port: 9000,
    dataDir: '/tmp/venue-data',
    databaseUrl: 'postgres://u@h:5432/db',
    defaultVenue: 'le-lagon',
    venueHosts: { 'aurora.example': 'cantina-aurora', 'lac.example': 'chalet-du-lac' },
    remoteUrls: { promo: 'https://cdn.example/promo/mf-manifest.json' },
    corsOrigins: ['https://a.example', 'https://b.example'],
    platformName: 'Tavola',
  });
});

test('empty variables count as unset', () => {
  expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 8080, databaseUrl: undefined });
});

test('an instance on PostgreSQL warms up with 1000 calls, one on the embedded database not at all, unless told', () => {
  const pg = 'postgres://u@db/venue';
  expect(loadConfig({ DATABASE_URL: pg }).warmUpCalls).toBe(1000);
  expect(loadConfig({}).warmUpCalls).toBe(0);
  expect(loadConfig({ WARM_UP_CALLS: '200' }).warmUpCalls).toBe(200);
  expect(loadConfig({ DATABASE_URL: pg, WARM_UP_CALLS: '0' }).warmUpCalls).toBe(0);
});

test("keeps an idle connection Fastify's 72 s unless told", () => {
  expect(loadConfig({}).keepAliveTimeoutMs).toBe(72_000);
  expect(loadConfig({ KEEP_ALIVE_TIMEOUT_MS: '600000' }).keepAliveTimeoutMs).toBe(600_000);
});

test.each([
  [{ KEEP_ALIVE_TIMEOUT_MS: '10' }, 'KEEP_ALIVE_TIMEOUT_MS'],
  [{ WARM_UP_CALLS: 'many' }, 'WARM_UP_CALLS'],
  [{ PORT: 'eighty' }, 'PORT'],
  [{ PORT: '70000' }, 'PORT'],
  [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
  [{ VENUE_HOSTS: 'no-equals-sign' }, 'VENUE_HOSTS'],
  [{ REMOTE_BOOKING_URL: 'not a url' }, 'REMOTE_BOOKING_URL'],
  [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
])('rejects %j naming the variable', (env, name) => {
  expect(() => loadConfig(env)).toThrow(ConfigError);
  expect(() => loadConfig(env)).toThrow(name);
});

test('parseVenueHosts', () => {
  expect(parseVenueHosts('')).toEqual({});
  expect(parseVenueHosts('a.example=x,b.example=y')).toEqual({ 'a.example': 'x', 'b.example': 'y' });
});
