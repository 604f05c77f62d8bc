import { registerTranslations } from '@venue/shared';
import { de } from './locales/de';
import { en } from './locales/en';
import { es } from './locales/es';
import { fr } from './locales/fr';
import { it } from './locales/it';

export const GIFTCARDS_NS = 'giftcards';
export const giftcardResources = { it, en, fr, es, de };

export const registerGiftcardTranslations = () => registerTranslations(GIFTCARDS_NS, giftcardResources);
