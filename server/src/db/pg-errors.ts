/** Reading PostgreSQL's errors (pg and PGlite alike), whether drizzle wraps them or not. */

interface PgErrorLike {
  code?: string;
  constraint?: string;
  message?: string;
  cause?: unknown;
}

/** A unique-key violation (SQLSTATE 23505), of `constraint` when one is named. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e = err as PgErrorLike | undefined; e; e = e.cause as PgErrorLike | undefined) {
    if (e.code === '23505' && (!constraint || !e.constraint || e.constraint === constraint || e.message?.includes(constraint))) return true;
  }
  return false;
}
