/** Reads and validates the environment once; the rest of the app receives a typed AppConfig. */
import path from 'node:path';
import { type Infer, StructError, coerce, create, defaulted, enums, integer, optional, pattern, refine, size, string, type } from 'superstruct';
import { DEFAULT_PGLITE_MEMORY, MEMORY_SIZE, type PgliteMemory } from './db/pglite-memory';
import { metricsTokenProblems } from './modules/metrics/metrics-token';
import { PAYMENTS_ENV, type PaymentsConfig, readPaymentsConfig } from './modules/payments/payments-config';
import { TEXT_MESSAGES_ENV, type TextMessagesConfig, readTextMessagesConfig } from './modules/text-messages/text-config';
import { WALLET_ENV, type WalletConfig, readWalletConfig } from './modules/wallet/wallet-config';
import { GOOGLE_RESERVATIONS_ENV, type GoogleReservationsConfig, readGoogleReservationsConfig } from './modules/google-reservations/google-config';

export const REMOTE_NAMES = ['giftcards', 'booking', 'promo'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL server; undefined = embedded PGlite in dataDir/pglite. */
  databaseUrl?: string;
  nodeEnv: 'development' | 'production' | 'test';
  /** Slug of the venue shown when the request names none. */
  defaultVenue?: string;
  /** host name (lower case, no port) -> venue slug */
  venueHosts: Record<string, string>;
  /** Remote manifest URLs deployed elsewhere; absent = served by this server. */
  remoteUrls: Partial<Record<RemoteName, string>>;
  /** Folder holding host/dist and remote-<name>/dist. */
  webRoot: string;
  platformName: string;
  corsOrigins: string[];
  /** API requests per minute and client address (generous: it only stops floods). */
  rateLimitMax: number;
  logLevel: string;
  /** Where visitors open the site: the base of links sent by e-mail. */
  publicUrl: string;
  /** The staff listener's port (STAFF_PORT): the door page and the staff and operator APIs only. */
  staffPort: number;
  /** The staff origin (STAFF_URL): no guest page shares it (web/staff-side.ts). */
  staffUrl: string;
  /** OPERATOR_TOKEN: the credential of the venue tool (`npm run venue`); unset = the operator API is off. */
  operatorToken?: string;
  /** METRICS_TOKEN: the Prometheus scraper's bearer token for /metrics on the staff side; unset = no metrics endpoint. */
  metricsToken?: string;
  /** SEED_DEMO=true (the demo start): the demo venues are created on an empty database. */
  seedDemo: boolean;
  /** smtp(s)://user:pass@host:port; undefined = messages go to dataDir/outbox as .eml files. */
  smtpUrl?: string;
  /** Sender of every e-mail. */
  mailFrom: string;
  /** ALTCHA HMAC key; undefined = one generated once and kept in the database. */
  altchaHmacKey?: string;
  /** Proof-of-work cost of the bot check (the browser's work grows with it). */
  botCheckCost: number;
  /** Promo claims per minute and client address. */
  claimRateLimitMax: number;
  /** Payment gateway: Stripe with its keys, else the demo gateway (never in production). */
  payments: PaymentsConfig;
  /** Connections each instance keeps to PostgreSQL (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  /** The embedded database's memory (PGLITE_SHARED_BUFFERS, PGLITE_WORK_MEM, PGLITE_MAINTENANCE_WORK_MEM, PGLITE_WASM_TIER_UP). */
  pgliteMemory: PgliteMemory;
  /** Longest wait for a day's booking lock before 429 BUSY (BOOKING_LOCK_TIMEOUT_MS). */
  bookingLockTimeoutMs: number;
  /** Booking calls of one day checked at once per instance, the rest waiting in turn (BOOKING_ADMISSION_PER_DAY). */
  bookingAdmissionPerDay: number;
  /** Calls an instance sends itself before it takes guests, so a rush meets warm code (WARM_UP_CALLS; 0: none). */
  warmUpCalls: number;
  /** A client must send its request headers within this (HEADERS_TIMEOUT_MS): slowloris guard. */
  headersTimeoutMs: number;
  /** …and its whole request within this (REQUEST_TIMEOUT_MS). */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection is kept (KEEP_ALIVE_TIMEOUT_MS); a balancer in front must close its own first. */
  keepAliveTimeoutMs: number;
  /**
   * Which proxies' X-Forwarded-For is believed (TRUST_PROXY): false (none, the default), a
   * number of hops (`true` = 1, the nearest proxy), or addresses and CIDR ranges. The client is
   * the right-most address no trusted proxy owns, never what the visitor wrote further left.
   * Behind a load balancer every visitor would otherwise be the balancer's one address.
   */
  trustProxy: boolean | number | string[];
  /** Calls refused for a missing or wrong token, per minute and client address. */
  authFailureRateLimitMax: number;
  /** Redis for the shared rate limits (REDIS_URL). */
  redisUrl?: string;
  /**
   * Where rate limits count (RATE_LIMIT_STORE): 'auto' = Redis when REDIS_URL is set, else the
   * database when it is PostgreSQL (several instances), else this process's memory (PGlite).
   */
  rateLimitStore: 'auto' | 'memory' | 'database' | 'redis';
  /** Apple Wallet and Google Wallet passes; a wallet left out is off (docs/wallet.md). */
  wallet: WalletConfig;
  /** Reserve with Google's credentials and update target (docs/reserve-with-google.md); absent: off. */
  googleReservations?: GoogleReservationsConfig;
  /** The text-message provider (docs/text-messages.md); unset = no texts. */
  textMessages: TextMessagesConfig;
}

/** The repository root, from src/ as from dist/. */
export const REPO_ROOT = path.resolve(__dirname, '../..');

/** Counter range upper bound of the ALTCHA challenge (SHA-256 rounds the browser tries on average: half). */
export const DEFAULT_BOT_CHECK_COST = 50_000;

const DEFAULT_CORS = ['http://localhost:3000', 'http://localhost:3001', 'http://localhost:3002', 'http://localhost:3003'];

/** Calls an instance on PostgreSQL sends itself before it takes guests (WARM_UP_CALLS). */
const DEFAULT_WARM_UP_CALLS = 1000;
const intFromEnv = (min: number, max: number) => coerce(size(integer(), min, max), pattern(string(), /^\d+$/), (v) => Number(v));
const url = refine(string(), 'url', (v) => {
  try {
    new URL(v);
    return true;
  } catch {
    return 'must be an absolute URL';
  }
});
const venueHosts = pattern(string(), /^\s*$|^[^=,\s]+=[a-z0-9-]+(\s*,\s*[^=,\s]+=[a-z0-9-]+)*$/);

const EnvStruct = type({
  PORT: defaulted(intFromEnv(0, 65535), 8080),
  HOST: defaulted(size(string(), 1, 255), '0.0.0.0'),
  DATA_DIR: optional(size(string(), 1, 4096)),
  DATABASE_URL: optional(pattern(string(), /^postgres(ql)?:\/\//)),
  NODE_ENV: defaulted(enums(['development', 'production', 'test']), 'development'),
  DEFAULT_VENUE: optional(pattern(string(), /^[a-z0-9-]+$/)),
  VENUE_HOSTS: optional(venueHosts),
  REMOTE_GIFTCARDS_URL: optional(url),
  REMOTE_BOOKING_URL: optional(url),
  REMOTE_PROMO_URL: optional(url),
  WEB_ROOT: optional(size(string(), 1, 4096)),
  PLATFORM_NAME: defaulted(size(string(), 1, 100), 'Convivio'),
  CORS_ORIGINS: optional(string()),
  // Up to a billion: a load test from one address must never come near it (near the limit every
  // hit waits for the shared store, rate-limits/shared-counter.ts).
  RATE_LIMIT_MAX: defaulted(intFromEnv(1, 1_000_000_000), 1000),
  LOG_LEVEL: defaulted(enums(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  PUBLIC_URL: optional(url),
  STAFF_PORT: optional(intFromEnv(0, 65535)),
  STAFF_URL: optional(url),
  OPERATOR_TOKEN: optional(pattern(string(), /^\S{32,512}$/)),
  METRICS_TOKEN: optional(pattern(string(), /^\S{32,512}$/)),
  MAIL_TRANSPORT: optional(enums(['smtp', 'outbox'])),
  SEED_DEMO: defaulted(enums(['true', 'false']), 'false'),
  SMTP_URL: optional(pattern(string(), /^smtps?:\/\//)),
  MAIL_FROM: optional(size(string(), 3, 320)),
  ALTCHA_HMAC_KEY: optional(size(string(), 16, 1024)),
  BOT_CHECK_COST: optional(intFromEnv(1, 1_000_000)),
  CLAIM_RATE_LIMIT_MAX: defaulted(intFromEnv(1, 1_000_000), 10),
  DATABASE_POOL_SIZE: defaulted(intFromEnv(1, 1000), 10),
  PGLITE_SHARED_BUFFERS: defaulted(pattern(string(), MEMORY_SIZE), DEFAULT_PGLITE_MEMORY.sharedBuffers),
  PGLITE_WORK_MEM: defaulted(pattern(string(), MEMORY_SIZE), DEFAULT_PGLITE_MEMORY.workMem),
  PGLITE_MAINTENANCE_WORK_MEM: defaulted(pattern(string(), MEMORY_SIZE), DEFAULT_PGLITE_MEMORY.maintenanceWorkMem),
  PGLITE_WASM_TIER_UP: defaulted(enums(['true', 'false']), DEFAULT_PGLITE_MEMORY.wasmTierUp ? 'true' : 'false'),
  BOOKING_LOCK_TIMEOUT_MS: defaulted(intFromEnv(100, 600_000), 5000),
  BOOKING_ADMISSION_PER_DAY: defaulted(intFromEnv(1, 10_000), 50),
  WARM_UP_CALLS: optional(intFromEnv(0, 100_000)),
  HEADERS_TIMEOUT_MS: defaulted(intFromEnv(100, 600_000), 10_000),
  // Fastify's default; npm run cluster keeps its balancer's connections longer (scripts/haproxy-config.mjs).
  KEEP_ALIVE_TIMEOUT_MS: defaulted(intFromEnv(1000, 3_600_000), 72_000),
  REQUEST_TIMEOUT_MS: defaulted(intFromEnv(100, 3_600_000), 60_000),
  TRUST_PROXY: optional(pattern(string(), /^(true|false|\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/)),
  AUTH_FAILURE_RATE_LIMIT_MAX: defaulted(intFromEnv(1, 1_000_000), 30),
  REDIS_URL: optional(pattern(string(), /^rediss?:\/\//)),
  RATE_LIMIT_STORE: defaulted(enums(['auto', 'memory', 'database', 'redis']), 'auto'),
  ...PAYMENTS_ENV,
  ...WALLET_ENV,
  ...GOOGLE_RESERVATIONS_ENV,
  ...TEXT_MESSAGES_ENV,
});
type Env = Infer<typeof EnvStruct>;

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  // Empty variables count as unset, as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  let env: Env;
  try {
    env = create(cleaned, EnvStruct);
  } catch (err) {
    if (err instanceof StructError) {
      const bad = err.failures().map((f) => `${f.path.join('.')}: ${f.message}`);
      throw new ConfigError(`Invalid environment:\n  ${bad.join('\n  ')}`);
    }
    throw err;
  }
  const production = env.NODE_ENV === 'production';
  const payments = readPaymentsConfig(env);
  const wallet = readWalletConfig(env);
  const googleReservations = readGoogleReservationsConfig(env);
  const texts = readTextMessagesConfig(env);
  // Every reason at once: whoever deploys fixes them in one go.
  const problems = [
    ...(env.SEED_DEMO === 'true' && production ? ['SEED_DEMO: demo data is never seeded in production'] : []),
    ...(env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL ? ['MAIL_TRANSPORT=smtp needs SMTP_URL'] : []),
    ...(env.MAIL_TRANSPORT === 'outbox' && env.SMTP_URL ? ['MAIL_TRANSPORT=outbox and SMTP_URL: choose one'] : []),
    ...(production && !env.PUBLIC_URL ? ['PUBLIC_URL: a production start needs it (the links in e-mails must reach the site)'] : []),
    ...(production && !env.SMTP_URL && env.MAIL_TRANSPORT !== 'outbox'
      ? ['SMTP_URL: a production start needs a mail transport (or MAIL_TRANSPORT=outbox to keep messages in the outbox folder)']
      : []),
    ...staffUrlProblems(env, production),
    ...metricsTokenProblems(env.METRICS_TOKEN, env.OPERATOR_TOKEN, production),
    ...('problem' in payments ? [payments.problem] : []),
    ...wallet.problems,
    ...googleReservations.problems,
    ...texts.problems,
  ];
  if (problems.length || 'problem' in payments) throw new ConfigError(`Invalid environment:\n  ${problems.join('\n  ')}`);
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, '.data')),
    databaseUrl: env.DATABASE_URL,
    nodeEnv: env.NODE_ENV,
    defaultVenue: env.DEFAULT_VENUE,
    venueHosts: parseVenueHosts(env.VENUE_HOSTS ?? ''),
    remoteUrls: {
      giftcards: env.REMOTE_GIFTCARDS_URL,
      booking: env.REMOTE_BOOKING_URL,
      promo: env.REMOTE_PROMO_URL,
    },
    webRoot: path.resolve(env.WEB_ROOT ?? REPO_ROOT),
    platformName: env.PLATFORM_NAME,
    corsOrigins: env.CORS_ORIGINS ? splitList(env.CORS_ORIGINS) : DEFAULT_CORS,
    rateLimitMax: env.RATE_LIMIT_MAX,
    logLevel: env.LOG_LEVEL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    staffPort: staffPortOf(env),
    staffUrl: (env.STAFF_URL ?? `http://localhost:${staffPortOf(env)}`).replace(/\/+$/, ''),
    operatorToken: env.OPERATOR_TOKEN,
    metricsToken: env.METRICS_TOKEN,
    seedDemo: env.SEED_DEMO === 'true',
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? `${env.PLATFORM_NAME} <no-reply@localhost>`,
    altchaHmacKey: env.ALTCHA_HMAC_KEY,
    // Tests (and the e2e browser) solve in milliseconds; real visitors in about a second.
    botCheckCost: env.BOT_CHECK_COST ?? (env.NODE_ENV === 'test' ? 1 : DEFAULT_BOT_CHECK_COST),
    claimRateLimitMax: env.CLAIM_RATE_LIMIT_MAX,
    payments,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    pgliteMemory: {
      sharedBuffers: env.PGLITE_SHARED_BUFFERS,
      workMem: env.PGLITE_WORK_MEM,
      maintenanceWorkMem: env.PGLITE_MAINTENANCE_WORK_MEM,
      wasmTierUp: env.PGLITE_WASM_TIER_UP === 'true',
    },
    bookingLockTimeoutMs: env.BOOKING_LOCK_TIMEOUT_MS,
    bookingAdmissionPerDay: env.BOOKING_ADMISSION_PER_DAY,
    // On PostgreSQL; on the embedded database its memory is the small server's to keep (docs/scaling.md).
    warmUpCalls: env.WARM_UP_CALLS ?? (env.DATABASE_URL ? DEFAULT_WARM_UP_CALLS : 0),
    headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
    keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    authFailureRateLimitMax: env.AUTH_FAILURE_RATE_LIMIT_MAX,
    redisUrl: env.REDIS_URL,
    rateLimitStore: env.RATE_LIMIT_STORE,
    wallet: wallet.wallet,
    ...(googleReservations.google ? { googleReservations: googleReservations.google } : {}),
    textMessages: texts.textMessages,
  };
}

/** STAFF_PORT, else the port after PORT (PORT=0, any free port: so is the staff one). */
function staffPortOf(env: Pick<Env, 'PORT' | 'STAFF_PORT'>): number {
  return env.STAFF_PORT ?? (env.PORT === 0 ? 0 : env.PORT + 1);
}

/**
 * A production staff origin is https and on a host name of its own: a guest page on the same
 * host would share its cookies' scope and could call the staff API as staff (docs/security.md).
 */
function staffUrlProblems(env: Env, production: boolean): string[] {
  if (!production) return [];
  if (!env.STAFF_URL) return ['STAFF_URL: a production start needs it (the door page and the staff tools live on an origin no guest page shares)'];
  const staff = new URL(env.STAFF_URL);
  const guestHosts = [...(env.PUBLIC_URL ? [new URL(env.PUBLIC_URL).hostname] : []), ...Object.keys(parseVenueHosts(env.VENUE_HOSTS ?? ''))];
  return [
    ...(staff.protocol !== 'https:' ? ['STAFF_URL: must be https in production (the session cookie is Secure)'] : []),
    ...(guestHosts.includes(staff.hostname.toLowerCase()) ? [`STAFF_URL: its host ${staff.hostname} must differ from PUBLIC_URL's and every VENUE_HOSTS host`] : []),
  ];
}

/** "true" (one hop) | "false" | hops ("1") | "10.0.0.0/8, 127.0.0.1" → Fastify's trustProxy. */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (!value || value === 'false') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value);
  return splitList(value);
}

/** "a.example=slug,b.example=slug2" -> { 'a.example': 'slug', ... } */
export function parseVenueHosts(value: string): Record<string, string> {
  const map: Record<string, string> = {};
  for (const pair of splitList(value)) {
    const [host, slug] = pair.split('=');
    if (host && slug) map[host.trim().toLowerCase()] = slug.trim();
  }
  return map;
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A config for tests and tools: everything defaulted, then overridden. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...overrides };
}
