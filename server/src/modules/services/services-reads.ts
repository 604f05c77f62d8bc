/**
 * The forms' reference data (docs/api.md, getallservices), from the read cache: what its API
 * route answers and what a server render reads (web/page-reads.ts), one function for both.
 */
import type { FastifyInstance } from 'fastify';
import type { CachedAnswer } from '../read-cache/read-cache';
import type { Venue } from '../venues/venue-repository';
import { prefixList } from './prefix-list';

export const servicesAnswer = (app: FastifyInstance, venue: Venue): Promise<CachedAnswer> =>
  app.readCache.read(venue, 'services', async () => ({ status: true, data: { prefixList: prefixList(venue.country) } }));
