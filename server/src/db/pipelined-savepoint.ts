/**
 * A savepoint whose opening and release cost no round trip of their own, for the bookings of a
 * batch (reservations/booking-batch.ts), which run one after another under the day's lock: on a
 * PostgreSQL connection in pipeline mode (db/client.ts) the SAVEPOINT is sent just before the
 * first statement of the work, and the RELEASE just before the next one's, without waiting for
 * their answers. The server runs them in the order they were sent, as when each was awaited: a
 * SAVEPOINT that failed fails the statements after it, and a RELEASE that failed leaves the
 * transaction aborted, so whatever follows it fails too (`released` says so, for the caller to
 * wait on before its commit). Elsewhere (PGlite, in the same process: no round trip to save) it is
 * drizzle's own nested transaction.
 *
 * The two statements go straight to the connection (drizzle's `session.client`), so that they are
 * queued at once, before any statement of the work: drizzle's own queries reach it a few
 * promise turns after they are asked for.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from './tx';

interface PipelinedClient {
  pipeline: boolean;
  query(text: string): Promise<unknown>;
}

const NAME = 'batch_booking';

function pipelinedClientOf(tx: Tx): PipelinedClient | null {
  const client = (tx as unknown as { session?: { client?: Partial<PipelinedClient> } }).session?.client;
  return client?.pipeline === true && typeof client.query === 'function' ? (client as PipelinedClient) : null;
}

/**
 * `work` inside a savepoint of `tx`, given its own handle (its writes are rolled back alone when
 * it fails). Answers its value, and `released`: the savepoint's release, settled later.
 */
export async function inSavepoint<T>(tx: Tx, work: (handle: Tx) => Promise<T>): Promise<{ value: T; released: Promise<unknown> }> {
  const client = pipelinedClientOf(tx);
  if (!client) {
    let value!: T;
    await tx.transaction(async (savepoint) => {
      value = await work(savepoint);
    });
    return { value, released: Promise.resolve() };
  }
  // A handle of its own (what the batch notes per booking is keyed by it), querying through `tx`.
  const handle = Object.create(tx) as Tx;
  const opened = client.query(`savepoint ${NAME}`);
  opened.catch(() => undefined); // its failure fails the work's statements after it
  try {
    const value = await work(handle);
    await opened;
    const released = client.query(`release savepoint ${NAME}`);
    released.catch(() => undefined); // awaited by the caller before its commit
    return { value, released };
  } catch (error) {
    await tx.execute(sql.raw(`rollback to savepoint ${NAME}`));
    throw error;
  }
}

/** A savepoint to roll back to, opened without waiting for its answer. */
export interface SavepointMark {
  rollback(): Promise<void>;
}

/**
 * Opens savepoint `name` on a pipelined connection and answers how to roll back to it; null
 * elsewhere. A SAVEPOINT that failed fails the statements after it, and the rollback too.
 */
export function markSavepoint(tx: Tx, name: string): SavepointMark | null {
  const client = pipelinedClientOf(tx);
  if (!client) return null;
  client.query(`savepoint ${name}`).catch(() => undefined);
  return {
    rollback: async () => {
      await client.query(`rollback to savepoint ${name}`);
    },
  };
}
