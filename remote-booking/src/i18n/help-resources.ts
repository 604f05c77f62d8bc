import { registerTranslations } from '@venue/shared';
import loadBookingHelpTexts from './booking-help';

// Texts of the booking helpers (suggestions when full, the large-party request, find my
// booking, a cancelled booking's link), in a namespace of their own; a module per language.
export { loadBookingHelpTexts };

export const registerBookingHelpTranslations = () => registerTranslations('bookingHelp', loadBookingHelpTexts);
