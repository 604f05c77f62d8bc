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

/**
 * Rows a batch's bookings inserted into a table its shared reads cover (reservations: the seats,
 * reservations/batch-seats.ts). A booking's rows are noted as it inserts them and kept once its
 * savepoint is released (keepInserts), so a read shared by the batch plus the rows kept since is
 * what the database holds now: the batch measures its seats from one read, not one per booking.
 * A write of any other kind to the table (an update, a delete) ends this: from then on the
 * batch's reads of it go to the database again.
 */
interface Inserts {
  kept: unknown[];
  /** A row was changed in a way the notes do not follow. */
  broken: boolean;
}

const insertsOf = new WeakMap<SharedReads, Map<string, Inserts>>();
const pendingOf = new WeakMap<DbOrTx, Array<{ table: string; row: unknown }>>();

function insertsFor(reads: SharedReads, table: string): Inserts {
  let tables = insertsOf.get(reads);
  if (!tables) insertsOf.set(reads, (tables = new Map()));
  let inserts = tables.get(table);
  if (!inserts) tables.set(table, (inserts = { kept: [], broken: false }));
  return inserts;
}

/** `row` was inserted into `table` with `handle` (nothing to note without shared reads). */
export function noteInsert(handle: DbOrTx, table: string, row: unknown): void {
  if (!readsOfHandle.has(handle)) return;
  let pending = pendingOf.get(handle);
  if (!pending) pendingOf.set(handle, (pending = []));
  pending.push({ table, row });
}

/** `table` was changed with `handle` otherwise than by noted inserts: its shared reads end. */
export function noteOtherWrite(handle: DbOrTx, table: string): void {
  const reads = readsOfHandle.get(handle);
  if (reads) insertsFor(reads, table).broken = true;
}

/** `handle`'s savepoint was released: the rows it inserted are the batch's from now on. */
export function keepInserts(handle: DbOrTx): void {
  const reads = readsOfHandle.get(handle);
  const pending = pendingOf.get(handle);
  pendingOf.delete(handle);
  if (!reads || !pending) return;
  for (const { table, row } of pending) insertsFor(reads, table).kept.push(row);
}

/**
 * A read of `table` shared by the batch, with the rows the batch inserted since: `read()` once
 * per key, then `merge(base, rows)` with the rows kept after the base was read (null: the caller
 * reads the database, as it does without shared reads, once the notes no longer follow the table, and for a
 * handle that inserted into it itself: a read it shares would hold its rows, which a rollback of
 * its savepoint takes back).
 */
export async function readWithInserts<B, R, T>(
  handle: DbOrTx,
  table: string,
  key: string,
  read: () => Promise<B>,
  merge: (base: B, inserted: R[]) => T | null | Promise<T | null>,
): Promise<T | null> {
  const reads = readsOfHandle.get(handle);
  if (!reads) return null;
  const inserts = insertsFor(reads, table);
  if (inserts.broken || pendingOf.get(handle)?.some((p) => p.table === table)) return null;
  const { base, keptBefore } = await sharedRead(handle, `${table}:${key}`, async () => {
    const keptBefore = inserts.kept.length;
    return { base: await read(), keptBefore };
  });
  return merge(base, inserts.kept.slice(keptBefore) as R[]);
}
