import type { Language } from './languages';
import { de } from './locales/de';
import { en } from './locales/en';
import { es } from './locales/es';
import { fr } from './locales/fr';
import { it } from './locales/it';
import type { CommonShape } from './locales/it';

export type { CommonShape };

/** Namespace of the shared texts; remotes register their own namespaces. */
export const COMMON_NS = 'common';

/** The `common` namespace in every language (Italian is the source). */
export const commonResources: Record<Language, CommonShape> = { it, en, fr, es, de };
