/**
 * Idempotency-Key, as Stripe promises it (docs/api.md, "Idempotency"). A creating call sent with
 * the header stores its answer in the transaction of its effect; the same key then answers the
 * same answer (concurrently too: the key is locked in that transaction, on every instance; and
 * after a crash: no answer means no effect), and the same key with another request answers
 * 409 IDEMPOTENCY_KEY_REUSED without writing anything. Answers are kept 24 hours.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx, Tx } from '../../db/tx';
import { idempotencyKeys } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import { requestPath } from '../../lib/request-path';
import { deferInsert, deferredRows } from '../../db/batch-rows';
import { type SharedReads, takeSharedRead } from '../../db/shared-reads';

export const KEEP_HOURS = 24;
const KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;
/** Not part of what the visitor asked for: a retry may carry a freshly solved bot check. */
const IGNORED_FIELDS = new Set(['altcha']);

export interface IdempotencyContext {
  venueId: number;
  key: string;
  fingerprint: string;
  /** withIdempotency looks the key up when the call fails ('on-error'): a refusal need not. */
  lookUpOnError?: boolean;
}

export interface StoredAnswer {
  statusCode: number;
  body: unknown;
}

/** Thrown inside a transaction that found its key already answered: the caller replays it. */
export class AlreadyAnswered extends Error {
  constructor(readonly answer: StoredAnswer) {
    super('idempotency key already answered');
  }
}

/** The name of a key's advisory lock, held to the end of the transaction that claims it. */
export const lockName = (idem: Pick<IdempotencyContext, 'venueId' | 'key'>) => `idem:${idem.venueId}:${idem.key}`;

const reused = () => new ApiError(409, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for another request: nothing was written');

/** The request's key and fingerprint, or null without the header; 400 for a malformed key. */
export function idempotencyOf(request: FastifyRequest): IdempotencyContext | null {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !KEY_PATTERN.test(key)) {
    throw new ApiError(400, 'INVALID_IDEMPOTENCY_KEY', 'Idempotency-Key must be 8 to 255 printable ASCII characters');
  }
  const body = (request.body ?? {}) as Record<string, unknown>;
  const fields = Object.keys(body)
    .filter((k) => !IGNORED_FIELDS.has(k))
    .sort()
    .map((k) => [k, body[k]]);
  // Decoded: a retry spelling the path with escapes is the same call.
  const path = requestPath(request);
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([path, fields]))
    .digest('base64url');
  return { venueId: request.venue.id, key, fingerprint };
}

async function findAnswer(db: DbOrTx, idem: IdempotencyContext): Promise<StoredAnswer | null> {
  const [answer] = await storedAnswers(db, [idem]);
  if (answer instanceof ApiError) throw answer;
  return answer ?? null;
}

/** Before any work: the stored answer of this key, or null (409 when the request differs). */
export function storedAnswer(db: DbOrTx, idem: IdempotencyContext | null): Promise<StoredAnswer | null> {
  return idem ? findAnswer(db, idem) : Promise.resolve(null);
}

/**
 * The stored answers of keys, one statement per venue: for each key its answer, a 409
 * IDEMPOTENCY_KEY_REUSED when its request differs, or null. A rush's refusals are answered in
 * bulk (a batch's under its lock, the line's after each batch), and so are their keys.
 */
export async function storedAnswers(db: DbOrTx, idems: IdempotencyContext[]): Promise<Array<StoredAnswer | ApiError | null>> {
  const found = await storedRows(db, idems);
  return idems.map((idem) => answerFor(idem, found.get(lockName(idem))));
}

interface StoredRow {
  fingerprint: string;
  statusCode: number;
  body: unknown;
}

/** The stored rows of keys within the window, by lockName; one statement per venue. */
async function storedRows(db: DbOrTx, idems: IdempotencyContext[]): Promise<Map<string, StoredRow>> {
  const found = new Map<string, StoredRow>();
  // One after another: a transaction's connection runs one statement at a time (and a rush's
  // refusals are all of one venue).
  for (const venueId of new Set(idems.map((i) => i.venueId))) {
    const keys = [...new Set(idems.filter((i) => i.venueId === venueId).map((i) => i.key))];
    const rows = await db
      .select({ key: idempotencyKeys.key, fingerprint: idempotencyKeys.fingerprint, statusCode: idempotencyKeys.statusCode, body: idempotencyKeys.body })
      .from(idempotencyKeys)
      .where(
        and(eq(idempotencyKeys.venueId, venueId), inArray(idempotencyKeys.key, keys), sql`${idempotencyKeys.createdAt} > now() - make_interval(hours => ${KEEP_HOURS})`),
      );
    for (const { key, ...row } of rows) found.set(lockName({ venueId, key }), row);
  }
  // Answers a batch of bookings stored and writes before its commit (rememberAnswer).
  for (const { venueId, key, ...row } of deferredRows<AnswerRow>(db, ANSWERS)) found.set(lockName({ venueId, key }), row);
  return found;
}

/** A key's stored row as the answer to `idem`: its answer, 409 when its request differs, or null. */
function answerFor(idem: IdempotencyContext, row: StoredRow | undefined): StoredAnswer | ApiError | null {
  if (!row) return null;
  return row.fingerprint === idem.fingerprint ? { statusCode: row.statusCode, body: row.body } : reused();
}

interface SoonLookUp {
  idem: IdempotencyContext;
  resolve: (answer: StoredAnswer | null) => void;
  reject: (error: unknown) => void;
}
const lookUpsSoon = new WeakMap<object, SoonLookUp[]>();

/**
 * storedAnswer outside a transaction, for a refusal: the look-ups asked in one turn of the event
 * loop go as one statement (storedAnswers). A line of waiters refused at once by a filled time
 * then reads its keys in one round trip, not one each. Each key is still read after the seats
 * that refused its call.
 */
export function storedAnswerSoon(db: DbOrTx, idem: IdempotencyContext | null): Promise<StoredAnswer | null> {
  if (!idem) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    let pending = lookUpsSoon.get(db);
    if (!pending) {
      const batch: SoonLookUp[] = [];
      lookUpsSoon.set(db, (pending = batch));
      setImmediate(() => {
        lookUpsSoon.delete(db);
        storedAnswers(
          db,
          batch.map((l) => l.idem),
        ).then(
          (answers) => batch.forEach((l, i) => (answers[i] instanceof ApiError ? l.reject(answers[i]) : l.resolve(answers[i] as StoredAnswer | null))),
          (error) => batch.forEach((l) => l.reject(error)),
        );
      });
    }
    pending.push({ idem, resolve, reject });
  });
}

/**
 * A refusal found under the day's lock that stands unless its key was answered meanwhile (by a
 * twin that took the seat): the batch looks up the keys of all its refusals in one statement
 * (booking-batch.ts), then answers each with its stored answer or with `refusal`.
 */
export class RefusedUnlessAnswered extends Error {
  constructor(
    readonly refusal: Error,
    readonly idem: IdempotencyContext,
  ) {
    super(refusal.message);
  }
}

/** The answers of refusals that may stand (RefusedUnlessAnswered), their keys read in one go; other entries as they are. */
export async function settleRefusals(db: DbOrTx, refusals: Array<Error | null>): Promise<Array<Error | null>> {
  const open = refusals.flatMap((r, i) => (r instanceof RefusedUnlessAnswered ? [{ r, i }] : []));
  if (!open.length) return refusals;
  const answers = await storedAnswers(
    db,
    open.map(({ r }) => r.idem),
  );
  const settled = [...refusals];
  open.forEach(({ r, i }, j) => {
    const answer = answers[j];
    settled[i] = answer instanceof ApiError ? answer : answer ? new AlreadyAnswered(answer) : r.refusal;
  });
  return settled;
}

/**
 * First thing in the effect's transaction: waits for any other request with this key (on any
 * instance), then throws AlreadyAnswered if it answered meanwhile. In a batch that claimed its
 * keys up front (claimKeys), the first claim of a key takes that look-up instead.
 */
export async function claimKey(tx: Tx, idem: IdempotencyContext | null): Promise<void> {
  if (!idem) return;
  const claimed = takeSharedRead<StoredRow | undefined>(tx, lockName(idem));
  let row: StoredRow | undefined;
  if (claimed) row = await claimed;
  else {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockName(idem)}, 0))`);
    row = (await storedRows(tx, [idem])).get(lockName(idem));
  }
  const answer = answerFor(idem, row);
  if (answer instanceof ApiError) throw answer;
  if (answer) throw new AlreadyAnswered(answer);
}

/**
 * The keys of a batch of bookings (reservations/booking-batch.ts) claimed before its first
 * booking runs: their locks in one statement (in one sorted order, as every batch takes them, so
 * two batches never wait on each other in a cycle) and their answers in one more, instead of two
 * statements per booking. `alsoLock` names more advisory locks the batch takes in the same
 * statement and order (its bookings' bot-check nonces). The locks are held to the end of the
 * transaction, so what the look-up found stays true for the first booking that claims each key
 * (claimKey, through `reads`). A second claim of one key (a twin in the same batch) reads
 * again: the first may have answered. `alongside` runs once the locks are held, with the
 * look-up (a pipelined connection sends both in one round trip).
 */
export async function claimKeys(
  tx: Tx,
  reads: SharedReads,
  idems: IdempotencyContext[],
  alsoLock: string[] = [],
  alongside: () => Promise<void> = async () => undefined,
): Promise<void> {
  const names = [...new Set([...idems.map(lockName), ...alsoLock])].sort();
  if (!names.length) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(name, 0)) from unnest(${sql.param(names)}::text[]) as name`);
  const [rows] = await Promise.all([idems.length ? storedRows(tx, idems) : null, alongside()]);
  if (!rows) return;
  for (const name of names) reads.set(name, Promise.resolve(rows.get(name)));
}

/**
 * Last thing in the effect's transaction: the answer, committed with the effect. In a batch of
 * bookings it is written with the batch's others just before the commit (db/batch-rows.ts), and
 * the batch's look-ups of keys see it meanwhile (storedRows).
 */
export async function rememberAnswer<T>(tx: Tx, idem: IdempotencyContext | null, body: T, statusCode = 200): Promise<T> {
  if (!idem) return body;
  const row: AnswerRow = { venueId: idem.venueId, key: idem.key, fingerprint: idem.fingerprint, statusCode, body };
  if (!deferInsert(tx, ANSWERS, row, writeAnswers)) await writeAnswers(tx, [row]);
  return body;
}

const ANSWERS = 'idempotency_keys';

type AnswerRow = StoredRow & { venueId: number; key: string };

/** Stored answers in one statement (a key given twice: its last answer). */
async function writeAnswers(db: DbOrTx, rows: AnswerRow[]): Promise<void> {
  const byKey = new Map(rows.map((row) => [lockName(row), row]));
  // A row older than the 24 h window may still be there: this key starts afresh.
  await db
    .insert(idempotencyKeys)
    .values([...byKey.values()])
    .onConflictDoUpdate({
      target: [idempotencyKeys.venueId, idempotencyKeys.key],
      set: {
        fingerprint: sql`excluded.fingerprint`,
        statusCode: sql`excluded.status_code`,
        body: sql`excluded.body`,
        createdAt: sql`now()`,
      },
    });
}

/**
 * A call whose answer moved on after its commit (a cancellation's refund, made by the provider
 * once the seats are free) stores the answer it finally sent. Until then the stored one is the
 * answer as of the commit, which was true then: a crash in between leaves that one.
 */
export async function refreshAnswer<T>(db: DbOrTx, idem: IdempotencyContext | null, body: T): Promise<T> {
  if (!idem) return body;
  await db
    .update(idempotencyKeys)
    .set({ body })
    .where(and(eq(idempotencyKeys.venueId, idem.venueId), eq(idempotencyKeys.key, idem.key), eq(idempotencyKeys.fingerprint, idem.fingerprint)));
  return body;
}

/** Sends a stored answer as it was first sent, marked as a replay. */
export function replay(reply: FastifyReply, answer: StoredAnswer): FastifyReply {
  return reply.code(answer.statusCode).header('idempotent-replayed', 'true').send(answer.body);
}

/** The key is forgotten with the effect it answered for (a hold undone after its commit). */
export async function forgetKey(db: DbOrTx, idem: IdempotencyContext | null): Promise<void> {
  if (!idem) return;
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.venueId, idem.venueId), eq(idempotencyKeys.key, idem.key)));
}

/**
 * Runs a creating call with its key: a stored answer is replayed, else `run` does the work (and
 * calls claimKey/rememberAnswer in its transaction); a concurrent twin that answered first is
 * replayed too. A call whose answer is finished after its commit (a hold: the provider's intent)
 * stores a reference and passes `resume`, which rebuilds the same answer from it.
 *
 * `lookUp: 'on-error'` is for a call that only reads before its transaction (a booking without a
 * card): the key is looked up when that work fails (a retry refused as full, or with an expired
 * bot check, replays the answer its key got) and by claimKey in the transaction, not once more
 * before it. A rush then costs one statement less per request, most of them refusals.
 */
export async function withIdempotency<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  run: (idem: IdempotencyContext | null) => Promise<T>,
  resume?: (stored: StoredAnswer) => Promise<T>,
  options: { lookUp: 'first' | 'on-error' } = { lookUp: 'first' },
): Promise<T | FastifyReply> {
  const idem = idempotencyOf(request);
  if (idem && options.lookUp === 'on-error') idem.lookUpOnError = true;
  const answer = (stored: StoredAnswer) => (resume ? resume(stored).then((body) => reply.header('idempotent-replayed', 'true').send(body)) : replay(reply, stored));
  if (options.lookUp === 'first') {
    const stored = await storedAnswer(request.server.db, idem);
    if (stored) return answer(stored);
  }
  try {
    return await run(idem);
  } catch (err) {
    if (err instanceof AlreadyAnswered) return answer(err.answer);
    if (options.lookUp === 'on-error') {
      const stored = await storedAnswerSoon(request.server.db, idem);
      if (stored) return answer(stored);
    }
    throw err;
  }
}

/** Drops answers older than the window (the cleanup runs now and then, on any instance). */
export async function pruneIdempotencyKeys(db: DbOrTx): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${KEEP_HOURS})`))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
