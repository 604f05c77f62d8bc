// The host's server entry (server build, dist/server/main.js), beside its browser entry
// (index.ts). The server's HTML route (server/src/web/html-page.ts) requires it from WEB_ROOT
// and calls `renderPage`; remotes' pages come through federation from their server builds.
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import {
  StaticRouter,
  appStore,
  configureRuntime,
  i18n,
  loadTranslations,
  matchRoutes,
  localized,
  type BootData,
  type Language,
  type RuntimeConfig,
  type RemoteName,
  ROUTE_TABLE,
  beginServerAnswers,
  setServerApiFetch,
  takeServerAnswers,
} from '@venue/shared';
import { bootDataFrom } from './ssr/boot-data-from';
import { registerHostTranslations } from './i18n/host-resources';
import { AppProviders } from './app/app-providers';
import { PageNonce } from './custom-html/page-nonce';
import { HostRoutes, hostRoutes, WELCOME_PATH } from './app/router';
import { documentTitle } from './layout/use-document-title';
import { fillStore } from './ssr/fill-store';
import { syncServerRemotes } from './ssr/server-remotes';

export interface RenderRequest {
  /** Path and query of the page, e.g. /reserve?venue=chalet-du-lac */
  url: string;
  /** Where this server answers, for the remotes' relative manifest URLs (http://127.0.0.1:8080). */
  origin: string;
  nonce: string;
  config: RuntimeConfig;
  venue: string;
  language: Language;
  /** The `data` of the API's answers, as the browser would have received them. */
  api: { location: unknown; services: unknown; experiences: unknown };
  /** The page's own API calls, answered in-process by the server (same routes as the browser's). */
  fetchApi: (url: string, init: RequestInit) => Promise<Response>;
  now: number;
}

export interface RenderResult {
  status: number;
  /** The markup of #root. */
  html: string;
  /** Boot data to write into the page. */
  data: BootData;
  /** A redirect the route asks for: / leads to /welcome. */
  redirect?: string;
  /** The remote whose page this route shows (its files are named for the browser to fetch early). */
  remote?: RemoteName;
  /** That page's key in the remote's `./pages` module (its own chunk's files are named too). */
  remotePage?: string;
  head?: { title: string; description: string; siteName: string; image?: string; language: Language };
}

registerHostTranslations();

// The i18n instance, the runtime config and the federation runtime are page singletons in the
// browser; the server renders one page at a time so they hold this page's values. Rendering is
// CPU-bound work on one thread, so the queue costs no throughput.
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

// The routes never change: built once, not per page.
const ROUTES = hostRoutes();
const matchesOf = (pathname: string) => matchRoutes(ROUTES, pathname) ?? [];

/**
 * True when no route of the site owns the address: the page is the not-found page, the same for
 * every such address (no canonical link, nothing of the path in it), so the server may keep one
 * per venue and language however many addresses are made up.
 */
export function isUnknownAddress(url: string): boolean {
  const { pathname } = new URL(url, 'http://any');
  return matchesOf(pathname).at(-1)?.route.path === '*';
}

function renderToString(element: React.ReactElement, nonce: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(element, {
      nonce,
      // The whole page is sent at once (onAllReady): no boundary may be "outlined", sent after
      // the shell with a script to move it into place, as React does with a boundary larger than
      // this (12.8 KB by default: a gift card checkout's form). Without scripts the visitor would
      // see the loading state, and with them the content would wait for that script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A remote whose server entry fails: React sends its Suspense fallback (the loading
      // state) and the browser renders that area itself.
      onError(error) {
        console.error('SSR: an area is left to the browser:', (error as Error)?.message ?? error);
      },
      onShellError: reject,
      onAllReady() {
        const sink = new PassThrough();
        const chunks: Buffer[] = [];
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        sink.on('error', reject);
        stream.pipe(sink);
      },
    });
  });
}

export function renderPage(request: RenderRequest): Promise<RenderResult> {
  return oneAtATime(async () => {
    setServerApiFetch(request.fetchApi);
    beginServerAnswers();
    try {
      return await render(request);
    } finally {
      setServerApiFetch(null);
      takeServerAnswers();
    }
  });
}

async function render(request: RenderRequest): Promise<RenderResult> {
  const data = bootDataFrom(request);
  configureRuntime(data.config);
  await syncServerRemotes(data.config.remotes, request.origin);
  // The language's texts (fetched once per language and namespace, then kept), then the switch.
  await loadTranslations(data.language);
  await i18n.changeLanguage(data.language);
  // The one store, as in the browser (the navigation loader reads it): renders run one at a time.
  const store = fillStore(data, appStore);

  const url = new URL(request.url, request.origin);
  const leaf = matchesOf(url.pathname).at(-1)?.route;
  // The index route only leads on (spec section 2): the server says so without a render.
  if (leaf?.index) return { status: 302, html: '', data, redirect: WELCOME_PATH + url.search };
  const html = await renderToString(
    <AppProviders store={store}>
      <PageNonce value={request.nonce}>
        <StaticRouter location={request.url}>
          <HostRoutes />
        </StaticRouter>
      </PageNonce>
    </AppProviders>,
    request.nonce,
  );
  const notFound = leaf?.path === '*';
  const platform = data.config.platformName;
  const head = {
    title: documentTitle(data.location.locationname, platform),
    description: localized(data.location.description, data.language) || data.location.locationname || platform,
    siteName: platform,
    image: data.location.heroImage || undefined,
    language: data.language,
  };
  const row = ROUTE_TABLE.find((r) => r.path === leaf?.path);
  const answers = takeServerAnswers();
  return { status: notFound ? 404 : 200, html, head, remote: row?.remote, remotePage: row?.page, data: { ...data, answers } };
}
