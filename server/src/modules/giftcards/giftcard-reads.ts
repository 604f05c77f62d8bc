/**
 * The gift card catalogue's reads (docs/api.md): the list and one card. What their API routes
 * answer and what a server render reads (web/page-reads.ts), one function for both.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/api-error';
import { parsePayload } from '../../lib/validate';
import type { Venue } from '../venues/venue-repository';
import { notAvailable } from './order-service';
import { ProductPayload } from './payloads';
import { isSellable } from './product-availability';
import { findProduct, listProducts } from './product-repository';
import { toProduct } from './serializers';

export async function giftcardList(app: FastifyInstance, venue: Venue) {
  if (!venue.giftcardsEnabled) return [];
  const now = app.clock();
  return (await listProducts(app.db, venue.id)).map((p) => toProduct(p, venue, now));
}

export async function giftcardDetail(app: FastifyInstance, venue: Venue, body: unknown) {
  const { id } = parsePayload(body, ProductPayload);
  const product = await findProduct(app.db, venue.id, id);
  if (!product) throw new ApiError(404, 'NOT_FOUND', 'No such gift card');
  if (!isSellable(product, venue, app.clock())) throw notAvailable();
  return toProduct(product, venue, app.clock());
}
