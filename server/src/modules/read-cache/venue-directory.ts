/**
 * Front-page tokens → venues, from memory. Every venue is loaded once (a deployment serves
 * tens or hundreds of venues, a few KB each) and again after any committed change of the
 * venues table. An unknown token is refused without a database look-up, so a flood of bad
 * tokens costs nothing but the map's get. While the change feed is down the database answers.
 */
import type { Db } from '../../db/client';
import { venues } from '../../db/schema';
import { type Venue, findVenueByToken } from '../venues/venue-repository';
import type { ReadCache } from './read-cache';

export class VenueDirectory {
  private byToken: Map<string, Venue> | null = null;
  private loadedAt = -1;
  private loading: { generation: number; map: Promise<Map<string, Venue>> } | null = null;

  constructor(
    private readonly db: Db,
    private readonly cache: ReadCache,
  ) {}

  async findByToken(token: string): Promise<Venue | undefined> {
    if (!this.cache.isListening) return findVenueByToken(this.db, token);
    const generation = this.cache.venuesGeneration;
    if (this.byToken && this.loadedAt === generation) return this.byToken.get(token);
    return (await this.load(generation)).get(token);
  }

  /** One load per generation: a load started before the latest change may hold old rows. */
  private load(generation: number): Promise<Map<string, Venue>> {
    if (this.loading?.generation === generation) return this.loading.map;
    const map = this.db
      .select()
      .from(venues)
      .then((rows) => {
        // The rows are at least as new as `generation`: answers computed from them may be kept
        // under it (read-cache.ts), never under a later one.
        this.cache.stampRows(rows, generation);
        const byToken = new Map(rows.map((v) => [v.frontpageToken, v]));
        // Kept only if no change arrived while reading (it may have read the old rows).
        if (this.cache.isListening && this.cache.venuesGeneration === generation) {
          this.byToken = byToken;
          this.loadedAt = generation;
        }
        return byToken;
      })
      .finally(() => {
        if (this.loading?.map === map) this.loading = null;
      });
    this.loading = { generation, map };
    return map;
  }
}
