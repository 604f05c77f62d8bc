import { useCallback, useEffect, useState } from 'react';
import { AppRouter, ErrorState, createBlockingHistory, crossesSecretBoundary, loadNavigationData, useTranslation } from '@venue/shared';
import { boot } from './boot';
import { HostRoutes } from './router';

type BootState = 'loading' | 'ready' | 'failed';

/** `started`: a server-rendered page, already started from its boot data. */
export function App({ started = false }: { started?: boolean } = {}) {
  const { t } = useTranslation('common');
  const [state, setState] = useState<BootState>(started ? 'ready' : 'loading');
  const [attempt, setAttempt] = useState(0);
  // A page whose address carries a guest's secret is a document of its own, where the venue's
  // scripts never run: links into and out of it load a new page (docs/security.md).
  const [history] = useState(() => createBlockingHistory(undefined, { newDocumentBetween: crossesSecretBoundary }));

  // The page's script has taken over the server's markup (or drawn its own): from here on a
  // link is followed in the page, not by a full load. Said on <html> for tests and styles.
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);

  useEffect(() => {
    if (started && attempt === 0) return;
    let cancelled = false;
    // Spec section 2: runtime config, location, then services and experiences, then the page.
    boot({ retry: attempt > 0 })
      .then(async (ok) => (ok ? (await loadNavigationData(), true) : false))
      .then((ok) => {
        if (!cancelled) setState(ok ? 'ready' : 'failed');
      });
    return () => {
      cancelled = true;
    };
  }, [attempt, started]);

  const retry = useCallback(() => {
    setState('loading');
    setAttempt((n) => n + 1);
  }, []);

  if (state === 'failed') {
    return (
      <main className="boot-error">
        <ErrorState title={t('apiUnreachable.title')} message={t('apiUnreachable.message')} retryLabel={t('apiUnreachable.retry')} onRetry={retry} />
      </main>
    );
  }
  if (state === 'loading') {
    return (
      <div id="boot-loader" role="status" aria-label={t('loading')}>
        <span />
      </div>
    );
  }
  return (
    <AppRouter history={history}>
      <HostRoutes />
    </AppRouter>
  );
}
