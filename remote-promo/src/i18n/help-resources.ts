import { registerTranslations } from '@venue/shared';
import loadPromoHelpTexts from './promo-help';

// "Send my code again" on the duplicate page; a module per language in promo-help/.
export { loadPromoHelpTexts };

export const registerPromoHelpTranslations = () => registerTranslations('promoHelp', loadPromoHelpTexts);
