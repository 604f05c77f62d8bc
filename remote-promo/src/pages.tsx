import { lazy } from 'react';
import type { RemotePagesModule } from '@venue/shared';
import { registerPromoTranslations } from './i18n/resources';
import { registerPromoHelpTranslations } from './i18n/help-resources';

registerPromoTranslations();
registerPromoHelpTranslations();

// Each screen is its own chunk: the code page's QR library and the form's bot check load only there.
// Every page's chunk is named `page-<key in this module>`: the server names its files in the page,
// beside the remote's entry, and the build fails when a route names a page without one
// (webpack/remote-manifest-plugin.cjs). The three outcome pages are one screen, one module.
const PromoPage = lazy(() => import(/* webpackChunkName: "page-Promo" */ './features/promo-page/promo-page').then((m) => ({ default: m.PromoPage })));
const PromoCodePage = lazy(() => import(/* webpackChunkName: "page-PromoCode" */ './features/promo-code/promo-code-page').then((m) => ({ default: m.PromoCodePage })));
const outcome = (load: () => Promise<typeof import('./features/outcome/outcome-page')>, kind: 'error' | 'duplicate' | 'confirm') =>
  lazy(() => load().then((m) => ({ default: () => <m.OutcomePage outcome={kind} /> })));

// The door page's code screen: its chunk brings the staff texts and waits for them (no guest
// page fetches them, nor @venue/shared/staff).
const StaffPromoCodePage = lazy(() =>
  import(/* webpackChunkName: "page-StaffPromoCode" */ './features/staff-promo/staff-promo-page').then(async (m) => {
    await m.staffPromoTextsReady();
    return { default: m.StaffPromoCodePage };
  }),
);

/** What this remote exposes as ./pages: one component per route it owns. */
const pages: RemotePagesModule = {
  Promo: PromoPage,
  PromoCode: PromoCodePage,
  PromoError: outcome(() => import(/* webpackChunkName: "page-PromoError" */ './features/outcome/outcome-page'), 'error'),
  PromoDuplicate: outcome(() => import(/* webpackChunkName: "page-PromoDuplicate" */ './features/outcome/outcome-page'), 'duplicate'),
  PromoConfirm: outcome(() => import(/* webpackChunkName: "page-PromoConfirm" */ './features/outcome/outcome-page'), 'confirm'),
  StaffPromoCode: StaffPromoCodePage,
};

export default pages;
