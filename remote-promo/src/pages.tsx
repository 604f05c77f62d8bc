import { lazy } from 'react';
import type { RemotePagesModule } from '@venue/shared';
import { registerPromoTranslations } from './i18n/resources';

registerPromoTranslations();

const placeholder = (page: string) =>
  lazy(() => import('./features/placeholder/placeholder-page').then(({ PlaceholderPage }) => ({ default: () => <PlaceholderPage page={page} /> })));

/** What this remote exposes as ./pages: one component per route of the spec it owns. */
const pages: RemotePagesModule = {
  Promo: placeholder('Promo'),
  PromoCode: placeholder('PromoCode'),
  PromoError: placeholder('PromoError'),
  PromoDuplicate: placeholder('PromoDuplicate'),
  PromoConfirm: placeholder('PromoConfirm'),
};

export default pages;
