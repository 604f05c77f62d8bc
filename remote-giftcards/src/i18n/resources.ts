import { registerTranslations, type TextsLoader } from '@venue/shared';

export const GIFTCARDS_NS = 'giftcards';

// The gift card screens' texts, a module per language in locales/: a page fetches only its
// visitor's language.
export const loadGiftcardTexts: TextsLoader = (lng) => import(/* webpackMode: "eager" */ `./locales/${lng}`);

export const registerGiftcardTranslations = () => registerTranslations(GIFTCARDS_NS, loadGiftcardTexts);
