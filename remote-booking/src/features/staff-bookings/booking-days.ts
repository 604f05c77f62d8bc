import type { StaffReservation } from '@venue/shared/staff';

export interface BookingDay {
  date: string;
  /** 'today' or 'tomorrow' at the venue (the list's two days), else null. */
  which: 'today' | 'tomorrow' | null;
  reservations: StaffReservation[];
}

/** Statuses a door still deals with first; the others (cancelled, rejected, no-show) come after, in time order too. */
const CLOSED = new Set(['cancelled', 'rejected', 'no_show']);

/**
 * The list's reservations grouped by day (the list's own days, even an empty one, then any other),
 * each day in time order, open bookings before closed ones at the same time.
 */
export function bookingDays(list: { date: string; to: string; reservations: StaffReservation[] }): BookingDay[] {
  const days = new Map<string, StaffReservation[]>();
  days.set(list.date, []);
  if (list.to !== list.date) days.set(list.to, []);
  for (const r of list.reservations) days.set(r.date, [...(days.get(r.date) ?? []), r]);
  const byTime = (a: StaffReservation, b: StaffReservation) => a.time.localeCompare(b.time) || Number(CLOSED.has(a.status)) - Number(CLOSED.has(b.status)) || a.id - b.id;
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, reservations]) => ({
      date,
      which: date === list.date ? 'today' : date === list.to ? 'tomorrow' : null,
      reservations: [...reservations].sort(byTime),
    }));
}

/** A reservation the door can mark arrived or no-show: confirmed, not arrived yet. */
export const canMarkAtDoor = (r: StaffReservation): boolean => r.status === 'confirmed' && !r.arrivedAt;

/** The list with one reservation replaced by its newer state (an action's answer). */
export const withReservation = <L extends { reservations: StaffReservation[] }>(list: L, next: StaffReservation): L => ({
  ...list,
  reservations: list.reservations.map((r) => (r.id === next.id ? next : r)),
});
