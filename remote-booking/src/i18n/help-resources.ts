import { registerTranslations, type TextsLoader } from '@venue/shared';

// Texts of the booking helpers (suggestions when full, the large-party request, find my
// booking, a cancelled booking's link), in a namespace of their own; a module per language.
export const loadBookingHelpTexts: TextsLoader = (lng) => import(/* webpackMode: "eager" */ `./booking-help/${lng}`);

export const registerBookingHelpTranslations = () => registerTranslations('bookingHelp', loadBookingHelpTexts);
