/**
 * Listens for the 'frontpage_changes' notifications the database triggers send at COMMIT
 * (migration 0006) and hands each one to the read cache.
 *
 * PostgreSQL: one connection of its own (a pooled one would be handed to queries and lose its
 * LISTEN). When it drops, the cache stops keeping answers at once (a commit could be missed
 * while no one listens) and the feed reconnects with a growing pause; listening again starts a
 * new generation for every venue. PGlite: one process, one connection; the notification is
 * delivered before the committing call returns.
 */
import type { PGlite } from '@electric-sql/pglite';
import { Client, type Pool } from 'pg';
import type { Db } from '../../db/client';
import { loggableError } from '../../lib/loggable-error';
import type { VenueScope } from './read-cache';

export const CHANGES_CHANNEL = 'frontpage_changes';

export interface ChangeSink {
  setListening(listening: boolean): void;
  invalidate(scope: VenueScope, table?: string): void;
}

export interface ChangeFeed {
  /** Resolves once every commit before the call has reached the sink (tests, benchmarks). */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/** '<table>:<venue id>' or '<table>:*' → the table and the venue it concerns. */
export function parseChange(payload: string): { table: string; scope: VenueScope } {
  const colon = payload.lastIndexOf(':');
  const id = Number(payload.slice(colon + 1));
  return { table: payload.slice(0, Math.max(colon, 0)), scope: Number.isInteger(id) && id > 0 ? id : '*' };
}

function deliver(sink: ChangeSink, payload: string): void {
  const { table, scope } = parseChange(payload);
  sink.invalidate(scope, table);
}

const SETTLE_PREFIX = 'settle:';

export async function startChangeFeed(db: Db, sink: ChangeSink, log: (message: string) => void): Promise<ChangeFeed> {
  const client = (db as unknown as { $client: Pool | PGlite }).$client;
  return 'listen' in client ? startPgliteFeed(client, sink) : startPostgresFeed(client, sink, log);
}

async function startPgliteFeed(pglite: PGlite, sink: ChangeSink): Promise<ChangeFeed> {
  const unlisten = await pglite.listen(CHANGES_CHANNEL, (payload) => {
    if (!payload.startsWith(SETTLE_PREFIX)) deliver(sink, payload);
  });
  sink.setListening(true);
  return {
    settle: async () => undefined, // delivered before the committing call returned
    close: async () => {
      sink.setListening(false);
      await unlisten().catch(() => undefined); // the database may be closed already
    },
  };
}

async function startPostgresFeed(pool: Pool, sink: ChangeSink, log: (message: string) => void): Promise<ChangeFeed> {
  let closed = false;
  let client: Client | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = 250;
  let settleCount = 0;
  const settling = new Map<string, () => void>();

  const onNotification = (message: { channel: string; payload?: string }) => {
    const payload = message.payload ?? '';
    if (payload.startsWith(SETTLE_PREFIX)) {
      settling.get(payload)?.();
      settling.delete(payload);
      return;
    }
    deliver(sink, payload);
  };

  const lost = (reason: string) => {
    if (closed) return;
    if (poolEnded()) {
      sink.setListening(false);
      return;
    }
    sink.setListening(false);
    const dead = client;
    client = null;
    dead?.removeAllListeners();
    dead?.on('error', () => undefined);
    void dead?.end().catch(() => undefined);
    log(`read cache: change feed lost (${reason}); reads go to the database until it is back`);
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, 10_000);
  };

  // The pool ended (the database handle was closed): nothing left to listen for.
  const poolEnded = () => (pool as Pool & { ending?: boolean; ended?: boolean }).ending === true || (pool as { ended?: boolean }).ended === true;

  const connect = async (): Promise<void> => {
    if (closed || poolEnded()) return;
    let next: Client;
    try {
      next = new Client({ ...pool.options, connectionTimeoutMillis: 5000, keepAlive: true } as ConstructorParameters<typeof Client>[0]);
    } catch (err) {
      lost(loggableError(err).message);
      return;
    }
    next.on('error', (err) => lost(loggableError(err).message));
    next.on('end', () => client === next && lost('connection ended'));
    next.on('notification', onNotification);
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (err) {
      next.removeAllListeners();
      next.on('error', () => undefined);
      void next.end().catch(() => undefined);
      client = null;
      lost(loggableError(err).message);
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    retryMs = 250;
    sink.setListening(true); // a new generation for every venue: commits while away are unknown
  };

  await connect();

  return {
    settle: async () => {
      if (!client) return;
      // Notifications arrive in commit order: once ours is back, every earlier one has been handled.
      const payload = `${SETTLE_PREFIX}${process.pid}.${(settleCount += 1)}`;
      const arrived = new Promise<void>((resolve) => settling.set(payload, resolve));
      await pool.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, payload]);
      await Promise.race([arrived, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
    },
    close: async () => {
      closed = true;
      clearTimeout(retryTimer);
      sink.setListening(false);
      const last = client;
      client = null;
      if (last) {
        last.removeAllListeners();
        last.on('error', () => undefined);
        await last.end().catch(() => undefined);
      }
    },
  };
}
