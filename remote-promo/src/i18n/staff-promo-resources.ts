import { registerTranslations } from '@venue/shared';
import loadStaffPromoTexts from './staff-promo';

// The door page's promo code screen (namespace `staffPromo`), a module per language in
// staff-promo/. Registered by that screen's chunk only: no guest page fetches them.
export { loadStaffPromoTexts };

export const STAFF_PROMO_NS = 'staffPromo';

export const registerStaffPromoTranslations = (): void => registerTranslations(STAFF_PROMO_NS, loadStaffPromoTexts);
