import { COMMON_NS } from './i18n';
import { registerTranslations, type TextsLoader } from './register-translations';
import type { CommonShape } from './locales/it';

export { COMMON_NS };
export type { CommonShape };

/** The `common` namespace, a module per language (Italian, `locales/it.ts`, is the source). */
export const loadCommonTexts: TextsLoader = (lng) => import(/* webpackMode: "eager" */ `./locales/${lng}`);

registerTranslations(COMMON_NS, loadCommonTexts);
