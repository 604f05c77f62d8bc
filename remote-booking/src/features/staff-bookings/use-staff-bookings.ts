import { useCallback, useEffect, useState } from 'react';
import { listReservations, markArrived, offerPlace, useStaffRequest, type StaffDays, type StaffReservation } from '@venue/shared/staff';
import { withReservation } from './booking-days';

/** Today's and tomorrow's bookings, and the card actions that need no dialog: arrived, offer now. */
export function useStaffBookings() {
  const [list, setList] = useState<StaffDays | null>(null);
  const listing = useStaffRequest(listReservations);
  const arriving = useStaffRequest(markArrived);
  const offering = useStaffRequest(offerPlace);
  const { run: runList } = listing;
  const { run: runArrived } = arriving;
  const { run: runOffer } = offering;

  const reload = useCallback(async () => {
    const days = await runList();
    if (days) setList(days);
  }, [runList]);
  useEffect(() => void reload(), [reload]);

  /** Puts an action's answer in the list (no second round trip); a new one (a walk-in) joins it. */
  const update = useCallback((next: StaffReservation) => setList((current) => (current ? withReservation(current, next) : current)), []);

  const arrived = useCallback(
    async (id: number) => {
      const next = await runArrived(id);
      if (next) update(next);
      return next;
    },
    [runArrived, update],
  );
  const offer = useCallback(
    async (id: number) => {
      const next = await runOffer(id);
      if (next) update(next);
      return next;
    },
    [runOffer, update],
  );

  return {
    list,
    loading: listing.pending,
    listError: listing.error,
    reload,
    arrived,
    offer,
    actionError: arriving.error ?? offering.error,
    busy: arriving.pending || offering.pending,
    update,
  };
}
