/**
 * Opens the database: a PostgreSQL server when a URL is given, else embedded PGlite (WASM
 * PostgreSQL) in a data directory, or in memory for tests. Both speak the same SQL, so the
 * rest of the code only sees `Db`.
 */
import fs from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { Pool, type PoolClient } from 'pg';
import { loggableError } from '../lib/loggable-error';
import { initPgliteDataDir } from './pglite-initdb';
import { type PgliteMemory, pgliteStartParams } from './pglite-memory';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://... ; when set, PGlite is not used. */
  databaseUrl?: string;
  /** PGlite data directory; undefined keeps the database in memory. */
  pgliteDir?: string;
  /** An in-memory PGlite starts from this dumped data directory (`dumpDataDir`) instead of initdb. */
  pgliteSnapshot?: Blob;
  /**
   * More for an in-memory PGlite: the tests hand it a WASM module compiled once per process and
   * initdb's arguments for their snapshots (test/support/test-db.ts).
   */
  pgliteInMemory?: Pick<PGliteOptions, 'pgliteWasmModule' | 'fsBundle' | 'initDbStartParams'>;
  /** Connections kept to PostgreSQL (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /** PGlite's memory settings (PGLITE_*); the small defaults of pglite-memory.ts when left out. */
  pgliteMemory?: PgliteMemory;
}

/** A connection could not be had because every one was in use (not because the server is down). */
export class PoolBusyError extends Error {
  readonly code = 'POOL_BUSY';
}

export function isPoolBusy(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    if (e instanceof PoolBusyError) return true;
  }
  return false;
}

/**
 * node-postgres reports the same "timeout exceeded when trying to connect" when the server does
 * not answer and when every pooled connection stayed in use. The second is load, not an outage:
 * it becomes PoolBusyError (429 BUSY) when the pool is full and a connection was given back
 * lately, so the database is alive.
 */
class LoadAwarePool extends Pool {
  private lastRelease = 0;

  constructor(config: ConstructorParameters<typeof Pool>[0]) {
    super(config);
    this.on('release', () => {
      this.lastRelease = Date.now();
    });
  }

  private classify(err: Error | undefined): Error | undefined {
    if (!err || !/timeout exceeded when trying to connect/i.test(err.message)) return err;
    const full = this.totalCount >= (this.options.max ?? 10);
    const alive = Date.now() - this.lastRelease < CONNECT_TIMEOUT_MS * 2;
    return full && alive ? Object.assign(new PoolBusyError('every database connection is in use'), { cause: err }) : err;
  }

  // pg-pool calls connect() with a callback from query(), and without one for transactions.
  override connect(): Promise<PoolClient>;
  override connect(callback: (err: Error | undefined, client: PoolClient | undefined, done: (release?: unknown) => void) => void): void;
  override connect(callback?: (err: Error | undefined, client: PoolClient | undefined, done: (release?: unknown) => void) => void): Promise<PoolClient> | void {
    if (!callback) return super.connect().catch((err: Error) => Promise.reject(this.classify(err)));
    super.connect((err, client, done) => callback(this.classify(err), client, done));
  }
}

const CONNECT_TIMEOUT_MS = 5000;

/** SQLSTATE classes and codes that mean "the database cannot serve now", not "your query is wrong". */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08004', '08006', '08007']);
const UNAVAILABLE_NET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /connection error and is not queryable/i,
  /timeout exceeded when trying to connect/i,
  /Cannot use a pool after calling end/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
];

/**
 * True when an error (or what it wraps: drizzle puts the driver's error in `cause`) says the
 * PostgreSQL server is down, restarting or unreachable. The API answers those 503
 * DATABASE_UNAVAILABLE: the visitor may retry, nothing was written.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const { code, message, errors } = e as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_NET_CODES.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((re) => re.test(message))) return true;
    // Node reports a refused connection to every address of a name as an AggregateError.
    if (Array.isArray(errors) && errors.some((x) => isDatabaseUnavailable(x))) return true;
  }
  return false;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new LoadAwarePool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // A server that does not answer (network gone, host down) fails the request after 5 s
      // with DATABASE_UNAVAILABLE instead of leaving it waiting for a connection forever.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
      // Queries sent together on one connection (a transaction's independent reads, a batch's
      // writes: Promise.all) go out without waiting for each other's answers: one round trip,
      // not one each. The server still runs them in order, each with its own result or error.
      pipeline: true,
    });
    // An idle connection the server closes (restart, dropped test database) must not crash the
    // process: node-postgres emits it on the pool, drops that client, and the next query opens a
    // new connection. No restart of ours is needed once the database is back.
    pool.on('error', (err) => console.error('database connection lost:', loggableError(err).message));
    // The pool listens only on idle clients. A client checked out (a transaction waiting between
    // two queries) that loses its connection emits 'error' with nobody listening, which kills the
    // process: listen on every client for good. The query in progress fails on its own, and the
    // pool drops the broken client when it is released.
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
    });
    const db = drizzlePg({ client: pool, schema });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const startParams = pgliteStartParams(options.pgliteMemory);
  if (options.pgliteDir) {
    fs.mkdirSync(options.pgliteDir, { recursive: true });
    await initPgliteDataDir(options.pgliteDir, startParams);
  }
  const client = options.pgliteDir
    ? new PGlite(options.pgliteDir, { startParams })
    : new PGlite({ ...options.pgliteInMemory, loadDataDir: options.pgliteSnapshot, startParams });
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
