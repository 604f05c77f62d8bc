/**
 * Inserts that a batch of bookings (reservations/batch-bookings.ts) sends together, in one
 * statement, instead of one round trip per booking while the day's lock is held.
 *
 * A booking's insert parks it: the row it will insert counts at once in the batch's shared reads
 * as the row it will be (batch-rows.ts), so the next booking is measured against it, and the batch
 * goes on to that booking while this one waits for its row. Once every booking is parked or
 * answered, `flush` inserts the parked rows, one statement per table, and each parked booking
 * goes on with the row the database returned (its id, its defaults), to build its answer.
 *
 * So a booking's reads of such a table, inside a batch, must count the batch's rows through
 * readWithInserts (batch-rows.ts): a plain query does not see a parked row, which is not in the
 * table yet (google-repository.ts userHoldsSlot is one such read).
 *
 * What a failure means is the batch's to decide: `flush` throws when the statement fails, and
 * `abandon` then fails every parked booking with `InsertsAbandoned`. A handle outside such a batch
 * inserts at once, as without this module.
 */
import { keepRows, noteInsert } from './batch-rows';
import type { DbOrTx } from './tx';

/** Inserts `rows` in one statement and answers the rows stored, in the same order. */
export type InsertReturning<V, R> = (db: DbOrTx, rows: V[]) => Promise<R[]>;

/** Thrown into a parked booking whose batch gave up its inserts (the batch runs it again). */
export class InsertsAbandoned extends Error {
  constructor() {
    super('The batch gave up the inserts sent together');
  }
}

interface Parked {
  table: string;
  values: unknown;
  write: InsertReturning<unknown, unknown>;
  resolve: (row: unknown) => void;
  reject: (error: unknown) => void;
}

export class InsertsTogether {
  private parked: Parked[] = [];
  private readonly onPark = new WeakMap<DbOrTx, () => void>();

  /** `handle`'s inserts are parked from now on; `parked` is told at its first one. */
  watch(handle: DbOrTx, parked: () => void): void {
    togetherOf.set(handle, this);
    this.onPark.set(handle, parked);
  }

  park<V, R>(handle: DbOrTx, table: string, values: V, asStored: R, write: InsertReturning<V, R>): Promise<R> {
    // Counted by the batch's next measures, with what the handle deferred before it (batch-rows.ts).
    noteInsert(handle, table, asStored);
    keepRows(handle);
    const row = new Promise<R>((resolve, reject) => {
      this.parked.push({ table, values, write: write as InsertReturning<unknown, unknown>, resolve: resolve as (row: unknown) => void, reject });
    });
    const parked = this.onPark.get(handle);
    this.onPark.delete(handle);
    parked?.();
    return row;
  }

  /** Inserts every parked row, one statement per table, and hands each booking its row; when that fails, abandons them and throws. */
  async flush(db: DbOrTx): Promise<void> {
    const parked = this.parked;
    this.parked = [];
    const byTable = new Map<string, Parked[]>();
    for (const p of parked) {
      const rows = byTable.get(p.table);
      if (rows) rows.push(p);
      else byTable.set(p.table, [p]);
    }
    let written;
    try {
      written = await Promise.all(
        [...byTable.values()].map(async (rows) => {
          const stored = await rows[0]!.write(
            db,
            rows.map((p) => p.values),
          );
          if (stored.length !== rows.length) throw new Error(`inserted ${stored.length} rows of ${rows.length}`);
          return rows.map((p, i) => ({ p, row: stored[i] }));
        }),
      );
    } catch (error) {
      abandonAll(parked);
      throw error;
    }
    for (const { p, row } of written.flat()) p.resolve(row);
  }

  /** Every parked booking fails with InsertsAbandoned; nothing of theirs is inserted. */
  abandon(): void {
    abandonAll(this.parked);
    this.parked = [];
  }
}

function abandonAll(parked: Parked[]): void {
  for (const p of parked) p.reject(new InsertsAbandoned());
}

const togetherOf = new WeakMap<DbOrTx, InsertsTogether>();

/**
 * The row `values` will be, once inserted with the batch's others; null outside such a batch (the
 * caller inserts it now). `asStored` is the row as the batch's reads count it meanwhile.
 */
export function insertTogether<V, R>(handle: DbOrTx, table: string, values: V, asStored: R, write: InsertReturning<V, R>): Promise<R> | null {
  return togetherOf.get(handle)?.park(handle, table, values, asStored, write) ?? null;
}
