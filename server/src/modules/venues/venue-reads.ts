/**
 * The venue's location (docs/api.md, getlocation), from the read cache: what its API route
 * answers and what a server render reads (web/page-reads.ts), one function for both.
 */
import type { FastifyInstance } from 'fastify';
import type { CachedAnswer } from '../read-cache/read-cache';
import { toLocation } from './location-serializer';
import type { Venue } from './venue-repository';

export const locationAnswer = (app: FastifyInstance, venue: Venue): Promise<CachedAnswer> =>
  app.readCache.read(venue, 'location', async () => ({ status: true, data: toLocation(venue, app.texts.offeredBy(venue)) }));
