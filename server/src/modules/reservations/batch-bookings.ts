/**
 * The bookings of one batch (booking-batch.ts), run in its transaction once it holds the day's
 * lock. Each booking runs its own unchanged code against the seats as the batch's earlier
 * bookings left them; its answer is given once the batch has committed.
 *
 * Two ways, the same answers:
 *
 * - **Together** (PostgreSQL, more than one booking): the bookings decide one after another, and
 *   their reservations are inserted in one statement at the end (db/insert-together.ts). A
 *   batch of 40 then holds the lock for one round trip instead of 40, on an event loop that a
 *   rush keeps busy between round trips. A booking refused before it wrote anything (most
 *   often: the time has just filled) needs no savepoint. Anything else (a booking that fails
 *   after its insert, a row the database refuses, a failed statement) rolls the batch back to
 *   where it began, and it runs again one by one, below.
 * - **One by one**: each booking in its own savepoint, so one that fails rolls back only its own
 *   writes. PGlite runs in the same process: no round trip to save.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/tx';
import { keepRows, writeDeferred } from '../../db/batch-rows';
import { InsertsTogether } from '../../db/insert-together';
import { inSavepoint, markSavepoint } from '../../db/pipelined-savepoint';
import { type SharedReads, newSharedReads, shareReads } from '../../db/shared-reads';
import { busy } from './booking-lock';
import { claimKeys, lockName, settleRefusals } from '../idempotency/idempotency';
import { claimNonces, nonceLockName } from '../bot-check/used-challenges';
import { type Attempt, type Ran, type Refused, type Settled, answerError } from './batch-attempt';

/**
 * The rechecks of `attempts` under the batch's lock, from one shared read in a savepoint (it sees
 * the bookings the batch has made so far): a booking the seats refuse now would be refused in
 * its turn too (a batch only takes seats). A rush that meets a time filled by another instance's
 * batch, or by this one, then costs one read, not one measure per booking. Null when the read
 * fails: every booking then measures itself in its turn.
 */
async function refusalsUnderLock(tx: Tx, reads: SharedReads, attempts: Attempt[]): Promise<Array<Error | null> | null> {
  if (!attempts.some((attempt) => attempt.recheck)) return null;
  try {
    // Its savepoint rides with the read (db/pipelined-savepoint.ts). A release that failed leaves
    // the transaction aborted: the batch's last check before its commit fails then.
    const { value } = await inSavepoint(tx, async (savepoint) => {
      const read = shareReads(savepoint, reads);
      const found: Array<Error | null> = [];
      for (const attempt of attempts) found.push(attempt.recheck ? await attempt.recheck(read).catch(() => null) : null);
      // The keys of every refusal found, in one statement: a twin's stored answer replaces one.
      return settleRefusals(savepoint, found);
    });
    return value;
  } catch {
    return null;
  }
}

/** `attempts` split by `refusals`: the ones refused, with their refusal, and the others. */
function splitRefused(attempts: Attempt[], refusals: Array<Error | null> | null) {
  const refused: Refused[] = [];
  const others: Attempt[] = [];
  attempts.forEach((attempt, i) => {
    const refusal = refusals?.[i];
    if (refusal) refused.push({ attempt, refusal });
    else others.push(attempt);
  });
  return { refused, others };
}

/**
 * The keys and bot-check nonces of the bookings that run: their locks in one statement, then
 * what each key answered and which nonces were used, sent together (idempotency.ts,
 * bot-check/used-challenges.ts), not statements per booking.
 */
async function claimAll(tx: Tx, reads: SharedReads, attempts: Attempt[]): Promise<void> {
  const nonces = attempts.flatMap((a) => (a.nonce ? [a.nonce] : []));
  await claimKeys(
    tx,
    reads,
    attempts.flatMap((a) => (a.idem ? [a.idem] : [])),
    nonces.map(nonceLockName),
    () => claimNonces(tx, reads, nonces),
  );
}

/**
 * What the batch leaves: the bookings still in the line measured against it (the ones refused are
 * answered once it has committed, without a read of their own), then its deferred rows (stored
 * answers, e-mail jobs, used nonces: db/batch-rows.ts) with, in the same round trip, a check. A
 * savepoint that could not be rolled back or released leaves the transaction aborted, and a
 * COMMIT then rolls back without an error. This statement fails instead, and nobody is told
 * "booked" for seats that were not written.
 */
async function finish(tx: Tx, reads: SharedReads, stillWaiting: Attempt[], pending: Array<Promise<unknown>> = []): Promise<Refused[]> {
  const leftBehind = splitRefused(stillWaiting, await refusalsUnderLock(tx, reads, stillWaiting)).refused;
  await Promise.all([...pending, writeDeferred(tx, reads), tx.execute(sql`select 1`)]);
  return leftBehind;
}

/** Its wait ran out behind the batch's earlier bookings: BUSY, as in the line. */
function answeredBusy(app: FastifyInstance, attempt: Attempt): boolean {
  if (Date.now() <= attempt.deadline) return false;
  answerError(app, attempt, busy());
  return true;
}

async function bookOneByOne(app: FastifyInstance, tx: Tx, reads: SharedReads, attempts: Attempt[], stillWaiting: () => Attempt[], ran: Ran[]): Promise<Refused[]> {
  await claimAll(tx, reads, attempts);
  const releases: Array<Promise<unknown>> = [];
  let next = attempts;
  while (next.length) {
    const attempt = next.shift()!;
    if (answeredBusy(app, attempt)) continue;
    try {
      let handle: Tx | undefined;
      // Its savepoint's opening and release ride with its statements (db/pipelined-savepoint.ts).
      const { value, released } = await inSavepoint(tx, (savepoint) => attempt.fn((handle = shareReads(savepoint, reads))));
      releases.push(released);
      // Its savepoint is released: the seats it took count in the next bookings' measures,
      // and what it deferred is written with the others' (db/batch-rows.ts).
      keepRows(handle!);
      ran.push({ attempt, result: { ok: true, value } });
    } catch (error) {
      ran.push({ attempt, result: { ok: false, error } });
      next = await refuseTheRest(tx, reads, next, ran);
    }
  }
  return finish(tx, reads, stillWaiting(), releases);
}

/**
 * What refused a booking (most often: the time has just filled) may refuse the rest too. Those
 * refusals count the batch's own bookings, so they are answered after its commit, as its
 * bookings are: a batch that fails took no seat. Answers the bookings left to run.
 */
async function refuseTheRest(tx: Tx, reads: SharedReads, rest: Attempt[], ran: Ran[]): Promise<Attempt[]> {
  const after = splitRefused(rest, await refusalsUnderLock(tx, reads, rest));
  for (const { attempt, refusal } of after.refused) ran.push({ attempt, result: { ok: false, error: refusal } });
  return after.others;
}

/** Whether the bookings can be run together: on a pipelined connection, and no key or nonce used twice. */
function canRunTogether(attempts: Attempt[]): boolean {
  const keys = attempts.flatMap((a) => (a.idem ? [lockName(a.idem)] : []));
  const nonces = attempts.flatMap((a) => (a.nonce ? [a.nonce] : []));
  // A twin (same key) or a reused bot check sees the other's answer only once it is written.
  return attempts.length > 1 && new Set(keys).size === keys.length && new Set(nonces).size === nonces.length;
}

/** A handle of `tx` for one booking, and whether it wrote anything itself (its deferred rows aside). */
function watchedHandle(tx: Tx, reads: SharedReads): { handle: Tx; wrote: () => boolean } {
  let wrote = false;
  const handle = shareReads(Object.create(tx) as Tx, reads);
  for (const method of ['insert', 'update', 'delete', 'execute', 'transaction'] as const) {
    const original = tx[method] as (...args: unknown[]) => unknown;
    Object.defineProperty(handle, method, {
      value(this: Tx, ...args: unknown[]) {
        wrote = true;
        return original.apply(this, args);
      },
    });
  }
  return { handle, wrote: () => wrote };
}

const settle = (work: Promise<unknown>): Promise<Settled> =>
  work.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

/**
 * The bookings together (see the top of this file), what they gave added to `ran` once they all
 * ran. Null when they must run again one by one: the caller rolls the batch back to where this
 * began. Bookings answered BUSY meanwhile are taken out of `attempts`.
 */
async function bookTogether(app: FastifyInstance, tx: Tx, reads: SharedReads, attempts: Attempt[], stillWaiting: () => Attempt[], ran: Ran[]): Promise<Refused[] | null> {
  const together = new InsertsTogether();
  const done: Ran[] = [];
  const parked: Array<{ attempt: Attempt; handle: Tx; run: Promise<Settled> }> = [];
  const runs: Array<Promise<unknown>> = [];
  const giveUp = async () => {
    together.abandon();
    await Promise.all(runs);
    return null;
  };
  try {
    await claimAll(tx, reads, attempts);
    let next = [...attempts];
    while (next.length) {
      const attempt = next.shift()!;
      if (answeredBusy(app, attempt)) {
        attempts.splice(attempts.indexOf(attempt), 1);
        continue;
      }
      const { handle, wrote } = watchedHandle(tx, reads);
      let onPark!: () => void;
      const parks = new Promise<'parked'>((resolve) => (onPark = () => resolve('parked')));
      together.watch(handle, onPark);
      const run = settle(attempt.fn(handle));
      runs.push(run);
      const step = await Promise.race([run, parks]);
      if (step === 'parked') {
        parked.push({ attempt, handle, run });
        continue;
      }
      // Done without parking: it inserted nothing.
      if (step.ok) {
        keepRows(handle);
        done.push({ attempt, result: step });
        continue;
      }
      // Refused: nothing to roll back, unless it wrote (then only a savepoint can take it back).
      if (wrote()) return await giveUp();
      done.push({ attempt, result: step });
      next = await refuseTheRest(tx, reads, next, done);
    }
    await together.flush(tx);
    for (const { attempt, handle, run } of parked) {
      const result = await run;
      // A booking that failed after its row was inserted: only a savepoint takes the row back.
      if (!result.ok) return await giveUp();
      keepRows(handle);
      done.push({ attempt, result });
    }
    const leftBehind = await finish(tx, reads, stillWaiting());
    ran.push(...done);
    return leftBehind;
  } catch {
    return giveUp();
  }
}

/**
 * Runs `taken` in `tx`, which holds the day's locks. The ones the seats already refuse are
 * answered at once; the others are added to `ran` as they run, to be answered after the commit
 * (or with its failure). Answers the bookings still in the line (from `stillWaiting`) that the
 * seats the batch leaves refuse.
 */
export async function bookBatch(app: FastifyInstance, tx: Tx, taken: Attempt[], stillWaiting: () => Attempt[], ran: Ran[]): Promise<Refused[]> {
  // The venue's rules (shifts, zones, experiences...) are read once for the whole batch.
  const reads = newSharedReads();
  // Refused by the seats as committed (the batch has taken none yet): answered now.
  const first = splitRefused(taken, await refusalsUnderLock(tx, reads, taken));
  for (const { attempt, refusal } of first.refused) answerError(app, attempt, refusal);
  const next = first.others;
  const mark = canRunTogether(next) ? markSavepoint(tx, 'batch_together') : null;
  if (mark) {
    const leftBehind = await bookTogether(app, tx, reads, next, stillWaiting, ran);
    if (leftBehind) {
      app.metrics.batchRan('together');
      return leftBehind;
    }
    await mark.rollback();
    app.metrics.batchRan('again');
    return bookOneByOne(app, tx, newSharedReads(), next, stillWaiting, ran);
  }
  app.metrics.batchRan('one_by_one');
  return bookOneByOne(app, tx, reads, next, stillWaiting, ran);
}
