import { registerTranslations } from '@venue/shared';
import loadStaffGiftcardTexts from './staff-giftcard';

// The door page's gift card screen (namespace `staffGiftcard`), a module per language in
// staff-giftcard/. Registered by that screen's chunk only: no guest page fetches them.
export { loadStaffGiftcardTexts };

export const STAFF_GIFTCARD_NS = 'staffGiftcard';

export const registerStaffGiftcardTranslations = (): void => registerTranslations(STAFF_GIFTCARD_NS, loadStaffGiftcardTexts);
