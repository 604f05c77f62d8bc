/**
 * The venues, from memory: front-page token → venue (every API call), slug → venue and the
 * first venue (every page: venue-selection.ts). Every venue is loaded once (a deployment serves
 * tens or hundreds of venues, a few KB each) and again after any committed change of the
 * venues table (a front-page token's creation or revocation touches its venue's row). An unknown token is refused without a database look-up, so a flood of bad
 * tokens costs nothing but the map's get. While the change feed is down the database answers.
 */
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { venues } from '../../db/schema';
import { type Venue, findFirstVenue, findVenueBySlug, findVenueByToken, listLiveFrontpageTokens } from '../venues/venue-repository';
import type { ReadCache } from './read-cache';

interface Directory {
  byToken: Map<string, Venue>;
  bySlug: Map<string, Venue>;
  /** The venue with the lowest id (findFirstVenue). */
  first: Venue | undefined;
}

export class VenueDirectory {
  private directory: Directory | null = null;
  private loadedAt = -1;
  private loading: { generation: number; directory: Promise<Directory> } | null = null;

  constructor(
    private readonly db: Db,
    private readonly cache: ReadCache,
  ) {}

  async findByToken(token: string): Promise<Venue | undefined> {
    if (!this.cache.isListening) return findVenueByToken(this.db, token);
    return (await this.current()).byToken.get(token);
  }

  async findBySlug(slug: string): Promise<Venue | undefined> {
    if (!this.cache.isListening) return findVenueBySlug(this.db, slug);
    return (await this.current()).bySlug.get(slug);
  }

  async findFirst(): Promise<Venue | undefined> {
    if (!this.cache.isListening) return findFirstVenue(this.db);
    return (await this.current()).first;
  }

  private async current(): Promise<Directory> {
    const generation = this.cache.venuesGeneration;
    if (this.directory && this.loadedAt === generation) return this.directory;
    return this.load(generation);
  }

  /** One load per generation: a load started before the latest change may hold old rows. */
  private load(generation: number): Promise<Directory> {
    if (this.loading?.generation === generation) return this.loading.directory;
    const directory = this.db
      .select()
      .from(venues)
      .orderBy(asc(venues.id))
      .then(async (rows) => ({ rows, tokens: await listLiveFrontpageTokens(this.db) }))
      .then(({ rows, tokens }) => {
        const byId = new Map(rows.map((v) => [v.id, v]));
        // The rows are at least as new as `generation`: answers computed from them may be kept
        // under it (read-cache.ts), never under a later one.
        this.cache.stampRows(rows, generation);
        const loaded: Directory = {
          // The token each venue's pages carry, and the others still live (rotation).
          byToken: new Map([
            ...tokens.flatMap(({ token, venueId }) => (byId.has(venueId) ? [[token, byId.get(venueId)!] as const] : [])),
            ...rows.map((v) => [v.frontpageToken, v] as const),
          ]),
          bySlug: new Map(rows.map((v) => [v.slug, v])),
          first: rows[0],
        };
        // Kept only if no change arrived while reading (it may have read the old rows).
        if (this.cache.isListening && this.cache.venuesGeneration === generation) {
          this.directory = loaded;
          this.loadedAt = generation;
        }
        return loaded;
      })
      .finally(() => {
        if (this.loading?.directory === directory) this.loading = null;
      });
    this.loading = { generation, directory };
    return directory;
  }
}
