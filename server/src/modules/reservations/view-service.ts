/** A reservation's wire view with what it refers to (experience, zone). */
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/tx';
import type { Venue } from '../venues/venue-repository';
import { type ReservationRow, findExperience, findZone } from './reservation-repository';
import { type WireReservation, toWireReservation } from './reservation-view';

/** Give the transaction of the write, so the answer is ready before it commits. */
export async function viewOf(app: FastifyInstance, venue: Venue, r: ReservationRow, db: DbOrTx = app.db): Promise<WireReservation> {
  const experience = r.experienceId ? ((await findExperience(db, venue.id, r.experienceId)) ?? null) : null;
  const zone = r.zoneId ? ((await findZone(db, r.zoneId)) ?? null) : null;
  return toWireReservation(r, { venue, experience, zone, now: app.clock(), publicUrl: app.config.publicUrl, walletLinks: app.wallet.links('booking', r.hash) });
}
