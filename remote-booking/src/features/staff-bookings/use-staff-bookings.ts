import { useCallback, useEffect, useState } from 'react';
import { listReservations, markArrived, useStaffRequest, type StaffDays, type StaffReservation } from '@venue/shared/staff';
import { withReservation } from './booking-days';

/** Today's and tomorrow's bookings, and "arrived" marked on one of them. */
export function useStaffBookings() {
  const [list, setList] = useState<StaffDays | null>(null);
  const listing = useStaffRequest(listReservations);
  const arriving = useStaffRequest(markArrived);
  const { run: runList } = listing;
  const { run: runArrived } = arriving;

  const reload = useCallback(async () => {
    const days = await runList();
    if (days) setList(days);
  }, [runList]);
  useEffect(() => void reload(), [reload]);

  /** Puts an action's answer in the list (no second round trip). */
  const update = useCallback((next: StaffReservation) => setList((current) => (current ? withReservation(current, next) : current)), []);

  const arrived = useCallback(
    async (id: number) => {
      const next = await runArrived(id);
      if (next) update(next);
    },
    [runArrived, update],
  );

  return { list, loading: listing.pending, listError: listing.error, reload, arrived, arrivedError: arriving.error, arriving: arriving.pending, update };
}
