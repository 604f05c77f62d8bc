/**
 * Which pages search engines may index, and the JSON-LD each carries. A public page is one the
 * route table keeps for everyone, whose address holds no secret, outside the door page, found:
 * it gets a canonical address per language, its alternates and the venue's JSON-LD. Every other
 * page (a claimed promotion's code, a booking's edit page, a payment, an outcome, the door page,
 * the not-found page) is `noindex` and carries none of it.
 */
import type { FastifyInstance } from 'fastify';
import type { Graph } from 'schema-dts';
import type { RenderRoute } from '../../../../shared/src/ssr/render-contract';
import { isSellable } from '../giftcards/product-availability';
import { listProducts } from '../giftcards/product-repository';
import { eventNodes, experiencesOf, graph, type Node, type PageFacts, productNodes, venueNode } from './venue-structured-data';

export const isPublicPage = (route: RenderRoute, status: number): boolean =>
  status === 200 && route.cache === 'everyone' && !route.secret && route.layout !== 'staff' && !(route.owner === 'host' && route.page === 'NotFound');

/** Pages that show the venue's experiences: its dated ones are listed as events. */
const EVENT_PAGES = new Set(['host:welcome', 'booking:Reserve', 'booking:ReserveModule']);
const GIFTCARD_LIST = 'giftcards:GiftcardList';
const GIFTCARD_DETAIL = 'giftcards:GiftcardDetail';

/** The JSON-LD of a public page (`path`: its address's path). */
export async function pageStructuredData(app: FastifyInstance, facts: PageFacts, page: { route: RenderRoute; path: string; experiences: unknown }): Promise<Graph> {
  const key = `${page.route.owner}:${page.route.page}`;
  const nodes: Node[] = [venueNode(facts)];
  if (EVENT_PAGES.has(key)) nodes.push(...eventNodes(facts, experiencesOf(page.experiences)));
  if (key === GIFTCARD_LIST || key === GIFTCARD_DETAIL) {
    const id = key === GIFTCARD_DETAIL ? Number(/^\/frontpage\/giftcard\/(\d+)$/.exec(page.path)?.[1]) : undefined;
    const now = app.clock();
    const products = (await listProducts(app.db, facts.venue.id))
      .filter((row) => id === undefined || row.id === id)
      .map((row) => ({ row, sellable: isSellable(row, facts.venue, now) }));
    nodes.push(...productNodes(facts, products));
  }
  return graph(nodes);
}
