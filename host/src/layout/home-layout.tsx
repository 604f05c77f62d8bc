import { useAtomValue } from 'jotai';
import { locationAtom, Outlet, ScrollRestoration } from '@venue/shared';
import { CustomHtml } from '../custom-html/custom-html';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';
import { useFocusOnNavigation } from './use-focus-on-navigation';
import { useDocumentTitle } from './use-document-title';
import styles from './home-layout.module.css';

/** The home layout at / (spec section 2): every screen is rendered inside it. */
export function HomeLayout() {
  const location = useAtomValue(locationAtom);
  useDocumentTitle();
  useFocusOnNavigation();
  return (
    <div className={styles.shell}>
      <SkipLink />
      <CustomHtml slot="header" html={location?.customHeader ?? ''} />
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <footer className={styles.footerArea}>
        <CustomHtml slot="footer" html={location?.customFooter ?? ''} />
        <SiteFooter />
      </footer>
      <ScrollRestoration />
    </div>
  );
}
