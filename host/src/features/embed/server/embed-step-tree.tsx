import { StaticRouter } from '@venue/shared';
import { AppProviders, type PageContext } from '../../../app/app-providers';
import { RemotePage } from '../../../federation/remote-page';
import { EmbedFrame } from '../app/embed-frame';

/**
 * What the server draws of the embed before any of its scripts (docs/embedding.md): the widget's
 * frame around the booking remote's page at the widget's start, as the widget's own routes draw
 * it (app/embed-routes.tsx), without the site's layout: no venue header, footer or scripts.
 */
export function EmbedStepTree({ page, url, language, venue, remotePage }: { page: PageContext; url: string; language: string; venue: string; remotePage: string }) {
  return (
    <AppProviders page={page}>
      <StaticRouter location={url}>
        <EmbedFrame language={language} venue={venue}>
          <RemotePage remote="booking" page={remotePage} />
        </EmbedFrame>
      </StaticRouter>
    </AppProviders>
  );
}
