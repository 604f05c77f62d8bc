/**
 * Demo data: the venue files in venues/ at the repository's root (three venues with zones,
 * shifts, experiences, gift cards, promotions in every state, and readable tokens). `npm start`
 * creates them on an empty database, each in its own transaction; a venue already there is
 * left as it is. Production starts never call this (main.ts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { REPO_ROOT } from '../config';
import type { Db } from '../db/client';
import { venues } from '../db/schema';
import { isStaffTokenOf } from '../modules/staff/staff-token-repository';
import { applyVenueFile } from '../modules/venue-setup/venue-apply';
import { formatProblem, readVenueFile } from '../modules/venue-setup/venue-file-read';
import type { VenueFile } from '../modules/venue-setup/venue-file-schema';
import { countVenues } from '../modules/venues/venue-repository';

export const DEMO_VENUE_DIR = path.join(REPO_ROOT, 'venues');

export interface DemoVenueSummary {
  slug: string;
  name: string;
  token: string;
  /** The staff credential (only while it is still valid). */
  staffToken?: string;
}

/** The demo venue files, in name order (the first is the default venue). Throws on a bad file. */
export function demoVenueFiles(dir = DEMO_VENUE_DIR): VenueFile[] {
  return readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => {
      const result = readVenueFile(readFileSync(path.join(dir, name), 'utf8'), path.join('venues', name));
      if (!result.ok) throw new Error(`Demo venue file is invalid:\n${result.problems.map(formatProblem).join('\n')}`);
      if (!result.venue.demo || !result.venue.demoData) throw new Error(`${name}: a demo venue file says demo: true and has demoData`);
      return result.venue;
    });
}

const summary = (file: VenueFile): DemoVenueSummary => ({
  slug: file.venue,
  name: file.name,
  token: file.demoData!.frontpageToken,
  staffToken: file.demoData!.staffToken,
});

/** Creates every demo venue that does not exist yet; returns all demo venues. */
export async function seedDemo(db: Db, now: Date = new Date()): Promise<DemoVenueSummary[]> {
  const files = demoVenueFiles();
  for (const file of files) {
    const existing = await db.select({ id: venues.id }).from(venues).where(eq(venues.slug, file.venue)).limit(1);
    if (!existing.length) await applyVenueFile(db, file, now);
  }
  return files.map(summary);
}

/** The demo venues present in the database (for the start banner), tokens shown while valid. */
export async function listDemoVenues(db: Db): Promise<DemoVenueSummary[]> {
  const found: DemoVenueSummary[] = [];
  for (const file of demoVenueFiles()) {
    const [row] = await db.select().from(venues).where(eq(venues.slug, file.venue)).limit(1);
    if (!row?.demo) continue;
    const { staffToken, ...rest } = summary(file);
    const valid = await isStaffTokenOf(db, row.id, staffToken!);
    found.push({ ...rest, name: row.name, token: row.frontpageToken, ...(valid ? { staffToken } : {}) });
  }
  return found;
}

/** First demo start: seeds when the database holds no venue at all. Returns what it seeded. */
export async function seedDemoIfEmpty(db: Db, now: Date = new Date()): Promise<DemoVenueSummary[]> {
  if ((await countVenues(db)) > 0) return [];
  return seedDemo(db, now);
}
