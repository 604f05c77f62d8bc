import { registerTranslations } from '@venue/shared';
import loadGiftcardPreviewTexts from './preview';

// The gift card preview on the checkout, worded like the card's e-mail (server giftcard-texts);
// a module per language in preview/.
export { loadGiftcardPreviewTexts };

export const registerGiftcardPreviewTranslations = () => registerTranslations('giftcardsPreview', loadGiftcardPreviewTexts);
