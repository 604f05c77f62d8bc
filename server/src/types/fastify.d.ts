import 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { Venue } from '../modules/venues/venue-repository';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
    /** The current time; tests replace it to pin "now". */
    clock: () => Date;
  }
  interface FastifyRequest {
    /** The venue selected by the bearer token (set by the auth plugin on API routes). */
    venue: Venue;
  }
}
