/**
 * The API calls a server render makes, answered in-process by the same routes as the browser's
 * (same checks, same limits, the visitor's address for the rate limits): no network hop.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** One call's `data`, or undefined when it failed. */
async function apiData(app: FastifyInstance, request: FastifyRequest, url: string, token: string): Promise<unknown> {
  const res = await app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    payload: '',
    remoteAddress: request.ip,
  });
  if (res.statusCode !== 200) return undefined;
  const body = res.json() as { status?: boolean; data?: unknown };
  return body.status ? body.data : undefined;
}

export interface BootAnswers {
  location: unknown;
  services: unknown;
  experiences: unknown;
}

/**
 * What every page of a venue starts from (location, services, experiences), kept while the read
 * cache's generation of the venue holds, one second at most (the list has time-dependent
 * fields). The same objects go to every render meanwhile, so the host reads them with its
 * schemas once (host/src/ssr/boot-data-from.ts keeps its reading per object).
 */
const BOOT_ANSWERS_MS = 1000;
const bootAnswersByVenue = new Map<number, { generation: string; at: number; answers: Promise<BootAnswers> }>();

export function bootAnswers(app: FastifyInstance, request: FastifyRequest, venue: { id: number; frontpageToken: string }): Promise<BootAnswers> {
  const generation = app.readCache.generation(venue.id);
  const now = Date.now();
  const kept = bootAnswersByVenue.get(venue.id);
  if (kept && kept.generation === generation && now - kept.at < BOOT_ANSWERS_MS) return kept.answers;
  const token = venue.frontpageToken;
  const answers = Promise.all([
    apiData(app, request, '/backend/api/frontpage/location/getlocation', token),
    apiData(app, request, '/backend/api/frontpage/services/getallservices', token),
    apiData(app, request, '/backend/api/frontpage/experience/getexperiencelist', token),
  ]).then(([location, services, experiences]) => ({ location, services, experiences }));
  bootAnswersByVenue.set(venue.id, { generation, at: now, answers });
  // A failed answer is not kept: the next page asks again.
  void answers.then((a) => {
    if (a.location === undefined || a.services === undefined || a.experiences === undefined) bootAnswersByVenue.delete(venue.id);
  });
  return answers;
}

/** The `fetch` the page's own API calls go through while it renders (a gift card, a promo). */
export function inProcessFetch(app: FastifyInstance, request: FastifyRequest) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const { pathname, search } = new URL(url, 'http://in-process');
    const res = await app.inject({
      method: 'POST',
      url: pathname + search,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      payload: typeof init.body === 'string' ? init.body : '',
      remoteAddress: request.ip,
    });
    const retryAfter = res.headers['retry-after'];
    const bodyless = [204, 205, 304].includes(res.statusCode);
    return new Response(bodyless ? null : res.body, { status: res.statusCode, headers: retryAfter ? { 'retry-after': String(retryAfter) } : {} });
  };
}
