import { useCallback, useEffect, useState } from 'react';
import { ErrorState, RouterProvider, useTranslation } from '@venue/shared';
import { boot } from './boot';
import { createHostRouter } from './router';

type BootState = 'loading' | 'ready' | 'failed';

/** `initialRouter`: a server-rendered page, already started from its boot data. */
export function App({ initialRouter }: { initialRouter?: ReturnType<typeof createHostRouter> } = {}) {
  const { t } = useTranslation('common');
  const [state, setState] = useState<BootState>(initialRouter ? 'ready' : 'loading');
  const [attempt, setAttempt] = useState(0);
  const [router, setRouter] = useState<ReturnType<typeof createHostRouter> | null>(initialRouter ?? null);

  // The page's script has taken over the server's markup (or drawn its own): from here on a
  // link is followed in the page, not by a full load. Said on <html> for tests and styles.
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);

  useEffect(() => {
    if (initialRouter && attempt === 0) return;
    let cancelled = false;
    boot({ retry: attempt > 0 }).then((ok) => {
      if (cancelled) return;
      if (ok) setRouter((existing) => existing ?? createHostRouter());
      setState(ok ? 'ready' : 'failed');
    });
    return () => {
      cancelled = true;
    };
  }, [attempt, initialRouter]);

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
  if (state === 'loading' || !router) {
    return <div id="boot-loader" role="status" aria-label={t('loading')}><span /></div>;
  }
  return <RouterProvider router={router} />;
}
