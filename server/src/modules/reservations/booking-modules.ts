/**
 * Booking modules (/r/{slug}) and the scope a visitor books in: the general flow, a module, or
 * a direct link to one experience (?experience=id, which leaves plain tables out).
 */
import { and, eq } from 'drizzle-orm';
import { bookingModules } from '../../db/schema';
import type { DbOrTx } from '../../db/tx';
import { ApiError } from '../../lib/api-error';
import { i18n } from '../../lib/i18n-text';
import { type BookingScope, GENERAL_SCOPE } from '../experiences/availability-context';

export type BookingModuleRow = typeof bookingModules.$inferSelect;

export async function findBookingModule(db: DbOrTx, venueId: number, slug: string): Promise<BookingModuleRow | undefined> {
  const [row] = await db
    .select()
    .from(bookingModules)
    .where(and(eq(bookingModules.venueId, venueId), eq(bookingModules.slug, slug), eq(bookingModules.active, true)))
    .limit(1);
  return row;
}

export interface ScopeRequest {
  module?: string;
  experience?: number;
}

export interface ResolvedScope {
  scope: BookingScope;
  module: BookingModuleRow | null;
}

/** The scope of a call; an unknown module is a 404 MODULE_NOT_FOUND. */
export async function resolveScope(db: DbOrTx, venueId: number, request: ScopeRequest): Promise<ResolvedScope> {
  let scope = GENERAL_SCOPE;
  let module: BookingModuleRow | null = null;
  if (request.module) {
    module = (await findBookingModule(db, venueId, request.module)) ?? null;
    if (!module) throw new ApiError(404, 'MODULE_NOT_FOUND', `No booking module ${request.module}`);
    scope = { experienceIds: module.experienceIds, tables: module.tables, calendarOnly: false };
  }
  if (request.experience) {
    const allowed = scope.experienceIds === null || scope.experienceIds.includes(request.experience);
    scope = { experienceIds: allowed ? [request.experience] : [], tables: false, calendarOnly: false };
  }
  return { scope, module };
}

export function toWireModule(m: BookingModuleRow) {
  return {
    slug: m.slug,
    titolo: i18n(m.title),
    descrizione: i18n(m.description),
    experiences: m.experienceIds,
    tables: m.tables ? 1 : 0,
  };
}
