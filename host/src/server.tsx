// The host's server entry (server build, dist/server/main.js), beside its browser entry
// (index.ts). The server's HTML route (server/src/web/html-page.ts) requires it from WEB_ROOT and
// calls it through the contract both sides import (shared/src/ssr/render-contract.d.ts); remotes'
// pages come through federation from their server builds.
//
// Every render has its own store, i18n instance, page answers (React context) and render scope
// (config, language, in-process API: an AsyncLocalStorage), so renders of different pages run
// side by side: one waiting for a slow remote or API answer holds no other page.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createStore } from 'jotai';
import {
  PageAnswers,
  PHONE_PREFIXES_DATA,
  ROUTE_TABLE,
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

// The routes never change: built once, not per page.
const ROUTES = hostRoutes();
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

export const renderPage: HostServerEntry['renderPage'] = (request) =>
  runInRenderScope({ config: request.config, language: request.language, fetchApi: request.fetchApi }, () => render(request));

export const renderEmbedStep: HostServerEntry['renderEmbedStep'] = (request) =>
  runInRenderScope({ config: request.config, language: request.language, fetchApi: request.fetchApi }, () => renderEmbed(request));

/** A render's own store, texts and answers (renders run side by side). */
function pageContext(data: ReturnType<typeof bootDataFrom>) {
  return { store: fillStore(data, createStore()), i18n: i18n.cloneInstance({ lng: data.language }), answers: new PageAnswers(true) };
}

/** The embed's first step (docs/embedding.md): the booking remote's page at the widget's start, in the widget's frame. */
async function renderEmbed(request: RenderRequest): Promise<RenderEmbedStepResult> {
  const route = routeOf(request.url);
  if (route.owner !== 'booking') throw new Error(`the embed shows the booking's pages, not ${request.url}`);
  const data = bootDataFrom(request, { phonePrefixes: false });
  await syncServerRemote(route.owner, data.config.remotes[route.owner], request.origin);
  await loadTranslations(data.language);
  const tree = <EmbedStepTree page={pageContext(data)} url={request.url} language={data.language} venue={data.venue} remotePage={route.page} />;
  const html = await renderToHtml(tree, request.nonce);
  return { html, partial: html.includes('<!--$!-->') };
}

async function render(request: RenderRequest): Promise<RenderResult> {
  const route: RenderRoute = routeOf(request.url);
  const data = bootDataFrom(request, { phonePrefixes: rowOf(request.url).row.data.includes(PHONE_PREFIXES_DATA) });
  // Only the page's own remote is asked for: a slow deployment of another holds nothing here.
  if (route.owner !== 'host') await syncServerRemote(route.owner, data.config.remotes[route.owner], request.origin);
  // The language's texts are fetched once per language and namespace, then shared by every
  // instance; the render's own instance speaks the page's language whatever others speak.
  await loadTranslations(data.language);
  const page = pageContext(data);
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
    data: { ...data, answers: page.answers.all() },
    // `<!--$!-->`: React's mark on a boundary whose server render failed (a remote that could not
    // load), which the browser renders itself.
    partial: html.includes('<!--$!-->'),
  };
}
