import { StaticRouter } from '@venue/shared';
import { AppProviders, type PageContext } from '../app/app-providers';
import { HostRoutes } from '../app/router';
import { PageNonce } from '../custom-html/page-nonce';

/** What the server renders for one page: the browser's tree (hydration), at the page's address. */
export function PageTree({ page, url, nonce }: { page: PageContext; url: string; nonce: string }) {
  return (
    <AppProviders page={page}>
      <PageNonce value={nonce}>
        <StaticRouter location={url}>
          <HostRoutes />
        </StaticRouter>
      </PageNonce>
    </AppProviders>
  );
}
