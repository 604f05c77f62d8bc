import { registerTranslations, type TextsLoader } from '@venue/shared';

// The promo remote's texts (namespace `promo`), a module per language in promo/. Italian is the
// source; every language has the same keys. Shared texts (validation, consents, bot check)
// come from `common`.
export const loadPromoTexts: TextsLoader = (lng) => import(/* webpackMode: "eager" */ `./promo/${lng}`);

export const registerPromoTranslations = () => registerTranslations('promo', loadPromoTexts);
