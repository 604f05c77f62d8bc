// The host's server entry (server build, dist/server/main.js), beside its browser entry
// (index.ts). The server's HTML route (server/src/web/html-page.ts) requires it from WEB_ROOT and
// calls it through the contract both sides import (shared/src/ssr/render-contract.d.ts); remotes'
// pages come through federation from their server builds.
//
// Every render has its own store, i18n instance, page answers (React context) and render scope
// (config, language, the server's own files: an AsyncLocalStorage), so renders of different
// pages run side by side: one waiting for a slow remote or its data holds no other page. A
// page's data is its route's loader's (shared/src/routes/page-loader.ts), called once before
// the page renders, its reads answered by the server's own services (RenderRequest.read).
import { AsyncLocalStorage } from 'node:async_hooks';
import { createStore } from 'jotai';
import {
  answerData,
  HOME_LAYOUT_LOADER,
  pageAnswersOf,
  PageAnswers,
  ROUTE_TABLE,
  runLoaders,
  i18n,
  loadTranslations,
  localized,
  matchRoutes,
  runInRenderScope,
  setRenderScopeStorage,
  type HostServerEntry,
  type RenderEmbedStepResult,
  type RenderRequest,
  type RenderResult,
  type RenderRoute,
  type RenderScope,
  type RouteRow,
  type ApiRead,
  type PageAnswer,
  type PageLoader,
} from '@venue/shared';
import { bootDataFrom } from './ssr/boot-data-from';
import { registerHostTranslations } from './i18n/host-resources';
import { hostRoutes, WELCOME_PATH } from './app/router';
import { documentTitle } from './layout/use-document-title';
import { fillStore } from './ssr/fill-store';
import { syncServerRemote } from './ssr/server-remotes';
import { renderToHtml } from './ssr/render-to-html';
import { PageTree } from './ssr/page-tree';
import { EmbedStepTree } from './features/embed/server/embed-step-tree';

registerHostTranslations();
setRenderScopeStorage(new AsyncLocalStorage<RenderScope>());

// The routes never change: built once, not per page. Every page's, the door page's too: the
// server itself sends a guest-side address of the door page to the not-found page
// (server/src/web/html-page.ts), and the render's router, on the guest side, has no door page.
const ROUTES = hostRoutes({ staffSide: true });
const NOT_FOUND = ROUTE_TABLE.find((row) => row.path === '*')!;

/** The route table's row of a path (the not-found row when no route owns it). */
function matchRow(pathname: string): { row: RouteRow; index: boolean } {
  const leaf = matchRoutes(ROUTES, pathname)?.at(-1)?.route;
  return { row: ROUTE_TABLE.find((r) => r.path === leaf?.path) ?? NOT_FOUND, index: leaf?.index === true };
}

// Every request asks (the page cache's key depends on it), and matching ranks every route each
// time: the answers are kept per path, a bounded number of them (made-up paths come and go).
const ROW_MEMO_SIZE = 2000;
const rowMemo = new Map<string, { row: RouteRow; index: boolean }>();

function rowOf(url: string): { row: RouteRow; index: boolean } {
  const { pathname } = new URL(url, 'http://any');
  let found = rowMemo.get(pathname);
  if (!found) {
    found = matchRow(pathname);
    if (rowMemo.size >= ROW_MEMO_SIZE) rowMemo.delete(rowMemo.keys().next().value!);
    rowMemo.set(pathname, found);
  }
  return found;
}

export const routeOf: HostServerEntry['routeOf'] = (url) => {
  const { row, index } = rowOf(url);
  // The index route only leads on (docs/product.md#screens-and-routes): the server says so without a render.
  const redirect = index ? WELCOME_PATH + new URL(url, 'http://any').search : undefined;
  return {
    owner: row.owner,
    page: row.page,
    cache: row.cache,
    ...(redirect ? { redirect } : {}),
    ...(row.layout === 'staff' ? { layout: 'staff' as const } : {}),
    ...(row.secret ? { secret: true as const } : {}),
  };
};

const scopeOf = (request: RenderRequest): RenderScope => ({ config: request.config, language: request.language, ownFile: request.ownFile });

export const renderPage: HostServerEntry['renderPage'] = (request) => runInRenderScope(scopeOf(request), () => render(request));

export const renderEmbedStep: HostServerEntry['renderEmbedStep'] = (request) => runInRenderScope(scopeOf(request), () => renderEmbed(request));

/** A render's own store, texts and answers (renders run side by side). */
function pageContext(data: ReturnType<typeof bootDataFrom>, answers: Record<string, PageAnswer>) {
  return { store: fillStore(data, createStore()), i18n: i18n.cloneInstance({ lng: data.language }), answers: new PageAnswers(answers) };
}

/**
 * The page's data: its route's loaders, called once, each read answered by the server's own
 * services (RenderRequest.read, no request to the server itself) and read as the API client
 * reads an answer.
 */
async function loadPage(request: RenderRequest, row: RouteRow, loaders: readonly (PageLoader | undefined)[]): Promise<Record<string, PageAnswer>> {
  const read: ApiRead = async (path, payload) => {
    const form = Object.fromEntries(Object.entries(payload).flatMap(([key, value]) => (value === undefined || value === null ? [] : [[key, String(value)]])));
    const { status, body } = await request.read(path, form);
    return answerData(status, body);
  };
  const data = await runLoaders(loaders, row, new URL(request.url, 'http://any').pathname, { venue: request.venue, language: request.language, read });
  return pageAnswersOf(data);
}

/** The embed's first step (docs/embedding.md): the booking remote's page at the widget's start, in the widget's frame. */
async function renderEmbed(request: RenderRequest): Promise<RenderEmbedStepResult> {
  const route = routeOf(request.url);
  if (route.owner !== 'booking') throw new Error(`the embed shows the booking's pages, not ${request.url}`);
  const { row } = rowOf(request.url);
  const data = bootDataFrom(request, { phonePrefixes: false });
  const [answers] = await Promise.all([
    loadPage(request, row, [row.loader]),
    syncServerRemote(route.owner, data.config.remotes[route.owner], request.origin, request.ownFile).then(() => loadTranslations(data.language)),
  ]);
  const tree = <EmbedStepTree page={pageContext(data, answers)} url={request.url} language={data.language} venue={data.venue} remotePage={route.page} />;
  const html = await renderToHtml(tree, request.nonce);
  return { html, partial: html.includes('<!--$!-->') };
}

async function render(request: RenderRequest): Promise<RenderResult> {
  const route: RenderRoute = routeOf(request.url);
  const { row } = rowOf(request.url);
  const data = bootDataFrom(request, { phonePrefixes: row.phonePrefixes });
  const [answers] = await Promise.all([
    // The site's layout has data of its own (the current promotions), loaded beside the page's.
    loadPage(request, row, [row.layout === 'home' ? HOME_LAYOUT_LOADER : undefined, row.loader]),
    (async () => {
      // Only the page's own remote is asked for: a slow deployment of another holds nothing here.
      if (route.owner !== 'host') await syncServerRemote(route.owner, data.config.remotes[route.owner], request.origin, request.ownFile);
      // The language's texts are fetched once per language and namespace, then shared by every
      // instance; the render's own instance speaks the page's language whatever others speak.
      await loadTranslations(data.language);
    })(),
  ]);
  const page = pageContext(data, answers);
  const html = await renderToHtml(<PageTree page={page} url={request.url} nonce={request.nonce} />, request.nonce);
  const platform = data.config.platformName;
  const head = {
    title: documentTitle(data.location.locationname, platform),
    description: localized(data.location.description, data.language) || data.location.locationname || platform,
    siteName: platform,
    image: data.location.heroImage || undefined,
    language: data.language,
  };
  return {
    status: route.page === NOT_FOUND.page && route.owner === 'host' ? 404 : 200,
    html,
    head,
    route,
    data: { ...data, answers: page.answers.all(), route: row.path },
    // `<!--$!-->`: React's mark on a boundary whose server render failed (a remote that could not
    // load), which the browser renders itself.
    partial: html.includes('<!--$!-->'),
  };
}
