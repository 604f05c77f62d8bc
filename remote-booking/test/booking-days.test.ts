// The door's list: today's and tomorrow's bookings grouped by day (both days shown, even empty),
// each in time order; an action's answer replaces its booking in place.
import type { StaffReservation } from '@venue/shared/staff';
import { bookingDays, canMarkAtDoor, withReservation } from '../src/features/staff-bookings/booking-days';

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
});
