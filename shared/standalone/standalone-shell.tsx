// A remote's own small shell, for QA and feature teams running one remote alone against
// the API. It imports '@venue/shared' by name (never relative paths) so it uses the same
// singleton the remote's pages use. Not part of the federated index: only a remote's
// standalone entry bundles it.
import { StrictMode, Suspense, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'jotai';
import {
  appStore,
  changeLanguage,
  configureRuntime,
  ErrorState,
  fetchRuntimeConfig,
  initI18n,
  LANGUAGES,
  loadLocation,
  loadNavigationData,
  LoadingState,
  routesOf,
  LANGUAGE_NAMES,
  currentLanguage,
  translationsReady,
  type Language,
  type RemoteName,
  type RemotePagesModule,
  AppRouter,
  Link,
  Outlet,
  useLocation,
  useRoutes,
  I18nextProvider,
  useTranslation,
} from '@venue/shared';
import '@venue/shared/styles/base.css';

export interface StandaloneOptions {
  remote: RemoteName;
  pages: RemotePagesModule;
  /** Where the venue API runs (build-time API_ORIGIN, default http://localhost:8080; `?api=` overrides). */
  apiOrigin: string;
  buildLabel: string;
}

/** A remote's guest pages: its door page screens need the host's staff layout and sign-in (docs/staff-door.md). */
const guestRowsOf = (remote: RemoteName) => routesOf(remote).filter((row) => row.layout === 'home');

function StandaloneLayout({ remote, buildLabel }: { remote: RemoteName; buildLabel: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="standalone">
      <header className="standalone-bar sh-container">
        <strong>{remote}</strong>{' '}
        <small>
          {t('nav.standalone')} · {buildLabel}
        </small>
        <nav aria-label={t('nav.label')}>
          {guestRowsOf(remote)
            .filter((r) => !r.path.includes(':'))
            .map((r) => (
              <Link key={r.path} to={`/${r.path}`}>
                /{r.path}
              </Link>
            ))}
        </nav>
        <select
          aria-label={t('language.label')}
          value={currentLanguage()}
          onChange={(e) => void changeLanguage(e.target.value as Language).catch((error: unknown) => console.error('Error loading', error))}
        >
          {LANGUAGES.map((lng) => (
            <option key={lng} value={lng} lang={lng}>
              {LANGUAGE_NAMES[lng]}
            </option>
          ))}
        </select>
      </header>
      <main className="standalone-main sh-container" data-remote={remote}>
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

function StandaloneRoutes({ remote, pages, buildLabel }: Omit<StandaloneOptions, 'apiOrigin'>) {
  // Built once for the life of the app.
  const routes = useMemo(
    () => [
      {
        path: '/',
        element: <StandaloneLayout remote={remote} buildLabel={buildLabel} />,
        children: guestRowsOf(remote).map((row) => {
          const Page = pages[row.page];
          if (!Page) throw new Error(`Remote "${remote}" has no page "${row.page}"`);
          return { path: row.path, element: <Page /> };
        }),
      },
    ],
    [remote, pages, buildLabel],
  );
  // Spec section 2: services and experiences on every navigation (no-ops once loaded).
  const { pathname } = useLocation();
  useEffect(() => void loadNavigationData(), [pathname]);
  return useRoutes(routes);
}

function StandaloneApp({ remote, pages, apiOrigin, buildLabel }: StandaloneOptions) {
  const { t } = useTranslation('common');
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    const venue = new URLSearchParams(window.location.search).get('venue');
    fetchRuntimeConfig({ url: `${apiOrigin.replace(/\/+$/, '')}/frontpage-config.json`, venue })
      .then((config) => {
        // Standalone pages talk to API_ORIGIN, whatever the config names as dev origin.
        configureRuntime({ ...config, apiDevOrigin: apiOrigin });
        return loadLocation({ force: attempt > 0 });
      })
      .then(async (ok) => (ok ? (await loadNavigationData(), true) : false))
      .then((ok) => !cancelled && setState(ok ? 'ready' : 'failed'))
      .catch((error: unknown) => {
        console.error('Error loading', error);
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
    };
  }, [apiOrigin, attempt]);

  if (state === 'failed') {
    return (
      <ErrorState
        title={t('apiUnreachable.title')}
        message={`${t('apiUnreachable.message')} (${apiOrigin})`}
        retryLabel={t('apiUnreachable.retry')}
        onRetry={() => {
          setState('loading');
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  if (state === 'loading') return <LoadingState />;
  return (
    <AppRouter>
      <StandaloneRoutes remote={remote} pages={pages} buildLabel={buildLabel} />
    </AppRouter>
  );
}

const API_OVERRIDE_KEY = 'standaloneApiOrigin';

/**
 * `?api=<origin>` points a built remote at another API without a rebuild (QA, e2e); it is
 * remembered for the tab, since in-app links drop the query.
 */
function apiOriginFor(buildTimeOrigin: string): string {
  const fromUrl = new URLSearchParams(window.location.search).get('api');
  try {
    if (fromUrl) sessionStorage.setItem(API_OVERRIDE_KEY, fromUrl);
    return fromUrl ?? sessionStorage.getItem(API_OVERRIDE_KEY) ?? buildTimeOrigin;
  } catch {
    return fromUrl ?? buildTimeOrigin;
  }
}

/** Renders one remote alone into #root: runtime config and location from the API, then its routes. */
export function startStandalone(options: StandaloneOptions): void {
  const i18n = initI18n();
  const apiOrigin = apiOriginFor(options.apiOrigin);
  let container = document.getElementById('root');
  if (!container) {
    container = document.createElement('div');
    container.id = 'root';
    document.body.appendChild(container);
  }
  const root = createRoot(container);
  // The page's texts (its language, every namespace registered so far) before the first render.
  const render = () =>
    root.render(
      <StrictMode>
        <Provider store={appStore}>
          <I18nextProvider i18n={i18n}>
            <StandaloneApp {...options} apiOrigin={apiOrigin} />
          </I18nextProvider>
        </Provider>
      </StrictMode>,
    );
  void translationsReady()
    .catch((error: unknown) => console.error('Error loading', error))
    .then(render);
}
