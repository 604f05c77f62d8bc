/**
 * What a venue file would collide with in the database, found before anything is written, each
 * located at the file's field: a demo venue's readable tokens already another venue's (tokens
 * select their venue, so they are unique across venues), and an experience link another
 * experience of the venue keeps (one archived because guests booked it, or one of the file that
 * keeps its link). Links are unique within a venue only (migration 0019): a venue copied from
 * another's file keeps the same links.
 */
import { eq, inArray, or } from 'drizzle-orm';
import { experiences, frontpageTokens, reservations, staffTokens, venues } from '../../db/schema';
import type { Tx } from '../../db/tx';
import { hashStaffToken } from '../staff/staff-token';
import type { RuleProblem } from './venue-file-rules';
import type { VenueFile } from './venue-file-schema';

/** The file collides with the database: nothing was written. */
export class VenueFileConflictError extends Error {
  constructor(
    readonly venue: string,
    readonly problems: RuleProblem[],
  ) {
    super(`${venue}: not applied, ${problems.length} field(s) collide with what the database holds`);
  }
}

/** `venueId`: the venue's row, undefined when the file creates it. */
export async function findConflicts(tx: Tx, venueId: number | undefined, file: VenueFile): Promise<RuleProblem[]> {
  const problems: RuleProblem[] = [];
  if (venueId === undefined && file.demo && file.demoData) problems.push(...(await demoTokenConflicts(tx, file.demoData)));
  if (venueId !== undefined) problems.push(...(await linkConflicts(tx, venueId, file)));
  return problems;
}

async function demoTokenConflicts(tx: Tx, demo: NonNullable<VenueFile['demoData']>): Promise<RuleProblem[]> {
  const problems: RuleProblem[] = [];
  const [frontpage] = await tx
    .select({ slug: venues.slug })
    .from(frontpageTokens)
    .innerJoin(venues, eq(venues.id, frontpageTokens.venueId))
    .where(or(eq(frontpageTokens.token, demo.frontpageToken), eq(venues.frontpageToken, demo.frontpageToken)))
    .limit(1);
  if (frontpage)
    problems.push({ path: ['demoData', 'frontpageToken'], message: `already the front-page token of venue ${frontpage.slug}: give the copy a token of its own` });
  const [staff] = await tx
    .select({ slug: venues.slug })
    .from(staffTokens)
    .innerJoin(venues, eq(venues.id, staffTokens.venueId))
    .where(eq(staffTokens.tokenHash, hashStaffToken(demo.staffToken)))
    .limit(1);
  if (staff) problems.push({ path: ['demoData', 'staffToken'], message: `already a staff token of venue ${staff.slug}: give the copy a token of its own` });
  return problems;
}

/**
 * The links once applied: each experience of the file keeps its file's link, else the one it has;
 * an experience that leaves the file keeps its link when it is archived (it has bookings), and
 * frees it when it is deleted. Two experiences with one link in the file are a rule problem
 * (venue-file-rules.ts).
 */
async function linkConflicts(tx: Tx, venueId: number, file: VenueFile): Promise<RuleProblem[]> {
  const planned = file.experiences ?? [];
  const rows = await tx
    .select({ id: experiences.id, key: experiences.key, hash: experiences.hash, archivedAt: experiences.archivedAt })
    .from(experiences)
    .where(eq(experiences.venueId, venueId));
  const leaving = rows.filter((r) => !planned.some((e) => e.id === r.key));
  const booked = await bookedExperiences(
    tx,
    leaving.filter((r) => !r.archivedAt).map((r) => r.id),
  );
  const kept = new Map(leaving.filter((r) => r.archivedAt || booked.has(r.id)).map((r) => [r.hash, r.key]));

  const problems: RuleProblem[] = [];
  const finalLinks = planned.map((e) => e.link ?? rows.find((r) => r.key === e.id)?.hash);
  planned.forEach((e, i) => {
    if (e.link === undefined) return;
    const archived = kept.get(e.link);
    if (archived !== undefined)
      problems.push({
        path: ['experiences', i, 'link'],
        message: `"${e.link}" is the link of experience ${archived}, kept archived because guests booked it: choose another link`,
      });
    const other = finalLinks.findIndex((link, j) => j !== i && link === e.link && planned[j]!.link === undefined);
    if (other >= 0)
      problems.push({
        path: ['experiences', i, 'link'],
        message: `"${e.link}" is the link experiences[${other}] (${planned[other]!.id}) keeps, as the file gives it none: give one of them another link`,
      });
  });
  return problems;
}

async function bookedExperiences(tx: Tx, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await tx.selectDistinct({ id: reservations.experienceId }).from(reservations).where(inArray(reservations.experienceId, ids));
  return new Set(rows.map((r) => r.id!));
}
