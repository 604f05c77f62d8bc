/**
 * The changes of a venue file that would break what guests already hold, each said in a line
 * and located at the file's field: a zone that future bookings use leaving the file (at the
 * zones), a shift's capacity below the guests booked on a future day, a promotion's quantity
 * below the codes already claimed.
 */
import { and, eq, gte, inArray } from 'drizzle-orm';
import { promotions, reservations, zones } from '../../db/schema';
import type { Tx } from '../../db/tx';
import { isoWeekday } from '../../lib/wall-clock';
import type { RuleProblem } from './venue-file-rules';
import type { VenueFile } from './venue-file-schema';
import type { PlanChange } from './venue-plan-diff';
import { type VenuePlan, weekdayNumbers } from './venue-plan';

export async function findRefusals(tx: Tx, venueId: number, file: VenueFile, planned: VenuePlan, changes: PlanChange[], today: string): Promise<RuleProblem[]> {
  const reasons: RuleProblem[] = [];
  const changed = (section: PlanChange['section']) => changes.some((c) => c.section === section);
  const bookings = changed('zones') || changed('shifts') ? await liveFutureBookings(tx, venueId, today) : [];

  if (changed('zones')) {
    const zoneRows = await tx.select({ id: zones.id, key: zones.key }).from(zones).where(eq(zones.venueId, venueId));
    const kept = new Set(planned.zones.map((z) => z.key));
    for (const zone of zoneRows.filter((z) => !kept.has(z.key))) {
      const using = bookings.filter((b) => b.zoneId === zone.id);
      if (using.length) {
        const days = [...new Set(using.map((b) => b.date))].sort();
        reasons.push({
          path: ['zones'],
          message: `zone ${zone.key}: ${using.length} future booking(s) use it (${days.slice(0, 5).join(', ')}${days.length > 5 ? ', …' : ''}); keep it in the file until they are past or moved`,
        });
      }
    }
  }

  if (changed('shifts')) {
    // Guests booked per day and new shift (a booking belongs to the shift its time falls in).
    const booked = new Map<string, { shift: VenuePlan['shifts'][number]; date: string; guests: number }>();
    for (const b of bookings) {
      if (b.status === 'waiting') continue; // a waiting guest holds no seat
      const time = b.time.slice(0, 8).padEnd(8, ':00');
      const shift = planned.shifts.find((s) => s.weekday === isoWeekday(b.date) && s.startTime <= time && time < s.endTime);
      if (!shift || shift.capacity === null) continue;
      const key = `${b.date}|${shift.name}|${shift.startTime}`;
      const entry = booked.get(key) ?? { shift, date: b.date, guests: 0 };
      entry.guests += b.pax;
      booked.set(key, entry);
    }
    for (const { shift, date, guests } of [...booked.values()].sort((a, b) => a.date.localeCompare(b.date))) {
      if (guests <= shift.capacity!) continue;
      const index = file.shifts.findIndex((s) => s.name === shift.name && `${s.start}:00` === shift.startTime && weekdayNumbers(s.weekdays).includes(shift.weekday));
      reasons.push({
        path: ['shifts', index, 'capacity'],
        message: `shift ${shift.name} on ${date}: ${guests} guests are booked, the file gives it a capacity of ${shift.capacity}`,
      });
    }
  }

  if (changed('promotions')) {
    const rows = await tx.select({ urlName: promotions.urlName, claimed: promotions.claimedCount }).from(promotions).where(eq(promotions.venueId, venueId));
    planned.promotions.forEach((p, i) => {
      const row = rows.find((r) => r.urlName === p.urlName);
      if (row && p.quantity < row.claimed)
        reasons.push({
          path: ['promotions', i, 'quantity'],
          message: `promotion ${p.urlName}: ${row.claimed} codes are already claimed, the file gives it a quantity of ${p.quantity}`,
        });
    });
  }
  return reasons;
}

/** Bookings from today on that name a zone or keep seats (waiting ones too: they name a zone). */
const NAMING_STATUSES = ['pending', 'confirmed', 'held', 'waiting'] as const;

function liveFutureBookings(tx: Tx, venueId: number, today: string) {
  return tx
    .select({ date: reservations.date, time: reservations.time, pax: reservations.pax, zoneId: reservations.zoneId, status: reservations.status })
    .from(reservations)
    .where(and(eq(reservations.venueId, venueId), gte(reservations.date, today), inArray(reservations.status, [...NAMING_STATUSES])));
}
