/**
 * Reads shared by the savepoints of one transaction that all want the same rows and never write
 * them: a batch of bookings (reservations/booking-batch.ts) reads the venue's shifts, zones,
 * closures, experiences and webhook endpoints once, with its first booking that needs them, and
 * its other bookings reuse those rows instead of asking the database again. One transaction
 * holds the day's locks for the whole batch, so its bookings see the rules as one snapshot.
 * A handle that was not given a set of reads (any other query) always reads.
 */
import type { DbOrTx } from './tx';

/** The reads of one transaction, by what was read (a key naming the query and its arguments). */
export type SharedReads = Map<string, Promise<unknown>>;

const readsOfHandle = new WeakMap<DbOrTx, SharedReads>();

export function newSharedReads(): SharedReads {
  return new Map();
}

/** From now on, `sharedRead` on `handle` reuses what `reads` holds. Answers `handle`. */
export function shareReads<T extends DbOrTx>(handle: T, reads: SharedReads): T {
  readsOfHandle.set(handle, reads);
  return handle;
}

/**
 * `read()` once per set of reads; without one for `db`, every time. Only for rows that nothing
 * done with these handles writes. A read that fails is not kept: the next caller reads again.
 */
export function sharedRead<T>(db: DbOrTx, key: string, read: () => Promise<T>): Promise<T> {
  const reads = readsOfHandle.get(db);
  if (!reads) return read();
  let found = reads.get(key) as Promise<T> | undefined;
  if (!found) {
    const reading = read();
    reads.set(key, (found = reading));
    reading.catch(() => reads.get(key) === reading && reads.delete(key));
  }
  return found;
}

/**
 * What `reads` was given for `key` to be used once (idempotency.ts: a batch's claimed keys),
 * taken out so the next caller reads for itself; undefined when there is none.
 */
export function takeSharedRead<T>(db: DbOrTx, key: string): Promise<T> | undefined {
  const reads = readsOfHandle.get(db);
  const found = reads?.get(key) as Promise<T> | undefined;
  if (found) reads!.delete(key);
  return found;
}

/** What `reads` was given for `key`, left for the next caller too; undefined when there is none. */
export function peekSharedRead<T>(db: DbOrTx, key: string): Promise<T> | undefined {
  return readsOfHandle.get(db)?.get(key) as Promise<T> | undefined;
}

/** The set of reads `handle` shares, if it was given one (batch-rows.ts keeps its rows beside it). */
export function readsOf(handle: DbOrTx): SharedReads | undefined {
  return readsOfHandle.get(handle);
}
