import { COMMON_NS } from './i18n';
import { registerTranslations } from './register-translations';
import type { CommonShape } from './locales/it';
import loadCommonTexts from './locales';

export { COMMON_NS };
export type { CommonShape };

/** The `common` namespace, a module per language (Italian, `locales/it.ts`, is the source). */
export { loadCommonTexts };

registerTranslations(COMMON_NS, loadCommonTexts);
