import { useMemo, useState } from 'react';
import { Provider } from 'jotai';
import {
  AppRouter,
  DocumentRootContext,
  ErrorState,
  I18nextProvider,
  PageAnswersContext,
  appStore,
  browserPageAnswers,
  createMemoryBlockingHistory,
  i18n,
  isSecretAddress,
  useRoutes,
  useTranslation,
  type DocumentRoot,
} from '@venue/shared';
import type { WidgetMountOptions } from '../embed-contract';
import { bootEmbed, type EmbedBoot } from './embed-boot';
import { EMBED_START, embedRoutes } from './embed-routes';
import { EmbedFrame } from './embed-frame';

function EmbedRoutes({ origin, venue }: { origin: string; venue: string }) {
  const routes = useMemo(() => embedRoutes({ origin, venue }), [origin, venue]);
  return useRoutes(routes);
}

/** An address of the widget, on the site, for the widget's venue. */
function onSite({ origin, venue }: WidgetMountOptions, href: string): string {
  const url = new URL(href, origin);
  url.searchParams.set('venue', venue);
  return url.href;
}

/** The venue API could not be reached at start: the message and a retry, inside the widget. */
function BootFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return <ErrorState title={t('apiUnreachable.title')} message={t('apiUnreachable.message')} retryLabel={t('apiUnreachable.retry')} onRetry={onRetry} />;
}

interface EmbedAppProps {
  options: WidgetMountOptions;
  boot: EmbedBoot;
  /** Inside the shadow root: where dialogs go (the privacy policy), styled as the widget is. */
  portal: HTMLElement;
}

/**
 * The widget: the page's one store and i18n instance (one venue and one language per page), a
 * router on a history in memory (the flow moves between its screens without touching the
 * venue's address or its Back button), and dialogs and element look-ups in the shadow root.
 */
export function EmbedApp({ options, boot: firstBoot, portal }: EmbedAppProps) {
  const [boot, setBoot] = useState(firstBoot);
  // A booking's own page (its address is the guest's secret) never opens inside the venue's
  // page, whose scripts would see it: it opens on the site, in a new window, without a referrer.
  const [history] = useState(() =>
    createMemoryBlockingHistory(EMBED_START, {
      newDocumentBetween: (_from, to) => isSecretAddress(to),
      loadDocument: (href) => void window.open(onSite(options, href), '_blank', 'noopener,noreferrer'),
    }),
  );
  const documentRoot = useMemo<DocumentRoot>(() => ({ root: options.shadowRoot, portal }), [options.shadowRoot, portal]);
  const retry = () => void bootEmbed(options, true).then(setBoot);
  return (
    <Provider store={appStore}>
      <I18nextProvider i18n={i18n}>
        <PageAnswersContext value={browserPageAnswers}>
          <DocumentRootContext value={documentRoot}>
            <EmbedFrame language={boot.language} venue={options.venue}>
              {boot.ok ? (
                <AppRouter history={history}>
                  <EmbedRoutes origin={options.origin} venue={options.venue} />
                </AppRouter>
              ) : (
                <BootFailed onRetry={retry} />
              )}
            </EmbedFrame>
          </DocumentRootContext>
        </PageAnswersContext>
      </I18nextProvider>
    </Provider>
  );
}
