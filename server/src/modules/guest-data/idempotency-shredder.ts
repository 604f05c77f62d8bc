/**
 * Stored answers of calls sent with an Idempotency-Key (kept 24 hours): a booking's or a claim's
 * answer repeats the guest's address and links. Erasing deletes those that name the guest; a
 * retry with such a key is then a new call. Not part of the export: they copy what it lists.
 */
import { and, eq, sql } from 'drizzle-orm';
import { idempotencyKeys } from '../../db/schema';
import { type GuestShredder, containsAny, searchTexts } from './guest-shredder';

export const idempotencyShredder: GuestShredder = {
  name: 'storedAnswers',
  find: async () => [],
  async erase(tx, scope, traces) {
    const gone = await tx
      .delete(idempotencyKeys)
      .where(and(scope.venueId === null ? undefined : eq(idempotencyKeys.venueId, scope.venueId), containsAny(sql`${idempotencyKeys.body}::text`, searchTexts(traces))))
      .returning({ key: idempotencyKeys.key });
    return gone.length;
  },
};
