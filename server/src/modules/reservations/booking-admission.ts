/**
 * The booking calls of one day (submit, hold, Google's create) enter their work in the order
 * they came, BOOKING_ADMISSION_PER_DAY at a time per instance (lib/admission-gate.ts): in a rush
 * the first guests are checked and booked first, instead of every guest's checks sharing the
 * event loop. The wait in turn counts in the booking's BOOKING_LOCK_TIMEOUT_MS, as its wait in
 * the day's line does (booking-batch.ts): past it, 429 BUSY and nothing written.
 */
import type { FastifyInstance } from 'fastify';
import { busy, dayLockKey } from './booking-lock';

/** `work` once admitted, given the deadline its whole wait keeps to (a Date.now() value). */
export function admitBooking<T>(app: FastifyInstance, venueId: number, date: string, work: (deadline: number) => Promise<T>): Promise<T> {
  const deadline = Date.now() + app.config.bookingLockTimeoutMs;
  const timedOut = () => {
    app.metrics.busyAnswered();
    return busy();
  };
  return app.bookingAdmission.run(dayLockKey(venueId, date), deadline, timedOut, () => work(deadline));
}
