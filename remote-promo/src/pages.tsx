import { RoutePlaceholder, type RemotePagesModule } from '@venue/shared';
import { registerPromoTranslations } from './i18n/resources';

registerPromoTranslations();

// Screens of later issues: the route and its parameters are real, the content is to come.
const placeholder = (page: string) => () => <RoutePlaceholder ns="promo" page={page} buildLabel={__BUILD_LABEL__} />;

/** What this remote exposes as ./pages: one component per route of the spec it owns. */
const pages: RemotePagesModule = {
  Promo: placeholder('Promo'),
  PromoCode: placeholder('PromoCode'),
  PromoError: placeholder('PromoError'),
  PromoDuplicate: placeholder('PromoDuplicate'),
  PromoConfirm: placeholder('PromoConfirm'),
};

export default pages;
