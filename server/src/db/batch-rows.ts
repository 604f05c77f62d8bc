/**
 * The rows a batch of bookings (reservations/booking-batch.ts) writes, kept beside its shared
 * reads (shared-reads.ts), so that the batch reads what its bookings share once and writes what
 * they all write in one statement each:
 *
 * - rows inserted at once (a reservation) are noted, and counted by the batch's shared reads of
 *   their table (readWithInserts): the seats are read once under the lock, then each booking
 *   adds its own;
 * - rows whose writing can wait for the end of the batch (a stored idempotency answer, an
 *   outbox job) are deferred, and written together before the commit (writeDeferred); until
 *   then the batch's reads of them look here too (deferredRows).
 *
 * A booking's rows count only once its savepoint is released (keepRows): one rolled back never
 * counts, nor is written. A write of another kind to a noted table (an update, a delete) ends
 * the shared reads of that table for the rest of the batch: they go to the database again.
 * A handle without shared reads (any call outside a batch) notes nothing and defers nothing.
 */
import { type SharedReads, readsOf, sharedRead } from './shared-reads';
import type { DbOrTx } from './tx';

/** Writes every deferred row of one kind in one statement. */
export type WriteRows<R> = (tx: DbOrTx, rows: R[]) => Promise<void>;

interface Noted {
  table: string;
  row: unknown;
  /** Set for a deferred row: how its rows are written. */
  write?: WriteRows<unknown>;
}

interface TableRows {
  /** Rows of released savepoints, in order: inserted already, or deferred. */
  kept: unknown[];
  /** The deferred ones among them, not written yet. */
  deferred: unknown[];
  write?: WriteRows<unknown>;
  /** A row was changed in a way the notes do not follow. */
  broken: boolean;
}

const tablesOf = new WeakMap<SharedReads, Map<string, TableRows>>();
const pendingOf = new WeakMap<DbOrTx, Noted[]>();

function rowsOf(reads: SharedReads, table: string): TableRows {
  let tables = tablesOf.get(reads);
  if (!tables) tablesOf.set(reads, (tables = new Map()));
  let rows = tables.get(table);
  if (!rows) tables.set(table, (rows = { kept: [], deferred: [], broken: false }));
  return rows;
}

function note(handle: DbOrTx, noted: Noted): void {
  let pending = pendingOf.get(handle);
  if (!pending) pendingOf.set(handle, (pending = []));
  pending.push(noted);
}

/** `row` was inserted into `table` with `handle`. */
export function noteInsert(handle: DbOrTx, table: string, row: unknown): void {
  if (readsOf(handle)) note(handle, { table, row });
}

/** `table` was changed with `handle` otherwise than by noted inserts: its shared reads end. */
export function noteOtherWrite(handle: DbOrTx, table: string): void {
  const reads = readsOf(handle);
  if (reads) rowsOf(reads, table).broken = true;
}

/**
 * `row` for `table`, written with the batch's others by `write` before the batch commits.
 * False outside a batch: the caller writes it now.
 */
export function deferInsert<R>(handle: DbOrTx, table: string, row: R, write: WriteRows<R>): boolean {
  if (!readsOf(handle)) return false;
  note(handle, { table, row, write: write as WriteRows<unknown> });
  return true;
}

/** `handle`'s savepoint was released: the rows it noted and deferred are the batch's from now on. */
export function keepRows(handle: DbOrTx): void {
  const reads = readsOf(handle);
  const pending = pendingOf.get(handle);
  pendingOf.delete(handle);
  if (!reads || !pending) return;
  for (const { table, row, write } of pending) {
    const rows = rowsOf(reads, table);
    rows.kept.push(row);
    if (write) {
      rows.deferred.push(row);
      rows.write = write;
    }
  }
}

/**
 * Writes the batch's deferred rows, one statement per table, sent together (no table's rows
 * refer to another's: PostgreSQL's pipeline takes them in one round trip); before its commit.
 */
export async function writeDeferred(tx: DbOrTx, reads: SharedReads): Promise<void> {
  const writes: Array<Promise<void>> = [];
  for (const rows of tablesOf.get(reads)?.values() ?? []) {
    if (!rows.deferred.length || !rows.write) continue;
    writes.push(rows.write(tx, rows.deferred.splice(0)));
  }
  await Promise.all(writes);
}

/** The rows deferred for `table` that `handle` sees: the batch's kept ones, then its own. */
export function deferredRows<R>(handle: DbOrTx, table: string): R[] {
  const reads = readsOf(handle);
  if (!reads) return [];
  const own = (pendingOf.get(handle) ?? []).filter((p) => p.table === table && p.write).map((p) => p.row);
  return [...rowsOf(reads, table).deferred, ...own] as R[];
}

/**
 * A read of `table` shared by the batch, with the rows the batch inserted since: `read()` once
 * per key, then `merge(base, rows)` with the rows kept after the base was read (null: the caller
 * reads the database, as it does without shared reads, once the notes no longer follow the
 * table, and for a handle that inserted into it itself: a read it shares would hold its rows,
 * which a rollback of its savepoint takes back).
 */
export async function readWithInserts<B, R, T>(
  handle: DbOrTx,
  table: string,
  key: string,
  read: () => Promise<B>,
  merge: (base: B, inserted: R[]) => T | null | Promise<T | null>,
): Promise<T | null> {
  const reads = readsOf(handle);
  if (!reads) return null;
  const rows = rowsOf(reads, table);
  if (rows.broken || pendingOf.get(handle)?.some((p) => p.table === table)) return null;
  const { base, keptBefore } = await sharedRead(handle, `${table}:${key}`, async () => {
    const keptBefore = rows.kept.length;
    return { base: await read(), keptBefore };
  });
  return merge(base, rows.kept.slice(keptBefore) as R[]);
}
