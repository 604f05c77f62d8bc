import { memo, useEffect } from 'react';
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

/**
 * The home layout at / (docs/product.md#screens-and-routes): every screen is rendered inside it.
 * Drawn again only when the path changes: a new history entry of the same page (each step of the
 * booking flow is one) changes the router's location, and the header, footer and venue's HTML
 * would otherwise all be drawn again with the step, on the tap's time. The page itself (the
 * `Outlet`) follows the router as before.
 */
export function HomeLayout() {
  const { pathname } = useLocation();
  return <HomeLayoutFrame pathname={pathname} />;
}

const HomeLayoutFrame = memo(function HomeLayoutFrame({ pathname }: { pathname: string }) {
  const location = useAtomValue(locationAtom);
  useDocumentTitle();
  useFocusOnNavigation(pathname);
  // On every navigation, the experiences (a no-op once loaded); the phone prefixes come with a phone field.
  useEffect(() => void loadNavigationDataForPage(), [pathname]);
  usePrefetchNextPages(pathname);
  // Never true and false in one document: the history loads a new one across (host/src/app/app.tsx).
  const venueScripts = !isSecretAddress(pathname);
  return (
    <div className={styles.shell}>
      <SkipLink />
      <CustomHtml slot="header" html={location?.customHeader ?? ''} scripts={venueScripts} />
      <SiteHeader pathname={pathname} />
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
});
