import { registerTranslations } from '@venue/shared';
import loadBookingTexts from './booking';

// The booking screens' texts, a module per language in booking/ (Italian is the source, spec
// section 9): a page fetches only its visitor's language.
export { loadBookingTexts };

export const registerBookingTranslations = () => registerTranslations('booking', loadBookingTexts);
