/**
 * The staff log's rows about the guest's bookings, cards and claims (a booking by its id, a code
 * masked but its last four characters). They name no one, so erasing leaves them: what staff did
 * stays accountable, and nothing in them leads back to the person once the rest is erased.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { staffActions } from '../../db/schema';
import { maskCode } from '../staff/staff-audit';
import type { GuestShredder } from './guest-shredder';

export const staffActionsShredder: GuestShredder = {
  name: 'staffActions',
  async find(tx, scope, traces) {
    const bookingSubjects = traces.bookingIds.map(String);
    const masked = [...new Set(traces.codes.map(maskCode))];
    const naming = or(
      bookingSubjects.length ? and(sql`${staffActions.detail}->>'kind' = 'booking'`, inArray(staffActions.subject, bookingSubjects)) : undefined,
      masked.length ? and(sql`${staffActions.detail}->>'kind' in ('promo', 'giftcard')`, inArray(staffActions.subject, masked)) : undefined,
    );
    if (!naming) return [];
    const rows = await tx
      .select()
      .from(staffActions)
      .where(and(naming, scope.venueId === null ? undefined : eq(staffActions.venueId, scope.venueId)))
      .orderBy(staffActions.id);
    return rows.map((r) => ({ at: r.at, staff: r.tokenLabel, action: r.action, subject: r.subject, result: r.result, detail: r.detail }));
  },
  erase: async () => 0,
};
