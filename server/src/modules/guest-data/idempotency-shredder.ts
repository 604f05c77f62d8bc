/**
 * Stored answers of calls sent with an Idempotency-Key (kept 24 hours): a booking's or a claim's
 * answer repeats the guest's address and links. The export lists which (key and time: the
 * content is what the other parts list); erasing deletes them, and a retry with such a key is
 * then a new call.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { idempotencyKeys } from '../../db/schema';
import { type GuestScope, type GuestShredder, type GuestTraces, containsAny, searchTexts } from './guest-shredder';

const naming = (scope: GuestScope, traces: GuestTraces) =>
  and(scope.venueId === null ? undefined : eq(idempotencyKeys.venueId, scope.venueId), containsAny(sql`${idempotencyKeys.body}::text`, searchTexts(traces)));

export const idempotencyShredder: GuestShredder = {
  name: 'storedAnswers',
  async find(tx, scope, traces) {
    const rows = await tx
      .select({ venueId: idempotencyKeys.venueId, key: idempotencyKeys.key, createdAt: idempotencyKeys.createdAt })
      .from(idempotencyKeys)
      .where(naming(scope, traces));
    traces.storedAnswerKeys.push(...rows.map((r) => `${r.venueId}:${r.key}`));
    return rows.map((r) => ({ key: r.key, createdAt: r.createdAt }));
  },
  async erase(tx, _scope, traces) {
    if (!traces.storedAnswerKeys.length) return 0;
    const gone = await tx
      .delete(idempotencyKeys)
      .where(inArray(sql`${idempotencyKeys.venueId} || ':' || ${idempotencyKeys.key}`, traces.storedAnswerKeys))
      .returning({ key: idempotencyKeys.key });
    return gone.length;
  },
};
