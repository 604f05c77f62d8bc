import { registerTranslations, type TextsLoader } from './register-translations';
import type { CommonShape } from './locales/it';

export type { CommonShape };

/** Namespace of the shared texts; remotes register their own namespaces. */
export const COMMON_NS = 'common';

/** The `common` namespace, a module per language (Italian, `locales/it.ts`, is the source). */
export const loadCommonTexts: TextsLoader = (lng) => import(/* webpackChunkName: "i18n-common-[request]" */ `./locales/${lng}`);

registerTranslations(COMMON_NS, loadCommonTexts);
