/**
 * Group commit of a day's bookings (submit, hold, Google's create). Bookings that arrive while
 * their day's lock is held, or being taken, wait in this instance's line; one run at a time
 * takes the locks (booking-lock.ts: the in-process gate, then the database's advisory lock),
 * runs up to BATCH_LIMIT of them one after another in one transaction (batch-bookings.ts: their
 * reservations inserted together, or each booking in its own savepoint), and commits once. Each
 * booking runs its own unchanged code: it sees the seats the earlier ones of the batch took
 * (same transaction), and one that fails (sold out, a reused key, an invalid answer) rolls back
 * only its own writes and gets its own answer. What a booking wrote is answered after the
 * commit, so none is told "booked" before the seats are written. A rush then pays one lock
 * wait and one commit per batch, not per guest; the venue's rules (shifts, zones,
 * experiences...) are read once per batch (db/shared-reads.ts), and so are the day's bookings
 * and the bookings' keys and bot-check nonces, each booking adding what it wrote; the stored
 * answers, e-mail jobs and used nonces are written together before the commit
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
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/tx';
import { busy, isLockRefusal, lockBooking } from './booking-lock';
import type { IdempotencyContext } from '../idempotency/idempotency';
import { type Attempt, type Ran, type Refused, answerError, answerValue, isBusy } from './batch-attempt';
import { bookBatch } from './batch-bookings';

/** Most bookings one transaction runs: a batch holds the day's lock for at most this many. */
export const BATCH_LIMIT = 50;

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
 * One batch: the gate, a transaction, the database lock, then every booking waiting by then
 * (up to BATCH_LIMIT), run by batch-bookings.ts. A booking's error stays its own; a failure of the
 * transaction itself (the commit, the connection) is every booking's of the batch, and then
 * none of them was written.
 */
async function runBatch(app: FastifyInstance, line: Line): Promise<void> {
  const latest = () => Math.max(...line.waiting.map((a) => a.deadline));
  /** The bookings this batch took out of the line: from then on, only it answers them. */
  let taken: Attempt[] = [];
  const ran: Ran[] = [];
  let leftBehind: Refused[] = [];
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
          taken = line.waiting.splice(0, BATCH_LIMIT);
          app.metrics.bookingsWaiting(-taken.length);
          for (const attempt of taken) {
            clearTimeout(attempt.timer);
            app.metrics.lockWaited((performance.now() - attempt.started) / 1000);
          }
          // The bookings still in the line at its end are measured against the seats it leaves.
          leftBehind = await bookBatch(app, tx, taken, () => [...line.waiting], ran);
        });
      },
      { recheck: async () => (recheckWaiting(app, line), null) },
    );
  } catch (error) {
    // Nothing of this batch was written. Every booking it took is told, the ones it had not run
    // yet too (the transaction may fail before or between them: the connection lost mid-batch),
    // except those it answered already (refused by the seats, or its wait over).
    for (const attempt of taken) answerError(app, attempt, error);
    // A wait that ran out (BUSY, a lock timeout) is the batch's own: the bookings still in the
    // line keep their deadlines. Any other failure of the transaction itself (the database down,
    // the connection lost) would meet them too: they are told now (503 DATABASE_UNAVAILABLE),
    // not BUSY once their wait runs out, and the line does not spin on a dead database.
    if (!isLockRefusal(error) && !isBusy(error)) for (const attempt of [...line.waiting]) leave(app, line, attempt, error);
    return;
  }
  for (const { attempt, result } of ran) {
    if (result.ok) answerValue(attempt, result.value);
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
      answered: false,
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
