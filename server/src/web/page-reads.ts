/**
 * What a server render reads of its venue (docs/server-rendering.md, "A page's data"): the data
 * every page starts from (location, services, experiences) and its route's loader's reads
 * (shared/src/routes/route-table.ts), answered by the very functions the API routes call, through
 * the one read cache in front of the venue's hot reads (modules/read-cache): no request to this
 * server, neither `app.inject` nor HTTP. A read answers what the API would have sent (status and
 * JSON body, docs/api.md), so the page reads it as the browser reads the API's answer.
 *
 * A page request is not counted against the visitor's API rate limit, as the pages' other files
 * are not (app.ts, the rate limit's allow list), but a read by a secret of the address (an edit
 * link's hash, a claimed code) is: it counts as the API call it replaces, in the same window of
 * the same client, so guessing addresses costs the same through pages as through the API.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { errorBody } from '../lib/api-error';
import { errorAnswer } from '../plugins/errors';
import { takeLimit } from '../modules/rate-limits/shared-counter';
import { experienceListAnswer } from '../modules/experiences/experience-reads';
import { giftcardDetail, giftcardList } from '../modules/giftcards/giftcard-reads';
import { claimDetail, promoDetail, promoListAnswer } from '../modules/promotions/promotion-reads';
import type { CachedAnswer } from '../modules/read-cache/read-cache';
import { bookingModule, reservationByHash } from '../modules/reservations/reservation-reads';
import { servicesAnswer } from '../modules/services/services-reads';
import { locationAnswer } from '../modules/venues/venue-reads';
import type { Venue } from '../modules/venues/venue-repository';
import type { RenderApiAnswer } from './host-server-entry';

const FRONTPAGE = '/backend/api/frontpage';

/** One read: the answer's JSON body (`{ status: true, data }`), or the ApiError its route would answer. */
type Read = (app: FastifyInstance, venue: Venue, payload: Record<string, string>) => Promise<unknown>;

/** A read cache answer: the same object to every render while it is current. */
const cached =
  (answer: (app: FastifyInstance, venue: Venue, payload: Record<string, string>) => Promise<CachedAnswer>): Read =>
  async (app, venue, payload) =>
    (await answer(app, venue, payload)).value;

const plain =
  (read: (app: FastifyInstance, venue: Venue, payload: Record<string, string>) => Promise<unknown>): Read =>
  async (app, venue, payload) => ({ status: true, data: await read(app, venue, payload) });

/** The calls a page may read (the loaders' and the boot data's), by their API path. */
const READS: ReadonlyMap<string, Read> = new Map([
  [`${FRONTPAGE}/location/getlocation`, cached((app, venue) => locationAnswer(app, venue))],
  [`${FRONTPAGE}/services/getallservices`, cached((app, venue) => servicesAnswer(app, venue))],
  [`${FRONTPAGE}/experience/getexperiencelist`, cached(experienceListAnswer)],
  [`${FRONTPAGE}/promo/getpromolist`, cached((app, venue) => promoListAnswer(app, venue))],
  [`${FRONTPAGE}/promo/getpromo`, plain(promoDetail)],
  [`${FRONTPAGE}/promo/getclaim`, plain(claimDetail)],
  [`${FRONTPAGE}/giftcard/getgiftcardlist`, plain((app, venue) => giftcardList(app, venue))],
  [`${FRONTPAGE}/giftcard/getgiftcard`, plain(giftcardDetail)],
  [`${FRONTPAGE}/reservation/get`, plain(reservationByHash)],
  [`${FRONTPAGE}/reservation/module`, plain(bookingModule)],
]);

/** The reads that look a guest's secret up: each one counts against the API's limit of its client. */
const BY_SECRET: ReadonlySet<string> = new Set([`${FRONTPAGE}/promo/getclaim`, `${FRONTPAGE}/reservation/get`]);

/** The API-wide limit's window (app.ts registers @fastify/rate-limit with '1 minute'). */
const API_WINDOW_MS = 60_000;

/** The API-wide limit's key of a client (rate-limit-store.ts prefixes the visitor's key with `api:`). */
const apiLimitKey = (client: string) => `api:${client}`;

/**
 * The venue's reads for one render (RenderRequest.read). `client` is the visitor's rate-limit key
 * (rate-limits/rate-limit-key.ts) whose request renders the page; null for a render made for no
 * one in particular (the embed's first step), which may not read by a secret.
 */
export function pageReads(app: FastifyInstance, venue: Venue, client: string | null): (path: string, payload: Record<string, string>) => Promise<RenderApiAnswer> {
  return async (path, payload) => {
    const read = READS.get(path);
    if (!read) return { status: 404, body: errorBody('NOT_FOUND', `A page does not read ${path}`) };
    if (BY_SECRET.has(path)) {
      if (client === null) return { status: 404, body: errorBody('NOT_FOUND', `This render does not read ${path}`) };
      const wait = await takeLimit(app.rateLimits, apiLimitKey(client), app.config.rateLimitMax, API_WINDOW_MS);
      if (wait > 0) return { status: 429, body: errorBody('RATE_LIMITED', `Too many requests, retry in ${wait} seconds`, undefined, { retryAfter: wait }) };
    }
    try {
      return { status: 200, body: await read(app, venue, payload) };
    } catch (error) {
      const answer = errorAnswer(error as FastifyError);
      if (answer.log) app.log[answer.log.level](answer.log.withError ? { err: error, path } : { path }, `page read: ${answer.log.message}`);
      return { status: answer.status, body: errorBody(answer.code, answer.message, answer.fields, answer.details) };
    }
  };
}

/** The data every page of the venue starts from (undefined: that read failed). */
export interface BootAnswers {
  location: unknown;
  services: unknown;
  experiences: unknown;
}

export async function bootAnswers(app: FastifyInstance, venue: Venue): Promise<BootAnswers> {
  const read = pageReads(app, venue, null);
  const dataOf = async (path: string) => {
    const { status, body } = await read(path, {});
    return status === 200 ? (body as { data?: unknown }).data : undefined;
  };
  const [location, services, experiences] = await Promise.all([
    dataOf(`${FRONTPAGE}/location/getlocation`),
    dataOf(`${FRONTPAGE}/services/getallservices`),
    dataOf(`${FRONTPAGE}/experience/getexperiencelist`),
  ]);
  return { location, services, experiences };
}
