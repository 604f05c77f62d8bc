import { registerTranslations } from '@venue/shared';
import loadGiftcardTexts from './locales';

export const GIFTCARDS_NS = 'giftcards';

// The gift card screens' texts, a module per language in locales/: a page fetches only its
// visitor's language.
export { loadGiftcardTexts };

export const registerGiftcardTranslations = () => registerTranslations(GIFTCARDS_NS, loadGiftcardTexts);
