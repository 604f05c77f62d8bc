/** One booking waiting in its day's line (booking-batch.ts), and how it is answered. */
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/tx';
import type { IdempotencyContext } from '../idempotency/idempotency';
import { busy, isLockRefusal } from './booking-lock';

export type Settled = { ok: true; value: unknown } | { ok: false; error: unknown };

export interface Attempt {
  fn: (tx: Tx) => Promise<unknown>;
  started: number;
  deadline: number;
  recheck?: (underLock?: Tx) => Promise<Error | null>;
  idem: IdempotencyContext | null;
  nonce: string | null;
  rechecking: boolean;
  /** Answered already (its promise settled): a later answer is dropped. */
  answered: boolean;
  timer: ReturnType<typeof setTimeout>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** A booking the batch ran, and what it gave: answered once the batch has committed. */
export interface Ran {
  attempt: Attempt;
  result: Settled;
}

/** A booking still in the line that the seats the batch leaves refuse: answered after its commit. */
export interface Refused {
  attempt: Attempt;
  refusal: Error;
}

export const isBusy = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === 'BUSY';

export function answerError(app: FastifyInstance, attempt: Attempt, error: unknown): void {
  if (attempt.answered) return;
  attempt.answered = true;
  const refusal = isLockRefusal(error) ? busy() : error;
  if (refusal instanceof Error && isBusy(refusal)) app.metrics.busyAnswered();
  attempt.reject(refusal);
}

export function answerValue(attempt: Attempt, value: unknown): void {
  if (attempt.answered) return;
  attempt.answered = true;
  attempt.resolve(value);
}
