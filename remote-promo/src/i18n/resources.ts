import { registerTranslations } from '@venue/shared';
import loadPromoTexts from './promo';

// The promo remote's texts (namespace `promo`), a module per language in promo/. Italian is the
// source; every language has the same keys. Shared texts (validation, consents, bot check)
// come from `common`.
export { loadPromoTexts };

export const registerPromoTranslations = () => registerTranslations('promo', loadPromoTexts);
