/**
 * Applies a venue file: in one transaction, under a lock on the venue's row, it compares the
 * file with what the database holds and writes only the difference. What guests already hold is
 * never broken: a change that would (a shift's capacity below what is booked on a future day, a
 * zone that future bookings use, a promotion's quantity below its claims) is refused, listing
 * each; an item that leaves the file but has bookings, orders or claims is archived (hidden from
 * guests, kept for staff and history), never deleted. A file that collides with other rows (an
 * experience link, a demo token) is refused before anything is written, each collision located
 * at its field (venue-file-conflicts.ts).
 */
import { eq } from 'drizzle-orm';
import {
  bookingModules,
  closures,
  experienceZones,
  experiences,
  frontpageTokens,
  giftcardOrders,
  giftcardProducts,
  openingShifts,
  promoClaims,
  promotions,
  reservations,
  venues,
  zones,
} from '../../db/schema';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import type { Tx } from '../../db/tx';
import { randomBytes } from 'node:crypto';
import { venueToday } from '../../lib/wall-clock';
import { newFrontpageToken } from '../venues/frontpage-token';
import { insertDemoData } from './demo-data';
import type { RuleProblem } from './venue-file-rules';
import type { VenueFile } from './venue-file-schema';
import { type PlanChange, describeChange, diffPlans } from './venue-plan-diff';
import { readPlan, sortShifts } from './venue-plan-read';
import { type VenuePlan, planFromFile } from './venue-plan';
import { insertStaffToken } from '../staff/staff-token-repository';
import { findRefusals } from './venue-refusals';
import { VenueFileConflictError, findConflicts } from './venue-file-conflicts';
import { writeEndpoints } from '../webhooks/webhook-endpoints-write';

export interface ApplyResult {
  venue: string;
  created: boolean;
  /** One line per change; empty when the file is what the database held. */
  changes: string[];
  /** Items that left the file and were kept, hidden, because something refers to them. */
  archived: string[];
  /** A new real venue's first front-page token (publishable: the pages carry it). */
  frontpageToken?: string;
}

/** The file would break what guests hold: nothing was written. */
export class ApplyRefusedError extends Error {
  /** One line per refusal, naming the item. */
  readonly reasons: string[];
  constructor(
    readonly venue: string,
    /** The same, each at the file's field it comes from. */
    readonly problems: RuleProblem[],
  ) {
    const reasons = problems.map((p) => p.message);
    super(`${venue}: not applied, it would break what guests hold:\n  ${reasons.join('\n  ')}`);
    this.reasons = reasons;
  }
}

export async function applyVenueFile(db: Db, file: VenueFile, now: Date): Promise<ApplyResult> {
  try {
    return await applyOnce(db, file, now);
  } catch (err) {
    // Another apply committed the same new venue (or a demo token) meanwhile: applied again, this
    // one sees its rows, and answers what is left to change or the located conflict.
    if (isUniqueViolation(err)) return applyOnce(db, file, now);
    throw err;
  }
}

async function applyOnce(db: Db, file: VenueFile, now: Date): Promise<ApplyResult> {
  const planned = planFromFile(file, now);
  return db.transaction(async (tx) => {
    // Two applies of one venue wait for each other on its row; a new venue's slug is unique anyway.
    const [row] = await tx.select().from(venues).where(eq(venues.slug, planned.venue.slug)).for('update');
    const current = row ? await readPlan(tx, row) : null;
    const changes = diffPlans(planned, current);
    if (row && changes.length === 0) return { venue: planned.venue.slug, created: false, changes: [], archived: [] };

    const conflicts = await findConflicts(tx, row?.id, file);
    if (conflicts.length) throw new VenueFileConflictError(planned.venue.slug, conflicts);
    const today = venueToday(now, planned.venue.timezone);
    if (row) {
      const reasons = await findRefusals(tx, row.id, file, planned, changes, today);
      if (reasons.length) throw new ApplyRefusedError(planned.venue.slug, reasons);
    }
    const created = !row;
    const demo = file.demo ? file.demoData : undefined;
    const frontpageToken = created ? (demo?.frontpageToken ?? newFrontpageToken()) : undefined;
    const venueId = row ? row.id : await insertVenue(tx, planned, frontpageToken!);
    if (row)
      await tx
        .update(venues)
        .set({ ...planned.venue, updatedAt: now })
        .where(eq(venues.id, venueId));

    const archived: string[] = [];
    const touched = (section: PlanChange['section']) => created || changes.some((c) => c.section === section);
    // Only the items added or changed are written (a new venue: all of them).
    const write = (section: PlanChange['section']) => (key: string) => created || changes.some((c) => c.section === section && c.key === key && c.change !== 'removed');
    if (touched('zones')) archived.push(...(await writeZones(tx, venueId, planned, write('zones'), now)));
    if (touched('shifts')) await writeShifts(tx, venueId, planned);
    if (touched('closures')) await writeClosures(tx, venueId, planned);
    if (touched('experiences')) archived.push(...(await writeExperiences(tx, venueId, planned, write('experiences'), now)));
    if (touched('modules')) archived.push(...(await writeModules(tx, venueId, planned, write('modules'), now)));
    if (touched('products')) archived.push(...(await writeProducts(tx, venueId, planned, write('products'), now)));
    if (touched('promotions')) archived.push(...(await writePromotions(tx, venueId, planned, write('promotions'), now)));
    if (touched('webhooks')) await writeEndpoints(tx, venueId, planned.webhooks, now);

    if (created && demo) {
      await insertStaffToken(tx, venueId, demo.staffToken, 'demo');
      await insertDemoData(tx, venueId, file, demo, now);
    }
    return {
      venue: planned.venue.slug,
      created,
      changes: created ? ['venue: created'] : changes.map(describeChange),
      archived,
      ...(created && !demo ? { frontpageToken } : {}),
    };
  });
}

async function insertVenue(tx: Tx, planned: VenuePlan, token: string): Promise<number> {
  const [inserted] = await tx
    .insert(venues)
    .values({ ...planned.venue, frontpageToken: token })
    .returning({ id: venues.id });
  await tx.insert(frontpageTokens).values({ venueId: inserted!.id, token, label: 'initial' });
  return inserted!.id;
}

interface Retire<R> {
  /** Something refers to the row (a booking, an order, a claim): it is archived, not deleted. */
  isUsed(row: R): Promise<boolean>;
  archive(row: R): Promise<unknown>;
  remove(row: R): Promise<unknown>;
  /** How the tool names it, e.g. `experience tasting`. */
  label(row: R): string;
}

/** Rows no longer in the file: archived when used, deleted when not. Returns the archived ones. */
async function retireLeftOut<R extends { archivedAt: Date | null }>(rows: R[], keep: string[], keyOf: (row: R) => string, how: Retire<R>): Promise<string[]> {
  const archived: string[] = [];
  for (const gone of rows.filter((r) => !keep.includes(keyOf(r)) && !r.archivedAt)) {
    if (await how.isUsed(gone)) {
      await how.archive(gone);
      archived.push(how.label(gone));
    } else await how.remove(gone);
  }
  return archived;
}

const anyRow = async (query: Promise<unknown[]>) => (await query).length > 0;

/** Whether an item of the plan is to be written (added or changed). */
type ToWrite = (key: string) => boolean;

async function writeZones(tx: Tx, venueId: number, planned: VenuePlan, toWrite: ToWrite, now: Date): Promise<string[]> {
  const rows = await tx.select().from(zones).where(eq(zones.venueId, venueId));
  for (const z of planned.zones.filter((z) => toWrite(z.key))) {
    const existing = rows.find((r) => r.key === z.key);
    if (existing)
      await tx
        .update(zones)
        .set({ ...z, active: true, archivedAt: null })
        .where(eq(zones.id, existing.id));
    else await tx.insert(zones).values({ venueId, ...z });
  }
  return retireLeftOut(
    rows,
    planned.zones.map((z) => z.key),
    (r) => r.key,
    {
      isUsed: (r) => anyRow(tx.select({ id: reservations.id }).from(reservations).where(eq(reservations.zoneId, r.id)).limit(1)),
      archive: (r) => tx.update(zones).set({ active: false, archivedAt: now }).where(eq(zones.id, r.id)),
      remove: (r) => tx.delete(zones).where(eq(zones.id, r.id)),
      label: (r) => `zone ${r.key}`,
    },
  );
}

async function writeShifts(tx: Tx, venueId: number, planned: VenuePlan): Promise<void> {
  await tx.delete(openingShifts).where(eq(openingShifts.venueId, venueId));
  const rows = sortShifts(planned.shifts);
  if (rows.length) await tx.insert(openingShifts).values(rows.map((s) => ({ venueId, ...s })));
}

async function writeClosures(tx: Tx, venueId: number, planned: VenuePlan): Promise<void> {
  await tx.delete(closures).where(eq(closures.venueId, venueId));
  if (planned.closures.length) await tx.insert(closures).values(planned.closures.map((date) => ({ venueId, date })));
}

const newExperienceLink = () => randomBytes(12).toString('base64url');

async function writeExperiences(tx: Tx, venueId: number, planned: VenuePlan, toWrite: ToWrite, now: Date): Promise<string[]> {
  const rows = await tx.select().from(experiences).where(eq(experiences.venueId, venueId));
  const zoneRows = await tx.select({ id: zones.id, key: zones.key }).from(zones).where(eq(zones.venueId, venueId));
  for (const { zoneKeys, hash, ...e } of planned.experiences.filter((e) => toWrite(e.key))) {
    const existing = rows.find((r) => r.key === e.key);
    let id: number;
    if (existing) {
      id = existing.id;
      await tx
        .update(experiences)
        .set({ ...e, hash: hash ?? existing.hash, visible: true, archivedAt: null, updatedAt: now })
        .where(eq(experiences.id, id));
    } else {
      const [inserted] = await tx
        .insert(experiences)
        .values({ venueId, ...e, hash: hash ?? newExperienceLink() })
        .returning({ id: experiences.id });
      id = inserted!.id;
    }
    await tx.delete(experienceZones).where(eq(experienceZones.experienceId, id));
    const zoneIds = zoneKeys.map((key) => zoneRows.find((z) => z.key === key)!.id);
    if (zoneIds.length) await tx.insert(experienceZones).values(zoneIds.map((zoneId) => ({ experienceId: id, zoneId })));
  }
  return retireLeftOut(
    rows,
    planned.experiences.map((e) => e.key),
    (r) => r.key,
    {
      isUsed: (r) => anyRow(tx.select({ id: reservations.id }).from(reservations).where(eq(reservations.experienceId, r.id)).limit(1)),
      archive: (r) => tx.update(experiences).set({ active: false, visible: false, archivedAt: now, updatedAt: now }).where(eq(experiences.id, r.id)),
      remove: (r) => tx.delete(experiences).where(eq(experiences.id, r.id)),
      label: (r) => `experience ${r.key}`,
    },
  );
}

async function writeModules(tx: Tx, venueId: number, planned: VenuePlan, toWrite: ToWrite, now: Date): Promise<string[]> {
  const rows = await tx.select().from(bookingModules).where(eq(bookingModules.venueId, venueId));
  const experienceRows = await tx.select({ id: experiences.id, key: experiences.key }).from(experiences).where(eq(experiences.venueId, venueId));
  for (const { experienceKeys, ...m } of planned.modules.filter((m) => toWrite(m.slug))) {
    const experienceIds = experienceKeys ? experienceKeys.map((key) => experienceRows.find((e) => e.key === key)!.id) : null;
    const existing = rows.find((r) => r.slug === m.slug);
    if (existing)
      await tx
        .update(bookingModules)
        .set({ ...m, experienceIds, active: true, archivedAt: null })
        .where(eq(bookingModules.id, existing.id));
    else await tx.insert(bookingModules).values({ venueId, ...m, experienceIds });
  }
  return retireLeftOut(
    rows,
    planned.modules.map((m) => m.slug),
    (r) => r.slug,
    {
      isUsed: (r) => anyRow(tx.select({ id: reservations.id }).from(reservations).where(eq(reservations.moduleId, r.id)).limit(1)),
      archive: (r) => tx.update(bookingModules).set({ active: false, archivedAt: now }).where(eq(bookingModules.id, r.id)),
      remove: (r) => tx.delete(bookingModules).where(eq(bookingModules.id, r.id)),
      label: (r) => `booking module ${r.slug}`,
    },
  );
}

async function writeProducts(tx: Tx, venueId: number, planned: VenuePlan, toWrite: ToWrite, now: Date): Promise<string[]> {
  const rows = await tx.select().from(giftcardProducts).where(eq(giftcardProducts.venueId, venueId));
  for (const p of planned.products.filter((p) => toWrite(p.key))) {
    const existing = rows.find((r) => r.key === p.key);
    if (existing)
      await tx
        .update(giftcardProducts)
        .set({ ...p, archivedAt: null, updatedAt: now })
        .where(eq(giftcardProducts.id, existing.id));
    else await tx.insert(giftcardProducts).values({ venueId, ...p });
  }
  return retireLeftOut(
    rows,
    planned.products.map((p) => p.key),
    (r) => r.key,
    {
      isUsed: (r) => anyRow(tx.select({ id: giftcardOrders.id }).from(giftcardOrders).where(eq(giftcardOrders.productId, r.id)).limit(1)),
      archive: (r) => tx.update(giftcardProducts).set({ active: false, archivedAt: now, updatedAt: now }).where(eq(giftcardProducts.id, r.id)),
      remove: (r) => tx.delete(giftcardProducts).where(eq(giftcardProducts.id, r.id)),
      label: (r) => `gift card ${r.key}`,
    },
  );
}

async function writePromotions(tx: Tx, venueId: number, planned: VenuePlan, toWrite: ToWrite, now: Date): Promise<string[]> {
  const rows = await tx.select().from(promotions).where(eq(promotions.venueId, venueId));
  for (const p of planned.promotions.filter((p) => toWrite(p.urlName))) {
    const values = { ...p, startsAt: new Date(p.startsAt), endsAt: new Date(p.endsAt) };
    const existing = rows.find((r) => r.urlName === p.urlName);
    if (existing)
      await tx
        .update(promotions)
        .set({ ...values, archivedAt: null, updatedAt: now })
        .where(eq(promotions.id, existing.id));
    else await tx.insert(promotions).values({ venueId, ...values });
  }
  return retireLeftOut(
    rows,
    planned.promotions.map((p) => p.urlName),
    (r) => r.urlName,
    {
      isUsed: (r) => anyRow(tx.select({ id: promoClaims.id }).from(promoClaims).where(eq(promoClaims.promotionId, r.id)).limit(1)),
      archive: (r) => tx.update(promotions).set({ archivedAt: now, updatedAt: now }).where(eq(promotions.id, r.id)),
      remove: (r) => tx.delete(promotions).where(eq(promotions.id, r.id)),
      label: (r) => `promotion ${r.urlName}`,
    },
  );
}
