// The door's list: today's and tomorrow's bookings grouped by day (both days shown, even empty),
// each in time order; an action's answer replaces its booking in place.
import type { StaffReservation } from '@venue/shared/staff';
import { bookingDays, canMarkAtDoor, onTheBooks, requestsOf, waitingOf, withReservation } from '../src/features/staff-bookings/booking-days';
import { historyParts } from '../src/features/staff-bookings/guest-history-text';

const booking = (id: number, date: string, time: string, status = 'confirmed', arrivedAt: string | null = null) =>
  ({ id, date, time, status, arrivedAt, pax: 2, name: `Guest ${id}` }) as unknown as StaffReservation;

describe('bookingDays', () => {
  it('groups by day and sorts by time, open bookings before closed ones at the same time', () => {
    const days = bookingDays({
      date: '2026-06-01',
      to: '2026-06-02',
      reservations: [
        booking(1, '2026-06-02', '12:30'),
        booking(2, '2026-06-01', '20:00', 'cancelled'),
        booking(3, '2026-06-01', '19:30'),
        booking(4, '2026-06-01', '20:00'),
      ],
    });
    expect(days.map((d) => [d.date, d.which, d.reservations.map((r) => r.id)])).toEqual([
      ['2026-06-01', 'today', [3, 4, 2]],
      ['2026-06-02', 'tomorrow', [1]],
    ]);
  });

  it('shows both days even when one has no booking', () => {
    expect(bookingDays({ date: '2026-06-01', to: '2026-06-02', reservations: [] }).map((d) => [d.which, d.reservations.length])).toEqual([
      ['today', 0],
      ['tomorrow', 0],
    ]);
  });

  it('lists one day alone when the list asked for one date', () => {
    expect(bookingDays({ date: '2026-06-05', to: '2026-06-05', reservations: [booking(1, '2026-06-05', '13:00')] })).toHaveLength(1);
  });
});

describe('the door actions', () => {
  it('are offered on a confirmed booking whose party has not come', () => {
    expect(canMarkAtDoor(booking(1, '2026-06-01', '20:00'))).toBe(true);
    expect(canMarkAtDoor(booking(1, '2026-06-01', '20:00', 'confirmed', '2026-06-01T18:02:00.000Z'))).toBe(false);
    expect(canMarkAtDoor(booking(1, '2026-06-01', '20:00', 'pending'))).toBe(false);
    expect(canMarkAtDoor(booking(1, '2026-06-01', '20:00', 'no_show'))).toBe(false);
  });

  it('put the answer in the list in place of the booking', () => {
    const list = { date: '2026-06-01', to: '2026-06-02', reservations: [booking(1, '2026-06-01', '19:00'), booking(2, '2026-06-01', '20:00')] };
    const next = withReservation(list, booking(2, '2026-06-01', '20:00', 'confirmed', '2026-06-01T18:02:00.000Z'));
    expect(next.reservations.map((r) => r.arrivedAt)).toEqual([null, '2026-06-01T18:02:00.000Z']);
    expect(list.reservations[1]?.arrivedAt).toBeNull();
  });

  it('add a new booking (a walk-in) to the list', () => {
    const list = { date: '2026-06-01', to: '2026-06-02', reservations: [booking(1, '2026-06-01', '19:00')] };
    expect(withReservation(list, booking(9, '2026-06-01', '19:00')).reservations.map((r) => r.id)).toEqual([1, 9]);
  });
});

describe('the day’s parts', () => {
  const joined = (id: number, date: string, status: string, createdAt: string) => ({ ...booking(id, date, '20:00', status), createdAt }) as StaffReservation;
  const list = {
    reservations: [
      booking(1, '2026-06-02', '20:00', 'pending'),
      booking(2, '2026-06-01', '21:00', 'pending'),
      joined(3, '2026-06-01', 'waiting', '2026-05-30T10:00:00Z'),
      joined(4, '2026-06-01', 'offered', '2026-05-29T10:00:00Z'),
      joined(5, '2026-06-02', 'waiting', '2026-05-28T10:00:00Z'),
      booking(6, '2026-06-01', '19:00'),
    ],
  };

  it('puts the requests of both days first, in time order', () => {
    expect(requestsOf(list).map((r) => r.id)).toEqual([2, 1]);
  });

  it('lists a day’s waiting guests in the order they joined, offers included; the books hold the rest', () => {
    expect(waitingOf(list, '2026-06-01').map((r) => r.id)).toEqual([4, 3]);
    expect(list.reservations.filter(onTheBooks).map((r) => r.id)).toEqual([6]);
  });

  it('says a guest’s history in words, or that it is their first visit', () => {
    const t = (key: string, values?: Record<string, unknown>) => `${key}${values ? JSON.stringify(values) : ''}`;
    const day = (date: string) => `day(${date})`;
    const card = { visits: 0, noShows: 0, recentNoShows: 0, lateCancellations: 0, lastVisit: null, note: null };
    expect(historyParts(card, t, day)).toEqual(['history.first']);
    expect(historyParts({ ...card, visits: 3, lastVisit: '2026-05-12', noShows: 1, lateCancellations: 2 }, t, day)).toEqual([
      'history.visits{"count":3}, history.last{"date":"day(2026-05-12)"}',
      'history.noShows{"count":1}',
      'history.late{"count":2}',
    ]);
  });
});
