/**
 * The booking calls of one day (submit, hold, Google's create) enter their work in the order
 * they came, BOOKING_ADMISSION_PER_DAY at a time per instance (lib/admission-gate.ts): in a rush
 * the first guests are checked and booked first, instead of every guest's checks sharing the
 * event loop. The wait for a turn counts in the booking's BOOKING_LOCK_TIMEOUT_MS with its wait in
 * the day's line (booking-batch.ts), its checks between them do not: past it, 429 BUSY and
 * nothing written.
 */
import type { FastifyInstance } from 'fastify';
import { busy, dayLockKey } from './booking-lock';

/** `work` once admitted, told how long the call waited for its turn (ms). */
export function admitBooking<T>(app: FastifyInstance, venueId: number, date: string, work: (waitedMs: number) => Promise<T>): Promise<T> {
  const asked = Date.now();
  const timedOut = () => {
    app.metrics.busyAnswered();
    return busy();
  };
  return app.bookingAdmission.run(dayLockKey(venueId, date), asked + app.config.bookingLockTimeoutMs, timedOut, () => work(Date.now() - asked));
}
