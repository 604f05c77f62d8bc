/**
 * A guest's history at one venue, from the venue's own reservations that name the same guest by
 * e-mail key or phone key (either): visits (confirmed, before today or marked arrived), no-shows,
 * late cancellations and the last visit. Erased reservations have no keys, so they count for no
 * one. Read per venue only: another venue's bookings never say anything about a guest here.
 */
import { type SQL, and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { reservations } from '../../../db/schema';
import type { DbOrTx } from '../../../db/tx';
import type { GuestKeys } from './guest-keys';

export interface GuestHistory {
  visits: number;
  noShows: number;
  /** No-shows of the last 12 months (the venue's card rule counts these). */
  recentNoShows: number;
  lateCancellations: number;
  /** The date of the last visit (YYYY-MM-DD), or null. */
  lastVisit: string | null;
}

export const NO_HISTORY: GuestHistory = { visits: 0, noShows: 0, recentNoShows: 0, lateCancellations: 0, lastVisit: null };

type Columns = typeof reservations;

/** The counts over the rows `h` (a reservations alias), as of `today` (YYYY-MM-DD). */
function counts(h: Columns, today: string) {
  const visit = sql`(${h.status} = 'confirmed' and (${h.arrivedAt} is not null or ${h.date} < ${today}))`;
  const yearAgo = sql`(${today}::date - interval '12 months')::date`;
  return {
    visits: sql<number>`count(*) filter (where ${visit})::int`,
    noShows: sql<number>`count(*) filter (where ${h.status} = 'no_show')::int`,
    recentNoShows: sql<number>`count(*) filter (where ${h.status} = 'no_show' and ${h.date} >= ${yearAgo})::int`,
    lateCancellations: sql<number>`count(*) filter (where ${h.status} = 'cancelled' and ${h.lateCancellation})::int`,
    lastVisit: sql<string | null>`max(${h.date}) filter (where ${visit})::text`,
  };
}

/** The history of each reservation's guest (its own row left out), by reservation id. */
export async function historiesOf(db: DbOrTx, venueId: number, ids: number[], today: string): Promise<Map<number, GuestHistory>> {
  const result = new Map<number, GuestHistory>();
  if (!ids.length) return result;
  const d = alias(reservations, 'd');
  const h = reservations;
  const rows = await db
    .select({ id: d.id, ...counts(h, today) })
    .from(d)
    .innerJoin(
      h,
      and(
        eq(h.venueId, d.venueId),
        ne(h.id, d.id),
        or(
          and(sql`${d.guestEmailKey} is not null`, eq(h.guestEmailKey, d.guestEmailKey)),
          and(sql`${d.guestPhoneKey} is not null`, eq(h.guestPhoneKey, d.guestPhoneKey)),
        ),
      ),
    )
    .where(and(eq(d.venueId, venueId), inArray(d.id, ids)))
    .groupBy(d.id);
  for (const { id, ...history } of rows) result.set(id, history);
  return result;
}

/** The history of a guest not booked yet (the venue's card rule at booking). */
export async function historyOfGuest(db: DbOrTx, venueId: number, keys: GuestKeys, today: string): Promise<GuestHistory> {
  const match: SQL[] = [];
  if (keys.email) match.push(eq(reservations.guestEmailKey, keys.email));
  if (keys.phone) match.push(eq(reservations.guestPhoneKey, keys.phone));
  if (!match.length) return NO_HISTORY;
  const [row] = await db
    .select(counts(reservations, today))
    .from(reservations)
    .where(and(eq(reservations.venueId, venueId), or(...match)));
  return row ?? NO_HISTORY;
}
