/**
 * What a server render reads of its venue (docs/server-rendering.md, "A page's data"): the data
 * every page starts from (location, services, experiences) and its route's loader's reads
 * (shared/src/routes/route-table.ts), answered by the very functions the API routes call, through
 * the one read cache in front of the venue's hot reads (modules/read-cache): no request to this
 * server, neither `app.inject` nor HTTP. A read answers what the API would have sent (status and
 * JSON body, docs/api.md), so the page reads it as the browser reads the API's answer.
 *
 * Not counted against the visitor's API rate limit: the page request is one request, as the
 * pages' other files are (app.ts, the rate limit's allow list).
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { errorBody } from '../lib/api-error';
import { errorAnswer } from '../plugins/errors';
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

/** The venue's reads for one render (RenderRequest.read). */
export function pageReads(app: FastifyInstance, venue: Venue): (path: string, payload: Record<string, string>) => Promise<RenderApiAnswer> {
  return async (path, payload) => {
    const read = READS.get(path);
    if (!read) return { status: 404, body: errorBody('NOT_FOUND', `A page does not read ${path}`) };
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
  const read = pageReads(app, venue);
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
