/**
 * The booking the flow has just made, for its end message. Its edit hash is the guest's secret
 * and the end message is a page where the venue's scripts run, so the hash stays in this page's
 * memory: the router's state (history.state, which every script of the page reads, and which
 * outlives a reload) carries the booking without it, and a receipt that finds it here
 * (docs/security.md, "Secrets in addresses"). After a reload the page shows the booking, and its
 * e-mail has the link.
 */
import type { Reservation } from '../api/booking-api';

/** What the end message shows of a booking: everything but its secrets. */
export type MadeBookingView = Omit<Reservation, 'hash' | 'wallet' | 'icsUrl'>;

export interface MadeBooking {
  receipt: string;
  booking: MadeBookingView;
}

const hashes = new Map<string, string>();

export function rememberMadeBooking(reservation: Reservation): MadeBooking {
  const receipt = `${Date.now().toString(36)}-${hashes.size}`;
  hashes.set(receipt, reservation.hash);
  const { hash: _hash, wallet: _wallet, icsUrl: _icsUrl, ...booking } = reservation;
  return { receipt, booking };
}

/** The edit hash of a booking this page made, while the page lives. */
export function madeBookingHash(receipt: string | undefined): string | null {
  return (receipt && hashes.get(receipt)) || null;
}
