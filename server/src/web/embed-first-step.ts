/**
 * GET /embed/first-step?venue=<slug>&lang=<tag>: the booking flow's first screen for a venue's own
 * website (docs/embedding.md), as HTML the embed's loader puts in the widget's shadow root before
 * any script of the widget runs. The same server render as the site's pages (the host's server
 * build, `renderEmbedStep`): the widget's frame around the booking remote's first step, without
 * the site's layout (no venue header, footer or scripts), preceded by its stylesheets (the
 * host's and the booking remote's, site-relative or where the remote is deployed).
 *
 * Kept for everyone as a page is (one render a second per venue and language, dropped with the
 * venue's data), sent `no-cache` with an ETag (a revalidation costs a 304), compressed, and
 * readable by every site without credentials (cors-policy.ts). The language is the embed's rule:
 * the tag asked for when the site speaks it, else the venue's default language.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../lib/api-error';
import { EMBED_FIRST_STEP_PATH } from './cors-policy';
import { hostBuild } from './host-build';
import { loadHostServerEntry } from './host-server-entry';
import { ownOrigin } from './html-page';
import { ownBuildFiles } from './own-build-files';
import { bootAnswers, pageReads } from './page-reads';
import { PageCache, type RenderedPage } from './page-cache';
import { toLanguage, type PageLanguage } from './page-language';
import { remoteAssets } from './remote-page-assets';
import { compressResponseBody, pickEncoding } from './response-compression';
import { runtimeConfigFor } from './runtime-config';
import { newNonce } from './security-headers';

/** Where the widget starts (host/src/features/embed/app/embed-routes.tsx, EMBED_START). */
const EMBED_START = '/reserve';

/** First steps kept for a second, per process, as pages are (page-cache.ts). */
const stepCache = new PageCache();

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A strong ETag of the fragment's bytes. */
const etagOf = (html: string) => `"${createHash('sha1').update(html).digest('base64url')}"`;

const matchesEtag = (header: string | undefined, etag: string) =>
  !!header && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');

export default async function embedFirstStepRoute(app: FastifyInstance, { hostDist }: { hostDist: string | undefined }): Promise<void> {
  app.get(EMBED_FIRST_STEP_PATH, (request, reply) => sendFirstStep(app, request, reply, hostDist));
}

async function sendFirstStep(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, hostDist: string | undefined): Promise<FastifyReply> {
  const query = request.query as Record<string, unknown>;
  const slug = typeof query.venue === 'string' ? query.venue : '';
  const asked = typeof query.lang === 'string' ? query.lang : undefined;
  // On a host of VENUE_HOSTS, its venue only (as the runtime config answers there).
  const bound = app.config.venueHosts[request.hostname.toLowerCase().replace(/:\d+$/, '')];
  const venue = /^[a-z0-9-]{1,100}$/.test(slug) && (!bound || bound === slug) ? await app.venueDirectory.findBySlug(slug) : undefined;
  if (!venue)
    return reply
      .code(404)
      .header('cache-control', 'no-cache')
      .send(errorBody('VENUE_NOT_FOUND', `No venue "${slug.slice(0, 100)}" here`));
  if (!hostDist) return unavailable(reply);
  const language: PageLanguage = toLanguage(asked) ?? toLanguage(venue.defaultLanguage) ?? 'it';
  const key = JSON.stringify(['embed-first-step', venue.slug, language, app.readCache.generation(venue.id, 'promotions')]);
  let step: RenderedPage | null;
  try {
    step = await stepCache.get(key, () => renderFirstStep(app, hostDist, venue, language));
  } catch (error) {
    request.log.error({ err: error }, 'the embed’s first step could not be rendered');
    step = null;
  }
  // The widget loads as before the first step existed: the embed's loader falls back to it.
  if (!step) return unavailable(reply);
  const etag = etagOf(step.html);
  reply.header('cache-control', 'no-cache').header('etag', etag).header('vary', 'accept-encoding');
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply
    .code(200)
    .header('content-type', 'text/html; charset=utf-8')
    .send(encoding ? compressResponseBody(step.html, encoding) : step.html);
}

const unavailable = (reply: FastifyReply) =>
  reply.code(503).header('cache-control', 'no-cache').send(errorBody('EMBED_UNAVAILABLE', 'The booking’s first step cannot be drawn now'));

type Venue = NonNullable<Awaited<ReturnType<FastifyInstance['venueDirectory']['findBySlug']>>>;

/** The fragment: the stylesheets, then the widget's frame with the flow's first step (null: not drawable now). */
async function renderFirstStep(app: FastifyInstance, hostDist: string, venue: Venue, language: PageLanguage): Promise<RenderedPage | null> {
  const config = runtimeConfigFor(app.config, venue);
  const answers = await bootAnswers(app, venue);
  if (answers.location === undefined) return null;
  const host = await loadHostServerEntry(hostDist);
  if (typeof host.renderEmbedStep !== 'function') return null;
  const url = `${EMBED_START}?venue=${encodeURIComponent(venue.slug)}`;
  const route = host.routeOf(url);
  const build = hostBuild(hostDist);
  const ownFile = ownBuildFiles(app.config.webRoot, ownOrigin(app));
  const remoteFiles = remoteAssets(config.remotes.booking, ownOrigin(app), { language, page: route.page, hostShared: build.sharedLibraries, ownFile });
  const nonce = newNonce();
  const step = await host.renderEmbedStep({
    url,
    origin: ownOrigin(app),
    nonce,
    config,
    venue: venue.slug,
    language,
    api: answers,
    // Kept for every visitor: it reads nothing by a secret.
    read: pageReads(app, venue, null),
    ownFile,
    now: Date.now(),
  });
  const remote = await remoteFiles;
  // Without its stylesheets the step would show unstyled: the widget then loads as before.
  if (step.partial || !remote.stylesheets.length) return null;
  const links = [...build.stylesheets, ...remote.stylesheets].map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`);
  return { status: 200, html: `${links.join('')}${step.html}`, placeholder: nonce };
}
