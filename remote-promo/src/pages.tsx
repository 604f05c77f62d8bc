import { lazy } from 'react';
import type { RemotePagesModule } from '@venue/shared';
import { registerPromoTranslations } from './i18n/resources';
import { registerPromoHelpTranslations } from './i18n/help-resources';

registerPromoTranslations();
registerPromoHelpTranslations();

// Each screen is its own chunk: the code page's QR library and the form's bot check load only there.
// A chunk named `page-<key in this module>` is named in the page by the server, beside the
// remote's entry (webpack/remote-manifest-plugin.cjs); the three outcome pages share one chunk,
// fetched once the module runs.
const PromoPage = lazy(() => import(/* webpackChunkName: "page-Promo" */ './features/promo-page/promo-page').then((m) => ({ default: m.PromoPage })));
const PromoCodePage = lazy(() => import(/* webpackChunkName: "page-PromoCode" */ './features/promo-code/promo-code-page').then((m) => ({ default: m.PromoCodePage })));
const OutcomePage = lazy(() => import('./features/outcome/outcome-page').then((m) => ({ default: m.OutcomePage })));

/** What this remote exposes as ./pages: one component per route of the spec it owns. */
const pages: RemotePagesModule = {
  Promo: PromoPage,
  PromoCode: PromoCodePage,
  PromoError: () => <OutcomePage outcome="error" />,
  PromoDuplicate: () => <OutcomePage outcome="duplicate" />,
  PromoConfirm: () => <OutcomePage outcome="confirm" />,
};

export default pages;
