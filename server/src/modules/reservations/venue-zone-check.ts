/**
 * A zone the guest names must be one of the venue's. Seats are measured per zone, but a party
 * joining the waiting list keeps the zone it asked for as sent: another venue's zone id, or one
 * that does not exist, would be stored and never seated.
 */
import type { DbOrTx } from '../../db/tx';
import { ApiError } from '../../lib/api-error';
import { findVenueZone } from './reservation-repository';

export async function checkVenueZone(db: DbOrTx, venueId: number, zoneId: number | undefined): Promise<void> {
  if (zoneId === undefined) return;
  if (!(await findVenueZone(db, venueId, zoneId))) throw new ApiError(404, 'ZONE_NOT_FOUND', `No zone ${zoneId} at this venue`);
}
