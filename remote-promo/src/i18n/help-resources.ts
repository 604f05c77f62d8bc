import { registerTranslations, type TextsLoader } from '@venue/shared';

// "Send my code again" on the duplicate page; a module per language in promo-help/.
export const loadPromoHelpTexts: TextsLoader = (lng) => import(/* webpackChunkName: "i18n-promoHelp-[request]" */ `./promo-help/${lng}`);

export const registerPromoHelpTranslations = () => registerTranslations('promoHelp', loadPromoHelpTexts);
