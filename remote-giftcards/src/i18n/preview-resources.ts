import { registerTranslations, type TextsLoader } from '@venue/shared';

// The gift card preview on the checkout, worded like the card's e-mail (server giftcard-texts);
// a module per language in preview/.
export const loadGiftcardPreviewTexts: TextsLoader = (lng) => import(/* webpackMode: "eager" */ `./preview/${lng}`);

export const registerGiftcardPreviewTranslations = () => registerTranslations('giftcardsPreview', loadGiftcardPreviewTexts);
