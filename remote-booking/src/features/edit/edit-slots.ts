/** Which of a day's times the edit page offers for a booking (docs/product.md#states). */
import type { Slot } from '@venue/shared';
import type { Reservation } from '../../api/booking-api';

export function slotRules(r: Reservation, date: string) {
  // The guest's own time stays selectable: the server measures the venue without this booking.
  const own = (s: Slot) => date === r.date && s.time === r.time;
  const free = (s: Slot) => own(s) || (r.experience ? s.experiences.includes(r.experience.id) : s.available);
  // A full time that keeps a waiting list can be chosen, and says at once that a change cannot
  // wait there; a full time without one cannot be chosen at all.
  const waits = (s: Slot) => (r.experience ? s.waitingExperiences.includes(r.experience.id) : s.waitingList);
  return { free, waits };
}
