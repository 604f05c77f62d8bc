import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { HydrateNearScreen, isSecretAddress, loadNavigationDataForPage, locationAtom, Outlet, RouteErrorBoundary, ScrollRestoration, useLocation } from '@venue/shared';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { usePrefetchNextPages } from '../features/prefetch/use-prefetch-next-pages';
import { CustomHtml } from '../custom-html/custom-html';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';
import { useFocusOnNavigation } from './use-focus-on-navigation';
import { useDocumentTitle } from './use-document-title';
import styles from './home-layout.module.css';

/** The home layout at / (docs/product.md#screens-and-routes): every screen is rendered inside it. */
export function HomeLayout() {
  const location = useAtomValue(locationAtom);
  useDocumentTitle();
  useFocusOnNavigation();
  // On every navigation, the experiences (a no-op once loaded); the phone prefixes come with a phone field.
  const { pathname } = useLocation();
  useEffect(() => void loadNavigationDataForPage(), [pathname]);
  usePrefetchNextPages();
  // Never true and false in one document: the history loads a new one across (host/src/app/app.tsx).
  const venueScripts = !isSecretAddress(pathname);
  return (
    <div className={styles.shell}>
      <SkipLink />
      <CustomHtml slot="header" html={location?.customHeader ?? ''} scripts={venueScripts} />
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        {/* A page that throws shows the error variant inside the layout: the venue's header,
            footer and language switch stay usable. */}
        <RouteErrorBoundary fallback={(error) => <NotFoundPage variant="error" error={error} />}>
          <Outlet />
        </RouteErrorBoundary>
      </main>
      <footer className={styles.footerArea}>
        {/* Hydrated when it comes near the screen: nothing in it answers a tap before then. */}
        <HydrateNearScreen>
          <CustomHtml slot="footer" html={location?.customFooter ?? ''} scripts={venueScripts} />
          <SiteFooter />
        </HydrateNearScreen>
      </footer>
      <ScrollRestoration />
    </div>
  );
}
