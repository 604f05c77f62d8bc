/** One kind of work a booking falls due for at a time of its own (deadline-dispatcher.ts runs them). */
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/tx';

export interface DeadlineTask {
  /** For logs. */
  name: string;
  /** The reservations due at `now`, the most overdue first. */
  listDue(db: DbOrTx, now: Date, limit: number): Promise<number[]>;
  /** The next instant one falls due (null: none planned; the safety poll still runs the task). */
  nextDueAt(db: DbOrTx): Promise<Date | null>;
  /**
   * Does one reservation's due work in a transaction that locks it and checks it is still due;
   * false when there was nothing to do (another instance did it, or the booking changed).
   */
  handle(app: FastifyInstance, id: number): Promise<boolean>;
}
