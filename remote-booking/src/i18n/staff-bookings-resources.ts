import { registerTranslations } from '@venue/shared';
import loadStaffBookingsTexts from './staff-bookings';

// The door page's bookings screen (namespace `staffBookings`), a module per language in
// staff-bookings/. Registered by that screen's chunk only: no guest page fetches them.
export { loadStaffBookingsTexts };

export const STAFF_BOOKINGS_NS = 'staffBookings';

export const registerStaffBookingsTranslations = (): void => registerTranslations(STAFF_BOOKINGS_NS, loadStaffBookingsTexts);
