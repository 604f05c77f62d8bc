/**
 * The experience list (docs/api.md, getexperiencelist), from the read cache: what its API route
 * answers and what a server render reads (web/page-reads.ts), one function for both.
 */
import type { FastifyInstance } from 'fastify';
import { parsePayload } from '../../lib/validate';
import { type CachedAnswer, payloadKey } from '../read-cache/read-cache';
import type { Venue } from '../venues/venue-repository';
import { getExperienceList } from './experiences-service';
import { ExperienceListPayload } from './payloads';

const LIST_FIELDS = Object.keys(ExperienceListPayload.schema);

export function experienceListAnswer(app: FastifyInstance, venue: Venue, body: unknown): Promise<CachedAnswer> {
  const query = parsePayload(body, ExperienceListPayload);
  const now = app.clock();
  return app.readCache.read(venue, payloadKey('list', query, LIST_FIELDS, now), async () => ({
    status: true,
    data: await getExperienceList(app.db, venue, now, query.page, query.perPage),
  }));
}
