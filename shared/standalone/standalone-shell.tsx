// A remote's own small shell, for QA and feature teams running one remote alone against
// the API. It imports '@venue/shared' by name (never relative paths) so it uses the same
// singleton the remote's pages use. Not part of the federated index: only a remote's
// standalone entry bundles it.
import { StrictMode, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import {
  appStore, changeLanguage, configureRuntime, ErrorState, fetchRuntimeConfig, initI18n, LANGUAGES,
  loadExperiences, loadLocation, loadServices, LoadingState, routesOf,
  type Language, type RemoteName, type RemotePagesModule,
} from '@venue/shared';
import '@venue/shared/styles/base.css';

interface StandaloneOptions {
  remote: RemoteName;
  pages: RemotePagesModule;
  /** Where the venue API runs (build-time API_ORIGIN, default http://localhost:8080). */
  apiOrigin: string;
  buildLabel: string;
}

function StandaloneLayout({ remote, buildLabel }: { remote: RemoteName; buildLabel: string }) {
  const [language, setLanguage] = useState(initI18n().language);
  return (
    <div className="standalone">
      <header className="standalone-bar">
        <strong>{remote}</strong> <small>standalone · {buildLabel}</small>
        <nav>{routesOf(remote).filter((r) => !r.path.includes(':')).map((r) => <Link key={r.path} to={`/${r.path}`}>/{r.path}</Link>)}</nav>
        <select aria-label="Language" value={language} onChange={(e) => { void changeLanguage(e.target.value as Language); setLanguage(e.target.value); }}>
          {LANGUAGES.map((lng) => <option key={lng} value={lng}>{lng}</option>)}
        </select>
      </header>
      <main className="standalone-main"><Outlet /></main>
    </div>
  );
}

function StandaloneApp({ remote, pages, apiOrigin, buildLabel }: StandaloneOptions) {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const venue = new URLSearchParams(window.location.search).get('venue');
    fetchRuntimeConfig({ url: `${apiOrigin}/frontpage-config.json`, venue })
      .then((config) => {
        configureRuntime(config);
        return loadLocation({ force: attempt > 0 });
      })
      .then((ok) => setState(ok ? 'ready' : 'failed'))
      .catch((error) => {
        console.error('Error loading', error);
        setState('failed');
      });
  }, [apiOrigin, attempt]);

  if (state === 'failed') {
    return <ErrorState title="API unreachable" message={`${apiOrigin} did not answer.`} retryLabel="Retry" onRetry={() => { setState('loading'); setAttempt((n) => n + 1); }} />;
  }
  if (state === 'loading') return <LoadingState />;
  const router = createBrowserRouter([
    {
      path: '/',
      element: <StandaloneLayout remote={remote} buildLabel={buildLabel} />,
      loader: async () => { await Promise.all([loadServices(), loadExperiences()]); return null; },
      shouldRevalidate: () => true,
      children: routesOf(remote).map((row) => {
        const Page = pages[row.page]!;
        return { path: row.path, element: <Suspense fallback={<LoadingState />}><Page /></Suspense> };
      }),
    },
  ]);
  return <RouterProvider router={router} />;
}

export function startStandalone(options: StandaloneOptions): void {
  const i18n = initI18n();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={appStore}>
        <I18nextProvider i18n={i18n}>
          <StandaloneApp {...options} />
        </I18nextProvider>
      </Provider>
    </StrictMode>,
  );
}
