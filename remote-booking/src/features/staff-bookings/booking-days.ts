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

/** The list with one reservation replaced by its newer state (an action's answer), or added (a walk-in). */
export const withReservation = <L extends { reservations: StaffReservation[] }>(list: L, next: StaffReservation): L => ({
  ...list,
  reservations: list.reservations.some((r) => r.id === next.id) ? list.reservations.map((r) => (r.id === next.id ? next : r)) : [...list.reservations, next],
});

/** Requests to answer (either day), in time order. */
export const requestsOf = (list: { reservations: StaffReservation[] }): StaffReservation[] =>
  list.reservations.filter((r) => r.status === 'pending').sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.id - b.id);

/** The waiting list of a day in the order guests joined it (the order offers go in), offers included. */
export const waitingOf = (list: { reservations: StaffReservation[] }, date: string): StaffReservation[] =>
  list.reservations
    .filter((r) => r.date === date && (r.status === 'waiting' || r.status === 'offered'))
    .sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? '') || a.id - b.id);

/** What the day lists show below the requests and the waiting list. */
export const onTheBooks = (r: StaffReservation): boolean => r.status !== 'pending' && r.status !== 'waiting' && r.status !== 'offered';

/** The time of an ISO instant as its offset writes it (the server writes an offer's deadline with the venue's). */
export const wallTime = (iso: string) => /T(\d{2}:\d{2})/.exec(iso)?.[1] ?? '';

/** An instant's time (a party arrived, an offer ends), in the page's language (the instant is UTC: the phone's clock is the venue's). */
export function clockTime(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? wallTime(iso) : new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
}
