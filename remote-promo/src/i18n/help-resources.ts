import { registerTranslations, type TextsLoader } from '@venue/shared';

// "Send my code again" on the duplicate page; a module per language in promo-help/.
export const loadPromoHelpTexts: TextsLoader = (lng) => import(/* webpackMode: "eager" */ `./promo-help/${lng}`);

export const registerPromoHelpTranslations = () => registerTranslations('promoHelp', loadPromoHelpTexts);
