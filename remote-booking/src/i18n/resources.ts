import { registerTranslations, type TextsLoader } from '@venue/shared';

// The booking screens' texts, a module per language in booking/ (Italian is the source, spec
// section 9): a page fetches only its visitor's language.
export const loadBookingTexts: TextsLoader = (lng) => import(/* webpackMode: "eager" */ `./booking/${lng}`);

export const registerBookingTranslations = () => registerTranslations('booking', loadBookingTexts);
