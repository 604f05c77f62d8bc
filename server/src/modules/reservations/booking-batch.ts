/**
 * Group commit of a day's bookings (submit, hold, Google's create). Bookings that arrive while
 * their day's lock is held, or being taken, wait in this instance's line; one run at a time
 * takes the locks (booking-lock.ts: the in-process gate, then the database's advisory lock),
 * runs up to BATCH_LIMIT of them one after another in one transaction, each in its own
 * savepoint, and commits once. Each booking runs its own unchanged code: it sees the seats the
 * earlier ones of the batch took (same transaction), and one that fails (sold out, a reused
 * key, an invalid answer) rolls back only its own writes and gets its own answer. What a
 * booking wrote is answered after the commit, so none is told "booked" before the seats are
 * written. A rush then pays one lock wait and one commit per batch, not per guest; the venue's
 * rules (shifts, zones, experiences...) are read once per batch (db/shared-reads.ts), and so are
 * the day's bookings and the bookings' keys and bot-check nonces, each booking adding what it
 * wrote; the stored answers, e-mail jobs and used nonces are written together before the commit
 * (db/batch-rows.ts).
 *
 * Waiting is bounded by BOOKING_LOCK_TIMEOUT_MS, with the call's wait for its turn
 * (booking-admission.ts), in the line and up to its place in the batch (429 BUSY, nothing written),
 * and after each run every waiter's recheck (the unlocked "full" check) may answer it at once.
 * Before it commits, a batch also measures the bookings still in the line against the seats it
 * leaves: the ones refused are answered right after its commit, so a rush's last guests learn that
 * the time is full when its last seats are taken, without another read. A refusal that counts the
 * batch's own bookings is only ever answered after its commit. Only bookings already in the line
 * join a batch: the run never waits for more, and nothing inside the transaction waits on the
 * database outside it (one PGlite connection).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/tx';
import { keepRows, writeDeferred } from '../../db/batch-rows';
import { inSavepoint } from '../../db/pipelined-savepoint';
import { type SharedReads, newSharedReads, shareReads } from '../../db/shared-reads';
import { busy, isLockRefusal, lockBooking } from './booking-lock';
import { type IdempotencyContext, claimKeys, settleRefusals } from '../idempotency/idempotency';
import { claimNonces, nonceLockName } from '../bot-check/used-challenges';

/** Most bookings one transaction runs: a batch holds the day's lock for at most this many. */
export const BATCH_LIMIT = 50;

type Settled = { ok: true; value: unknown } | { ok: false; error: unknown };

export interface BatchOptions {
  /**
   * The unlocked "full" check: run before the booking waits, after each batch while it waits,
   * and once more with `underLock`, in the batch's transaction before any of its bookings runs.
   * An error it answers is the booking's answer, and its turn is not run.
   */
  recheck?: (underLock?: Tx) => Promise<Error | null>;
  /** The booking's Idempotency-Key, claimed with the batch's other keys before any booking runs. */
  idem?: IdempotencyContext | null;
  /** The nonce of the bot check the booking spends, claimed with the batch's others likewise. */
  nonce?: string | null;
  /** How long it already waited for its turn (booking-admission.ts): its wait in the line is that much shorter. */
  waitedMs?: number;
}

interface Attempt {
  fn: (tx: Tx) => Promise<unknown>;
  started: number;
  deadline: number;
  recheck?: (underLock?: Tx) => Promise<Error | null>;
  idem: IdempotencyContext | null;
  nonce: string | null;
  rechecking: boolean;
  timer: ReturnType<typeof setTimeout>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** The bookings of one set of lock keys waiting in this instance, and whether a run is going. */
interface Line {
  name: string;
  keys: string[];
  waiting: Attempt[];
  running: boolean;
}

const linesByApp = new WeakMap<FastifyInstance, Map<string, Line>>();

const sortedKeys = (keys: string[]) => [...new Set(keys)].sort();

function lineOf(app: FastifyInstance, keys: string[]): Line {
  let lines = linesByApp.get(app);
  if (!lines) linesByApp.set(app, (lines = new Map()));
  const sorted = sortedKeys(keys);
  const name = sorted.join('\n');
  let line = lines.get(name);
  if (!line) lines.set(name, (line = { name, keys: sorted, waiting: [], running: false }));
  return line;
}

/** Takes `attempt` out of the line and answers it; false when it had left already (in a batch, or answered). */
function leave(app: FastifyInstance, line: Line, attempt: Attempt, error: unknown): boolean {
  const i = line.waiting.indexOf(attempt);
  if (i < 0) return false;
  line.waiting.splice(i, 1);
  app.metrics.bookingsWaiting(-1);
  clearTimeout(attempt.timer);
  answerError(app, attempt, error);
  return true;
}

const isBusy = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === 'BUSY';

function answerError(app: FastifyInstance, attempt: Attempt, error: unknown): void {
  const refusal = isLockRefusal(error) ? busy() : error;
  if (refusal instanceof Error && isBusy(refusal)) app.metrics.busyAnswered();
  attempt.reject(refusal);
}

/** Every waiter's recheck at once (they share one read): a refusal it finds ends that wait. */
function recheckWaiting(app: FastifyInstance, line: Line): void {
  for (const attempt of line.waiting) {
    if (!attempt.recheck || attempt.rechecking) continue;
    attempt.rechecking = true;
    attempt
      .recheck()
      .then(
        (err) => err && leave(app, line, attempt, err),
        () => undefined, // a failed check is no answer: the booking keeps its place
      )
      .finally(() => (attempt.rechecking = false));
  }
}

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
    // One after another: a transaction's connection runs one statement at a time.
    return await tx.transaction(async (savepoint) => {
      const read = shareReads(savepoint, reads);
      const found: Array<Error | null> = [];
      for (const attempt of attempts) found.push(attempt.recheck ? await attempt.recheck(read).catch(() => null) : null);
      // The keys of every refusal found, in one statement: a twin's stored answer replaces one.
      return settleRefusals(savepoint, found);
    });
  } catch {
    return null;
  }
}

/** `attempts` split by `refusals`: the ones refused, with their refusal, and the others. */
function splitRefused(attempts: Attempt[], refusals: Array<Error | null> | null) {
  const refused: Array<{ attempt: Attempt; refusal: Error }> = [];
  const others: Attempt[] = [];
  attempts.forEach((attempt, i) => {
    const refusal = refusals?.[i];
    if (refusal) refused.push({ attempt, refusal });
    else others.push(attempt);
  });
  return { refused, others };
}

/**
 * One batch: the gate, a transaction, the database lock, then every booking waiting by then
 * (up to BATCH_LIMIT), each in a savepoint. A booking's error stays its own; a failure of the
 * transaction itself (the commit, the connection) is every booking's of the batch, and then
 * none of them was written.
 */
async function runBatch(app: FastifyInstance, line: Line): Promise<void> {
  const latest = () => Math.max(...line.waiting.map((a) => a.deadline));
  const ran: Array<{ attempt: Attempt; result: Settled }> = [];
  let leftBehind: Array<{ attempt: Attempt; refusal: Error }> = [];
  try {
    await app.writeGate.run(
      line.keys,
      latest(),
      () => busy(),
      async () => {
        // Every booking may have been answered (refused, or BUSY) while the gate was waited for.
        if (!line.waiting.length) return;
        await app.db.transaction(async (tx) => {
          await lockBooking(tx, line.keys, `${Math.max(50, latest() - Date.now())}ms`);
          const taken = line.waiting.splice(0, BATCH_LIMIT);
          app.metrics.bookingsWaiting(-taken.length);
          for (const attempt of taken) {
            clearTimeout(attempt.timer);
            app.metrics.lockWaited((performance.now() - attempt.started) / 1000);
          }
          // The venue's rules (shifts, zones, experiences...) are read once for the whole batch.
          const reads = newSharedReads();
          // Refused by the seats as committed (the batch has taken none yet): answered now.
          const first = splitRefused(taken, await refusalsUnderLock(tx, reads, taken));
          for (const { attempt, refusal } of first.refused) answerError(app, attempt, refusal);
          let next = first.others;
          // The keys and bot-check nonces of the bookings that run: their locks in one statement,
          // what each key answered and which nonces were used in one more each (idempotency.ts,
          // bot-check/used-challenges.ts), not statements per booking.
          const nonces = next.flatMap((a) => (a.nonce ? [a.nonce] : []));
          await claimKeys(
            tx,
            reads,
            next.flatMap((a) => (a.idem ? [a.idem] : [])),
            nonces.map(nonceLockName),
          );
          await claimNonces(tx, reads, nonces);
          const releases: Array<Promise<unknown>> = [];
          while (next.length) {
            const attempt = next.shift()!;
            if (Date.now() > attempt.deadline) {
              // Its wait ran out behind the batch's earlier bookings: BUSY, as in the line.
              answerError(app, attempt, busy());
              continue;
            }
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
              // What refused it (most often: the time has just filled) may refuse the rest too.
              // Those refusals count the batch's own bookings, so they are answered after its
              // commit, as its bookings are: a batch that fails took no seat.
              const after = splitRefused(next, await refusalsUnderLock(tx, reads, next));
              for (const { attempt: refusedAttempt, refusal } of after.refused) ran.push({ attempt: refusedAttempt, result: { ok: false, error: refusal } });
              next = after.others;
            }
          }
          // The bookings still in the line, measured against the seats as this batch leaves
          // them: the ones refused are answered once it has committed, without a read of their own.
          const stillWaiting = [...line.waiting];
          leftBehind = splitRefused(stillWaiting, await refusalsUnderLock(tx, reads, stillWaiting)).refused;
          // The kept bookings' stored answers and e-mail jobs, one statement each, and with them
          // (one round trip) a check: a savepoint that could not be rolled back or released leaves
          // the transaction aborted, and a COMMIT then rolls back without an error. This statement
          // fails instead (as would a release's own answer), and nobody is told "booked" for
          // seats that were not written.
          await Promise.all([...releases, writeDeferred(tx, reads), tx.execute(sql`select 1`)]);
        });
      },
      { recheck: async () => (recheckWaiting(app, line), null) },
    );
  } catch (error) {
    // Nothing of this batch was written.
    for (const { attempt } of ran) answerError(app, attempt, error);
    // A wait that ran out (BUSY, a lock timeout) is the batch's own: the bookings still in the
    // line keep their deadlines. Any other failure of the transaction itself (the database down,
    // the connection lost) would meet them too: they are told now (503 DATABASE_UNAVAILABLE),
    // not BUSY once their wait runs out, and the line does not spin on a dead database.
    if (!isLockRefusal(error) && !isBusy(error)) for (const attempt of [...line.waiting]) leave(app, line, attempt, error);
    return;
  }
  for (const { attempt, result } of ran) {
    if (result.ok) attempt.resolve(result.value);
    else answerError(app, attempt, result.error);
  }
  // Those still waiting (not answered meanwhile, nor timed out) leave the line with their refusal.
  for (const { attempt, refusal } of leftBehind) leave(app, line, attempt, refusal);
}

async function runLine(app: FastifyInstance, line: Line): Promise<void> {
  line.running = true;
  try {
    while (line.waiting.length) {
      await runBatch(app, line);
      recheckWaiting(app, line);
    }
  } finally {
    line.running = false;
    // An empty line is forgotten (there is one per day booked); a new booking opens another.
    if (!line.waiting.length) linesByApp.get(app)?.delete(line.name);
  }
}

/**
 * Runs `fn` in a savepoint of a transaction that holds the booking locks of `keys`, batched with
 * the other bookings of the same keys waiting in this instance; answers once that transaction
 * has committed. 429 BUSY when the wait runs out; `gate.recheck` may answer the booking while it
 * waits. `fn` builds the whole answer inside the transaction, as for bookingTransaction.
 */
export function batchedBookingTransaction<T>(app: FastifyInstance, keys: string[], fn: (tx: Tx) => Promise<T>, gate: BatchOptions = {}): Promise<T> {
  const line = lineOf(app, keys);
  const started = performance.now();
  const deadline = Date.now() + app.config.bookingLockTimeoutMs - (gate.waitedMs ?? 0);
  const answer = new Promise<T>((resolve, reject) => {
    const attempt: Attempt = {
      fn,
      started,
      deadline,
      recheck: gate.recheck,
      idem: gate.idem ?? null,
      nonce: gate.nonce ?? null,
      rechecking: false,
      timer: setTimeout(
        () => {
          // A wait given up counts as a wait too: the histogram shows how long the busy ones waited.
          if (line.waiting.includes(attempt)) app.metrics.lockWaited((performance.now() - started) / 1000);
          leave(app, line, attempt, busy());
        },
        Math.max(0, deadline - Date.now()),
      ),
      resolve: resolve as (value: unknown) => void,
      reject,
    };
    line.waiting.push(attempt);
    app.metrics.bookingsWaiting(1);
  });
  app.foreground.enter();
  if (!line.running) void runLine(app, line);
  return answer.finally(() => app.foreground.leave());
}
